import { expect, test, type Page } from '@playwright/test'

import { ADMIN_PASSWORD, nextTotpStep, sameOriginHeaders, staffApiHeaders, totpCode } from './helpers/admin'
import { E2E_BASE_URL, ownAddress } from './helpers/server'

/**
 * The staff second factor in the Dutch admin (src/auth/twoFactor.ts, src/admin/twoFactor/): a new
 * admin is sent to the enrolment page at the first login, enrols with the key shown beside the QR
 * code, then logs in with a code from the app, and with a recovery code, which works once.
 *
 * Its own client address (the last X-Forwarded-For entry, which the test server trusts): the login
 * guard's one-attempt-at-a-time per address never meets another spec's logins.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } })

async function logIn(page: Page, email: string, code?: string) {
  await page.goto('/admin/login')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByLabel('Wachtwoord').fill(ADMIN_PASSWORD)
  await submitLogin(page)
  if (code === undefined) return
  // The password was right: the same form now asks for the code.
  await expect(page.locator('.login__message')).toHaveText('Geef de code van zes cijfers uit uw authenticator-app (of een herstelcode).')
  await page.getByLabel('Code (of herstelcode)').fill(code)
  await submitLogin(page)
}

/**
 * Sends the login form and waits for the server's answer: the form shows its next state only then, and a
 * busy server may take longer than an assertion's few seconds to check a password.
 */
async function submitLogin(page: Page) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/users/login',
  )
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await answered
}

async function logOut(page: Page) {
  await page.goto('/admin/logout')
  await expect(page).toHaveURL(/\/admin\/login/, { timeout: 30_000 })
}

test('a new admin enrols at the first login, then logs in with a code and with a recovery code once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  await context.addCookies([{ name: 'payload-lng', value: 'nl', url: E2E_BASE_URL }])
  const email = `totp-${Date.now()}@kempenvastgoed.be`
  const created = await request.post('/api/users', {
    headers: await staffApiHeaders(),
    data: { email, password: ADMIN_PASSWORD, name: 'Nieuwe beheerder', roles: ['admin'] },
  })
  expect(created.status(), await created.text()).toBe(201)

  // First login: the password alone, and the admin sends the session to its enrolment.
  await logIn(page, email)
  await expect(page).toHaveURL(/\/admin\/two-factor$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie' })).toBeVisible()
  await expect(page.getByText(/Uw account vereist tweestapsverificatie/)).toBeVisible()
  // Nothing else answers that session meanwhile (the session cookie counts with the admin's Origin).
  const leads = () => page.request.get('/api/submissions?limit=1', { headers: sameOriginHeaders(page) })
  expect((await leads()).status()).toBe(403)
  expect((await page.request.get('/api/users/two-factor', { headers: sameOriginHeaders(page) })).status()).toBe(200)

  await page.getByRole('button', { name: 'Instellen' }).click()
  await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await page.getByLabel('Code uit de app (6 cijfers)').fill(await totpCode(secret))
  await page.getByRole('button', { name: 'Bevestigen' }).click()
  const codes = page.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recovery = (await codes.allTextContents()).map((code) => code.trim())
  await page.getByRole('link', { name: 'Verder naar de beheeromgeving' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  expect((await leads()).status()).toBe(200)
  await logOut(page)

  // With a code: the confirmation spent this 30-s step's code, so the app's next one.
  await nextTotpStep()
  await logIn(page, email, await totpCode(secret))
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Tweestapsverificatie' })).toBeVisible()
  await logOut(page)

  // With a recovery code, once.
  await logIn(page, email, recovery[0])
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await logOut(page)
  await logIn(page, email, recovery[0])
  await expect(page.locator('.login__message')).toHaveText('Deze code klopt niet of werd al gebruikt.')
  await expect(page).toHaveURL(/\/admin\/login/)
})
