import { randomBytes } from 'node:crypto'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { secondServer } from './helpers/secondServers'
import { acceptCookies } from './helpers/site'
import { liveForm as scrollToLiveForm } from './helpers/islands'

/**
 * Issue 13.1 and 13.2 in the browser, against the production server with the spam check on: the
 * ALTCHA widget (keyboard, screen reader, the page stays cached HTML, a solution counts once) and the
 * visitor's address (headers the client writes do not move it to another rate-limit bucket).
 */

const RATE_LIMITED = 'U hebt dit formulier te vaak verzonden. Probeer het over een kwartier opnieuw of bel ons.'
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?( \\((verplicht|obligatoire|required)\\))?$`))
const email = () => `e2e-abuse-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.be`
const random = (n = 250) => Math.floor(Math.random() * n)

async function liveForm(page: Page, id: string): Promise<Locator> {
  const form = page.locator(`form#${id}`)
  await scrollToLiveForm(form)
  return form
}

/** Sends the small contact form of the home page once; answers whether it went through or was refused by the rate limit. */
async function sendSmallContact(page: Page, base: string): Promise<'sent' | 'limited'> {
  await page.goto(`${base}/nl/`)
  const form = await liveForm(page, 'contact-small')
  await field(form, 'Voornaam').fill('Lies')
  await field(form, 'Achternaam').fill('Janssens')
  await field(form, 'E-mailadres').fill(email())
  await form.getByRole('button', { name: 'Verzenden' }).click()
  const sent = page.waitForURL(/\/nl\/bedankt\/site-contact-small\/$/, { timeout: 30_000 }).then(() => 'sent' as const)
  const limited = form
    .getByText(RATE_LIMITED)
    .waitFor({ timeout: 30_000 })
    .then(() => 'limited' as const)
  return Promise.race([sent, limited])
}

/**
 * Sends until the rate limit answers (at most 6 times: the bucket may hold seats of an earlier run),
 * then twice more with other spoofed headers: still refused, so those headers did not pick the address.
 */
async function expectSpoofingDoesNotHelp(page: Page, base: string, headers: () => Record<string, string>) {
  let attempts = 0
  for (; attempts < 6; attempts++) {
    await page.setExtraHTTPHeaders(headers())
    if ((await sendSmallContact(page, base)) === 'limited') break
  }
  expect(attempts, 'the sixth submission from one address is refused').toBeLessThan(6)
  for (let i = 0; i < 2; i++) {
    await page.setExtraHTTPHeaders(headers())
    expect(await sendSmallContact(page, base)).toBe('limited')
  }
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

test('the spam check needs no puzzle: it solves by itself, is reachable by keyboard, speaks Dutch and announces its state', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${random()}.${random()}.${random()}` })
  // No third party: everything the spam check loads comes from the site itself.
  const altchaOrigins = new Set<string>()
  page.on('request', (request) => {
    if (/altcha/i.test(request.url())) altchaOrigins.add(new URL(request.url()).origin)
  })
  const challenges: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/forms/altcha')) challenges.push(response.headers()['set-cookie'] ?? '')
  })
  await page.goto('/nl/contact/')
  const form = await liveForm(page, 'contact')
  const checkbox = form.locator('altcha-widget').getByRole('checkbox')
  await expect(checkbox).toBeVisible()
  await expect(checkbox).toHaveAccessibleName('Ik ben geen robot')
  await expect(checkbox).not.toBeChecked()

  // Entering the form starts the proof of work; the status line tells screen-reader users.
  await field(form, 'Uw bericht').click()
  await expect(form.getByRole('status').filter({ hasText: 'Controle tegen spam geslaagd.' })).toBeAttached({ timeout: 15_000 })
  await expect(checkbox).toBeChecked()
  await expect(checkbox).toHaveAccessibleName('Gecontroleerd')
  // The honeypot is skipped: Tab from the last field lands on the widget's checkbox.
  await field(form, 'Uw bericht').focus()
  await page.keyboard.press('Tab')
  await expect(checkbox).toBeFocused()

  expect(challenges.length).toBeGreaterThan(0)
  expect(challenges.every((cookie) => cookie === '')).toBe(true)
  expect([...altchaOrigins]).toEqual([new URL(page.url()).origin])

  await form.getByLabel(/^Aanspreking/).selectOption('ms')
  await field(form, 'Voornaam').fill('Lies')
  await field(form, 'Achternaam').fill('Janssens')
  await field(form, 'E-mailadres').fill(email())
  await field(form, 'Telefoonnummer').fill('0475123456')
  await field(form, 'Uw bericht').fill('Met de controle aan')
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact\/$/, { timeout: 30_000 })
})

test('the widget speaks the page language (French) from the dictionary', async ({ page }) => {
  await page.goto('/fr/contact/')
  const form = await liveForm(page, 'contact')
  await expect(form.getByRole('checkbox', { name: 'Je ne suis pas un robot' })).toBeVisible()
})

test('a solved challenge counts once: the same submission sent again is refused with the spam-check message', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${random()}.${random()}.${random()}` })
  await page.goto('/nl/contact/')
  const form = await liveForm(page, 'contact')
  let action: { headers: Record<string, string>; body: string } | null = null
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action'])
      action = { headers: request.headers(), body: request.postData() ?? '' }
  })
  await form.getByLabel(/^Aanspreking/).selectOption('mr')
  await field(form, 'Voornaam').fill('Jan')
  await field(form, 'Achternaam').fill('Peeters')
  await field(form, 'E-mailadres').fill(email())
  await field(form, 'Telefoonnummer').fill('0475123456')
  await field(form, 'Uw bericht').fill('Eenmaal')
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact\/$/, { timeout: 30_000 })
  expect(action).not.toBeNull()
  const sent = action as unknown as { headers: Record<string, string>; body: string }
  expect(sent.body).toContain('altcha')
  // The same request again, from another address, as a new fill (a new idempotency key: the same key
  // would be answered as the stored fill it is): refused on the spam check's field.
  const headers = Object.fromEntries(
    Object.entries(sent.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
  )
  const fillKey = /"idempotencyKey":"([0-9a-f]{32})"/.exec(sent.body)?.[1]
  expect(fillKey).toBeTruthy()
  const replay = await page.request.post('/nl/contact/', {
    headers: { ...headers, 'x-forwarded-for': `10.${random()}.${random()}.${random()}` },
    data: sent.body.replace(fillKey!, randomBytes(16).toString('hex')),
  })
  expect(replay.status()).toBe(200)
  const answer = await replay.text()
  expect(answer).toContain('validation.invalid.captcha')
})

