import { expect, test } from '@playwright/test'

import { chooseOption, loginAsAdmin, publishDocument, sameOriginHeaders } from './helpers/admin'
import { acceptCookies } from './helpers/site'

/**
 * Form 11 and its moderation: a posted testimonial waits as pending (first in the admin list) and
 * shows on the site only after an editor publishes it. Changes shared content: a mutations spec.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

test('a posted testimonial appears on the site only after an editor publishes it in the admin', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const name = `Getuige ${stamp}`
  const comment = `Heel tevreden over de verkoop van ons huis <b>${stamp}</b>`

  await page.goto('/nl/getuigenissen/')
  const form = page.locator('form#testimonial')
  await form.getByRole('button', { name: 'Getuigenis versturen' }).click()
  await expect(form.getByText('Naam is verplicht')).toBeVisible()
  await expect(form.getByText('Schrijf uw getuigenis')).toBeVisible()
  await form.getByLabel('Naam').fill(name)
  await form.getByLabel('E-mailadres').fill(`getuige-${stamp}@example.be`)
  await form.getByLabel('Over u').fill('Verkocht in Lommel')
  await form.getByLabel('Uw getuigenis').fill(comment)
  await form.getByRole('button', { name: 'Getuigenis versturen' }).click()
  await expect(page.getByRole('status')).toHaveText('Getuigenis verzonden')

  // Pending: not on the site.
  await page.goto('/nl/getuigenissen/')
  await expect(page.getByText(comment)).toHaveCount(0)

  // The editor finds it first in the moderation list and publishes it.
  await loginAsAdmin(page)
  await page.goto('/admin/collections/testimonials')
  await expect(page.locator('table tbody tr').first()).toContainText(name)
  const found = await page.request.get(`/api/testimonials?where[name][equals]=${encodeURIComponent(name)}&depth=0`, {
    headers: sameOriginHeaders(page),
  })
  const id = String(((await found.json()) as { docs: Array<{ id: number; status: string }> }).docs[0].id)
  await page.goto(`/admin/collections/testimonials/${id}`)
  await chooseOption(page, 'field-status', 'Published')
  // Approving is setting the status and publishing the change (drafts: collections/Testimonials).
  await publishDocument(page, 'testimonials', id)

  // Published: on the site at the next request, as text (the markup is shown, never run).
  await page.goto('/nl/getuigenissen/')
  const item = page.locator('.testimonial-list .testimonial', { hasText: name })
  await expect(item).toBeVisible()
  await expect(item.getByText(comment)).toBeVisible()
  await expect(item.locator('b')).toHaveCount(0)
})
