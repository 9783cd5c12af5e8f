import { expect, test } from '@playwright/test'

import { expectUsableLayout } from './helpers/layout'
import { acceptCookies } from './helpers/site'
import { liveForm } from './helpers/islands'

/** The spam check's widget on a phone (issue 13.1): it fits, its checkbox is a full touch target, the form sends. */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9` })
})

test('contact form on a phone: the spam check fits, is reachable, solves by itself and the form is sent', async ({ page }) => {
  await page.goto('/nl/contact/')
  const form = page.locator('form#contact')
  await liveForm(form)
  const widget = form.locator('altcha-widget')
  await expectUsableLayout(page, { width: 390, control: widget, label: 'contact with spam check' })
  const checkbox = widget.getByRole('checkbox')
  await expect(checkbox).toHaveAccessibleName('Ik ben geen robot')
  const box = await checkbox.boundingBox()
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24)

  await form.getByLabel(/^Aanspreking/).selectOption('ms')
  await form.getByLabel(/^Voornaam/).fill('Lies')
  await form.getByLabel(/^Achternaam/).fill('Janssens')
  await form.getByLabel(/^E-mailadres/).fill(`e2e-phone-${Date.now().toString(36)}@example.be`)
  await form.getByLabel(/^Telefoonnummer/).fill('0475123456')
  await form.getByLabel(/^Uw bericht/).fill('Vanop mijn telefoon')
  await expect(checkbox).toBeChecked({ timeout: 15_000 })
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact\/$/, { timeout: 30_000 })
})

test('a visitor who sends before the spam check has loaded (slow phone) is still sent, with its proof of work', async ({ page }) => {
  // The widget's script arrives 3 s late: the form is live and sent before the widget exists. Sending
  // must wait for it and its proof of work (it used to send no solution and answer "confirm you are not a robot").
  let delayed = 0
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch()
    const body = await response.body()
    if (body.includes('altcha-widget')) {
      delayed += 1
      await new Promise((resolve) => setTimeout(resolve, 3_000))
    }
    await route.fulfill({ response, body })
  })
  await page.goto('/nl/blog/')
  const form = page.locator('form#newsletter')
  await liveForm(form)
  await expect(form.locator('altcha-widget')).toHaveCount(0)
  await form.getByLabel('Voornaam').fill('Anne')
  await form.getByLabel('E-mailadres').fill(`e2e-slow-${Date.now().toString(36)}@example.be`)
  await form.getByRole('button', { name: 'Inschrijven' }).click()
  await expect(form.getByRole('button', { name: 'Bezig met verzenden…' })).toBeVisible()
  await expect(page).toHaveURL(/\/nl\/bedankt\/sign-newsletter\/$/, { timeout: 30_000 })
  expect(delayed).toBeGreaterThan(0)
})