test('public pages stay cacheable HTML without a challenge; the challenge is fetched apart, never cached, without a cookie', async ({
  request,
}) => {
  const first = await request.get('/nl/contact/')
  await request.get('/nl/contact/')
  const again = await request.get('/nl/contact/')
  expect(first.status()).toBe(200)
  expect(again.headers()['set-cookie']).toBeUndefined()
  expect(again.headers()['x-nextjs-cache'] ?? again.headers()['cache-control']).toMatch(/HIT|STALE|s-maxage/)
  const html = await again.text()
  expect(html).not.toContain('keySignature')
  expect(html).not.toContain('PBKDF2')

  const challenge = await request.get('/api/forms/altcha')
  expect(challenge.headers()['cache-control']).toBe('no-store')
  expect(challenge.headers()['set-cookie']).toBeUndefined()
  const body = (await challenge.json()) as { parameters: { algorithm: string; expiresAt: number }; signature: string }
  expect(body.parameters.algorithm).toBe('PBKDF2/SHA-256')
  expect(body.parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(9 * 60_000)
  expect(body.signature).toMatch(/^[0-9a-f]{64}$/)
})

test('behind the one trusted proxy: what the client writes before its entry, X-Real-IP or the private header do not change the address', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const proxyEntry = `10.${random()}.${random()}.${random()}`
  await expectSpoofingDoesNotHelp(page, '', () => ({
    'x-forwarded-for': `203.0.113.${random()}, ${proxyEntry}`,
    'x-real-ip': `198.51.100.${random()}`,
    'x-kv-client-ip': `192.0.2.${random()}`,
  }))
})

test.describe('with no trusted proxy (TRUST_PROXY_HOPS unset)', () => {
  let base = ''

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    // The default settings: no trusted proxy, and the spam check as in production (helpers/secondServers.ts).
    base = await secondServer('no-proxy')
  })

  test("the address is the connection's: X-Forwarded-For, X-Real-IP and the private header written by the client do not bypass the limit", async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await expectSpoofingDoesNotHelp(page, base, () => ({
      'x-forwarded-for': `203.0.113.${random()}, 10.${random()}.0.1`,
      'x-real-ip': `198.51.100.${random()}`,
      'x-kv-client-ip': `192.0.2.${random()}`,
    }))
  })
})
