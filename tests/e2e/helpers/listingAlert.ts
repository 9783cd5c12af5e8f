import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'

import { adminSessionToken } from './admin'
import { liveForm } from './islands'
import { expectUsableLayout } from './layout'
import { mailsTo as received } from './mailbox'
import { acquireRunLock, claimRunSlot, releaseRunLock } from './runLock'
import { MAIL_SERVER_LEADS_LOCK, secondServer } from './secondServers'
import { ownAddress } from './server'
import { acceptCookies } from './site'

/**
 * "Volg deze woning" in the browser (issue point 5), on the run's mail server (helpers/secondServers.ts:
 * a copy of the seeded database whose e-mail goes to the run's SMTP receiver): sign up on a detail page, read the
 * confirmation link from the received e-mail, open it (HEAD and GET confirm nothing; the page's
 * button does), lower the price as staff through the REST API,
 * and receive the alert once, with a one-click unsubscribe that stops the next one. Used by
 * listingAlert.spec.ts (desktop) and listingAlert.phone.spec.ts (phone). Each test follows a listing
 * no other test of the run uses (claimRunSlot): another test's price drop would alert its watch too.
 */

/** A received mail as text: folded headers unfolded, quoted-printable soft line breaks joined. */
const plain = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ').replace(/=\r?\n/g, '')

