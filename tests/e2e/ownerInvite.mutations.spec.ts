import { expect, test } from '@playwright/test'

import { loginAsAdmin } from './helpers/admin'
import { mailsTo } from './helpers/mailbox'
import { secondServer } from './helpers/secondServers'
import { liveForm } from './helpers/islands'
import { acceptCookies } from './helpers/site'

/**
 * Issue 36.7, in the Dutch admin of the run's mail server (a real SMTP receiver, helpers/secondServers.ts):
 * staff create an owner without typing a password and send the invitation; the e-mail arrives, its link
 * opens the portal's set-password page, the owner chooses a password there and logs in to the portal.
 * Before, the create form asked staff for the owner's password and there was nothing to invite with.
 * Adds an owner: a mutations spec.
 */

const PASSWORD = 'Eigen-wachtwoord-2026!'

test('an owner made without a password is invited from the Dutch admin, sets a password from the e-mail and logs in', async ({ page }) => {
  test.setTimeout(180_000)
  const base = await secondServer('mail')
  await acceptCookies(page)
  // A client address of its own: the login guard's per-address waits must not meet other tests.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.36` })
  const email = `uitgenodigd-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.be`

  await page.context().addCookies([{ name: 'payload-lng', value: 'nl', url: base }])
  await loginAsAdmin(page, { base })
  await page.goto(`${base}/admin/collections/owners/create`)
  // No password to type: the form says what to do instead.
  await expect(page.locator('[data-owner-links="new"]')).toContainText('U typt geen wachtwoord')
  await expect(page.locator('#field-password')).toBeHidden()
  await expect(async () => {
    await page.locator('#field-email').fill(email)
    await expect(page.locator('#field-email')).toHaveValue(email, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await page.locator('#field-firstName').fill('Marie')
  await page.locator('#field-lastName').fill('Janssens')
  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/owners' && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Bewaar', exact: true }).click()
  expect((await created).status()).toBe(201)
  await expect(page).toHaveURL(/\/admin\/collections\/owners\/\d+/, { timeout: 30_000 })

  // Invite: the e-mail goes through the outbox to the SMTP receiver.
  await expect(async () => {
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click({ timeout: 2_000 })
    await expect(page.getByRole('status').filter({ hasText: `Uitnodiging verstuurd naar ${email}.` })).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await expect.poll(() => mailsTo(email).length, { timeout: 60_000 }).toBe(1)
  // Quoted-printable: soft line breaks cut the link and "=" is written =3D.
  const body = mailsTo(email)[0]
    .raw.replace(/=\r?\n/g, '')
    .replace(/=3D/gi, '=')
  expect(body).toContain('Uw toegang tot het eigenaarsportaal')
  const link = /https?:\/\/[^/\s]+(\/nl\/portaal\/nieuw-wachtwoord\/\?token=[0-9a-f]+)/.exec(body)
  expect(link, body).toBeTruthy()

  // The owner follows the link: the portal's set-password page in Dutch, with its form.
  await page.context().clearCookies()
  await page.goto(`${base}${link![1]}`)
  await expect(page.locator('form#reset-password')).toBeVisible()
  await expect(page.locator('form#reset-password').getByLabel('Nieuw wachtwoord')).toBeVisible()
  const form = page.locator('form#reset-password')
  await liveForm(form)
  await form.getByLabel('Nieuw wachtwoord').fill(PASSWORD)
  await form.getByLabel('Bevestig het wachtwoord').fill(PASSWORD)
  await form.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page.locator('#reset-password-success')).toHaveText('Uw nieuwe wachtwoord is opgeslagen en u bent ingelogd.', {
    timeout: 20_000,
  })

  // The owner logs in with the chosen password through the portal's own login form.
  await page.context().clearCookies()
  await page.goto(`${base}/nl/login/`)
  // The login form is the portal's own (not a form island of the visitor forms): filled as the owner's
  // password reset spec fills it (helpers/passwordReset.ts).
  const login = page.getByRole('form', { name: 'Inloggen' })
  await login.getByLabel('E-mailadres').fill(email)
  await login.getByLabel('Wachtwoord').fill(PASSWORD)
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/portal/login')
  await login.getByRole('button', { name: 'Inloggen' }).click()
  expect((await answered).status()).toBe(200)
  // The login form moves on to the portal itself (a goto of ours met its navigation: net::ERR_ABORTED).
  await expect(page).toHaveURL(/\/nl\/portaal\/$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
