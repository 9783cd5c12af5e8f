import { expect, test } from '@playwright/test'

import { loginAsAdmin, sameOriginHeaders } from './helpers/admin'
import { E2E_CONTENT_BASE_URL } from './helpers/server'
import { acceptCookies } from './helpers/site'

/**
 * Form 11 and its moderation: a posted testimonial waits as pending (first in the admin list) and
 * shows on the site only after an editor approves it, in the Dutch admin, with one action that also
 * publishes it; rejecting takes it off again (issue 36, point 5: one status per document, no moderation
 * "Status" beside the document's). Changes shared content: a mutations spec.
 */

test.beforeEach(async ({ page, context }) => {
  await acceptCookies(page)
  await context.addCookies([{ name: 'payload-lng', value: 'nl', url: E2E_CONTENT_BASE_URL }])
})
test.afterEach(async ({ context }) => {
  await context.addCookies([{ name: 'payload-lng', value: 'en', url: E2E_CONTENT_BASE_URL }])
})

test('a posted testimonial appears on the site only after an editor approves it in the admin, in one action', async ({ page }) => {
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
  await expect(page.locator('table tbody tr').first()).toContainText('Te beoordelen')
  await page.goto(`/admin/collections/testimonials/${id}`)
  // One status: the document's own ("Concept"), no moderation select beside it.
  await expect(page.locator('.doc-controls')).toContainText('Concept')
  await expect(page.locator('#field-status')).toHaveCount(0)
  await expect(page.locator('.document-fields__sidebar')).not.toContainText('Status')
  // Approving is one action, which publishes.
  await page.getByRole('button', { name: 'Goedkeuren en publiceren' }).click()
  await expect(page.getByText('Goedgekeurd en gepubliceerd.')).toBeVisible()
  await expect(page.locator('.doc-controls')).toContainText('Gepubliceerd')

  // Published: on the site at the next request, as text (the markup is shown, never run).
  await page.goto('/nl/getuigenissen/')
  const item = page.locator('.testimonial-list .testimonial', { hasText: name })
  await expect(item).toBeVisible()
  await expect(item.getByText(comment)).toBeVisible()
  await expect(item.locator('b')).toHaveCount(0)

  // Rejecting, one action too, takes it off the site; the list says so in words.
  await page.goto(`/admin/collections/testimonials/${id}`)
  await expect(page.locator('.doc-controls')).toContainText('Gepubliceerd')
  await page.getByRole('button', { name: 'Afwijzen en van de site halen' }).click()
  await expect(page.getByText('Afgewezen.', { exact: true })).toBeVisible()
  await page.goto('/nl/getuigenissen/')
  await expect(page.locator('.testimonial-list .testimonial', { hasText: name })).toHaveCount(0)
  await page.goto('/admin/collections/testimonials')
  await expect(page.locator('table tbody tr', { hasText: name })).toContainText('Afgewezen')
})