export function listingAlertTests() {
  test.describe.configure({ mode: 'serial' })

  let base = ''
  let api: APIRequestContext

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    base = await secondServer('mail')
    // The admin's session on that server, with its code (the copy holds the seeded admin's second factor).
    const token = await adminSessionToken(base)
    api = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
  })

  test.afterAll(async () => {
    await api?.dispose()
  })

  test.afterEach(() => releaseRunLock(MAIL_SERVER_LEADS_LOCK))

  const mailsTo = (address: string, containing: string) =>
    received(address)
      .map((mail) => ({ ...mail, raw: plain(mail.raw) }))
      .filter((mail) => mail.raw.includes(containing))

  async function staff<T>(method: 'get' | 'patch' | 'post', path: string, data?: unknown): Promise<T> {
    const response = await api[method](path, { data })
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true)
    return (await response.json()) as T
  }

  test('a visitor follows a listing, confirms by e-mail and gets one alert when the price drops', async ({ page }) => {
    test.setTimeout(120_000)
    await acceptCookies(page)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() })
    const { docs } = await staff<{ docs: Array<{ id: number; externalId: number; price: number }> }>(
      'get',
      `/api/properties?where[status][equals]=for-sale&where[published][equals]=true&where[publishPrice][equals]=true&where[price][greater_than]=100000&limit=1&depth=0&sort=externalId&page=${1 + claimRunSlot('listing-alert-listing')}`,
    )
    const listing = docs[0]
    expect(listing).toBeTruthy()
    const email = `follow-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.be`

    // The detail page in Dutch (the old path redirects to it), its form as the visitor finds it.
    await page.goto(`${base}/property/${listing.externalId}/`)
    const section = page.getByRole('region', { name: 'Volg deze woning' })
    await expect(section).toBeVisible()
    const form = await liveForm(section.locator('form#listing-alert'))
    await form.getByLabel('E-mailadres').fill(email)
    const button = form.getByRole('button', { name: 'Volg deze woning' })
    const box = await button.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    // The sign-up adds a lead on the mail server: not while leads.spec.ts counts them.
    await acquireRunLock(MAIL_SERVER_LEADS_LOCK)
    await button.click()
    await expect(page.getByRole('status').filter({ hasText: 'Bijna klaar' })).toBeVisible({ timeout: 30_000 })
    releaseRunLock(MAIL_SERVER_LEADS_LOCK)

    // The confirmation from the real SMTP receiver, with its link.
    await expect.poll(() => mailsTo(email, '/listing-alert/confirm/').length, { timeout: 30_000 }).toBe(1)
    const link = /https?:\/\/\S+?(\/nl\/listing-alert\/confirm\/[A-Za-z0-9_-]{43}\/)/.exec(mailsTo(email, '/listing-alert/confirm/')[0].raw)
    expect(link).toBeTruthy()
    const watchOf = async () =>
      (
        await staff<{ docs: Array<{ status: string; confirmedAt?: string | null }> }>(
          'get',
          `/api/listing-watches?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
        )
      ).docs[0]
    // Issue 33.6: what a mail scanner does (HEAD, then GET of the link) confirms nothing.
    const confirmLink = `${base}${link![1]}`
    const head = await page.request.head(confirmLink)
    expect(head.status()).toBe(200)
    expect(await head.text()).toBe('')
    const fetched = await page.request.get(confirmLink)
    expect(fetched.status()).toBe(200)
    expect(await fetched.text()).toContain('<form method="post"')
    expect(await watchOf()).toMatchObject({ status: 'pending', confirmedAt: null })
    // A post from another site's page is refused and changes nothing.
    const crossSite = await page.request.post(confirmLink, { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } })
    expect(crossSite.status()).toBe(403)
    expect(await watchOf()).toMatchObject({ status: 'pending' })

    // The visitor opens the link: a page with the listing and one button, nothing confirmed yet.
    await page.goto(confirmLink)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meldingen bevestigen')
    const confirm = page.getByRole('button', { name: 'Ja, bevestig mijn meldingen' })
    await expect(confirm).toBeVisible()
    await expectUsableLayout(page, { width: page.viewportSize()!.width, control: confirm, label: 'listing alert confirmation page' })
    expect(await watchOf()).toMatchObject({ status: 'pending' })
    // Pressing it (a plain form post) confirms.
    await confirm.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meldingen bevestigd')
    await expect(page.getByText('U krijgt een e-mail als de prijs')).toBeVisible()
    expect(await watchOf()).toMatchObject({ status: 'confirmed' })
    // Posting again (a reload, a second tab) says it was already confirmed.
    const again = await page.request.post(confirmLink)
    expect(again.status()).toBe(200)
    expect(await again.text()).toContain('Uw meldingen voor dit pand waren al bevestigd')
    // A forged link is a clear 404, not an error, by GET, HEAD and POST.
    const forgedLink = `${base}/nl/listing-alert/confirm/${'A'.repeat(43)}/`
    const forged = await page.request.get(forgedLink)
    expect(forged.status()).toBe(404)
    expect(await forged.text()).toContain('Deze bevestigingslink is niet geldig')
    expect((await page.request.head(forgedLink)).status()).toBe(404)
    expect((await page.request.post(forgedLink)).status()).toBe(404)

    // Staff lower the price; saving the same price again alerts no one twice.
    const lower = listing.price - 5000
    await staff('patch', `/api/properties/${listing.id}`, { price: lower })
    await staff('patch', `/api/properties/${listing.id}`, { price: lower })
    await expect.poll(() => mailsTo(email, 'Prijsdaling').length, { timeout: 40_000 }).toBe(1)
    const alert = mailsTo(email, 'Prijsdaling')[0].raw
    expect(alert).toContain(`/${listing.externalId}/`)
    const oneClick = /^List-Unsubscribe: <(https?:\/\/\S+)>/m.exec(alert)
    expect(oneClick).toBeTruthy()
    expect(alert).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    const outbox = await staff<{ totalDocs: number }>(
      'get',
      `/api/emails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=listing-alert&depth=0`,
    )
    expect(outbox.totalDocs).toBe(1)

    const watchStatus = async () =>
      (
        await staff<{ docs: Array<{ status: string }> }>(
          'get',
          `/api/listing-watches?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
        )
      ).docs[0]?.status

    // The unsubscribe link of the mail opens a page with one button; opening it changes nothing.
    const pageLink = /https?:\/\/\S+?(\/nl\/listing-alert\/unsubscribe\/[^/\s]+\/)/.exec(alert)
    expect(pageLink).toBeTruthy()
    await page.goto(`${base}${pageLink![1]}`)
    const confirmButton = page.getByRole('button', { name: 'Ja, schrijf mij uit' })
    await expect(confirmButton).toBeVisible()
    expect(await watchStatus()).toBe('confirmed')

    // The mail program's one-click unsubscribe (RFC 8058); a forged token is a 400.
    const url = new URL(oneClick![1])
    const bad = await page.request.post(`${base}${url.pathname}?token=1.forged`, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(bad.status()).toBe(400)
    const done = await page.request.post(`${base}${url.pathname}${url.search}`, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(done.status()).toBe(200)
    expect(await watchStatus()).toBe('unsubscribed')
    // The page's button after it: unsubscribed again is fine and says so.
    await confirmButton.click()
    await expect(page.getByRole('status').filter({ hasText: 'U bent uitgeschreven' })).toBeVisible({ timeout: 20_000 })

    await staff('patch', `/api/properties/${listing.id}`, { price: lower - 5000 })
    const after = await staff<{ totalDocs: number }>(
      'get',
      `/api/emails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=listing-alert&depth=0`,
    )
    expect(after.totalDocs).toBe(1)
    expect(mailsTo(email, 'Prijsdaling')).toHaveLength(1)
  })
}
