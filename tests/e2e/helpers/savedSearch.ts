import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'

import { adminSessionToken } from './admin'
import { liveForm } from './islands'
import { alternatePath, expectUsableLayout } from './layout'
import { mailsTo as received } from './mailbox'
import { acquireRunLock, claimRunSlot, releaseRunLock } from './runLock'
import { MAIL_SERVER_LEADS_LOCK, secondServer } from './secondServers'
import { ownAddress } from './server'
import { acceptCookies } from './site'

/**
 * "Save this search" in the browser (issue 37.5), on the run's mail server (helpers/secondServers.ts):
 * a list filtered on a town and a type keeps its search in the demand register (no account), the
 * confirmation e-mail comes through the real SMTP receiver, its link's page confirms with its button,
 * and the first alert comes when staff lower the price of a listing the search matches, linking its
 * public path. Used by savedSearch.spec.ts (desktop, Dutch) and savedSearch.phone.spec.ts (phone,
 * French and English). Each test lowers the price of a listing no other test of the run uses (claimRunSlot, counted
 * from the highest ids: the listing alert specs count from the lowest).
 */

const plain = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ').replace(/=\r?\n/g, '')

const WORDS = {
  nl: {
    open: 'Bewaar deze zoekopdracht',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    submit: 'Bewaar en volg',
    success: 'Bijna klaar',
    askTitle: 'Zoekopdracht bevestigen',
    button: 'Bevestigen',
    done: 'Zoekopdracht bevestigd',
  },
  fr: {
    open: 'Enregistrer cette recherche',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    submit: 'Enregistrer et suivre',
    success: 'Presque terminé',
    askTitle: 'Confirmer la recherche',
    button: 'Confirmer',
    done: 'Recherche confirmée',
  },
  en: {
    open: 'Save this search',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    submit: 'Save and follow',
    success: 'Almost done',
    askTitle: 'Confirm your search',
    button: 'Confirm',
    done: 'Search confirmed',
  },
} as const

export function savedSearchTests(locale: keyof typeof WORDS) {
  const words = WORDS[locale]
  let base = ''
  let api: APIRequestContext

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    base = await secondServer('mail')
    const token = await adminSessionToken(base)
    api = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
  })

  test.afterAll(async () => {
    await api?.dispose()
  })

  test.afterEach(() => releaseRunLock(MAIL_SERVER_LEADS_LOCK))

  async function staff<T>(method: 'get' | 'patch', path: string, data?: unknown): Promise<T> {
    const response = await api[method](path, { data })
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true)
    return (await response.json()) as T
  }

  test(`a visitor saves a filtered list's search (${locale}), confirms by e-mail and gets the first alert`, async ({ page }) => {
    test.setTimeout(150_000)
    await acceptCookies(page)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() })
    type Row = { id: number; externalId: number; price: number; zip: string; type: { webId: number } }
    const { docs } = await staff<{ docs: Row[] }>(
      'get',
      `/api/properties?where[status][equals]=for-sale&where[published][equals]=true&where[publishPrice][equals]=true&where[price][greater_than]=100000&where[project][exists]=false&limit=1&depth=1&sort=-externalId&page=${1 + claimRunSlot('saved-search-listing')}`,
    )
    const listing = docs[0]
    expect(listing?.type?.webId).toBeTruthy()
    const email = `search-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.be`

    // The sale list filtered on the listing's town and type, in the visitor's language.
    const list = locale === 'nl' ? '/nl/te-koop/' : await alternatePath(api, '/nl/te-koop/', locale)
    await page.goto(`${base}${list}?city=${listing.zip}&type=${listing.type.webId}`)
    const box = page.getByTestId('save-search')
    const summary = box.locator('summary', { hasText: words.open })
    await expectUsableLayout(page, { width: page.viewportSize()!.width, control: summary, label: `save search (${locale})` })
    await summary.click()
    const form = await liveForm(box.locator('form#saved-search'))
    await expect(box).toContainText(listing.zip)
    await form.getByLabel(words.firstName).fill('Lies')
    // The label's name ends with the required mark: "Nom *" ("Prénom" does not start with "Nom").
    await form.getByLabel(new RegExp(`^${words.lastName}(\\s|$)`)).fill('Janssens')
    await form.getByLabel(words.email).fill(email)
    const send = form.getByRole('button', { name: words.submit })
    await expectUsableLayout(page, { width: page.viewportSize()!.width, control: send, label: `save search form (${locale})` })
    // The sign-up adds a lead on the mail server: not while leads.spec.ts counts them.
    await acquireRunLock(MAIL_SERVER_LEADS_LOCK)
    await send.click()
    await expect(page.getByRole('status').filter({ hasText: words.success })).toBeVisible({ timeout: 30_000 })
    releaseRunLock(MAIL_SERVER_LEADS_LOCK)

    // The demand waits unsubscribed; the confirmation comes through the SMTP receiver.
    const demandOf = async () =>
      (
        await staff<{ docs: Array<{ subscribed: boolean }> }>(
          'get',
          `/api/demands?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
        )
      ).docs[0]
    expect(await demandOf()).toMatchObject({ subscribed: false })
    const mails = () => received(email).map((mail) => plain(mail.raw))
    await expect.poll(() => mails().filter((raw) => raw.includes('/saved-search/confirm/')).length, { timeout: 30_000 }).toBe(1)
    const link = new RegExp(`https?://\\S+?(/${locale}/saved-search/confirm/[A-Za-z0-9_-]{43}/)`).exec(mails()[0])
    expect(link).toBeTruthy()
    const confirmLink = `${base}${link![1]}`
    // What a mail scanner does confirms nothing.
    expect((await page.request.head(confirmLink)).status()).toBe(200)
    await page.goto(confirmLink)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.askTitle)
    expect(await demandOf()).toMatchObject({ subscribed: false })
    const confirm = page.getByRole('button', { name: words.button, exact: true })
    await expectUsableLayout(page, { width: page.viewportSize()!.width, control: confirm, label: `saved search confirmation (${locale})` })
    await confirm.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.done)
    expect(await demandOf()).toMatchObject({ subscribed: true })

    // The first alert: staff lower the price of a listing the search matches; it links the public path.
    await staff('patch', `/api/properties/${listing.id}`, { price: listing.price - 7000 })
    const alerts = () => mails().filter((raw) => raw.includes(`/${listing.externalId}/`))
    await expect.poll(() => alerts().length, { timeout: 45_000 }).toBeGreaterThanOrEqual(1)
    expect(alerts()[0]).toMatch(new RegExp(`https?://\\S+/${locale}/\\S+/${listing.externalId}/`))
    expect(alerts()[0]).not.toContain(`/property/${listing.externalId}/`)
  })
}
