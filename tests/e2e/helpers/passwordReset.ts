import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { staffApiHeaders } from './admin'
import { acceptCookies } from './site'
import { liveForm } from './islands'
import { alternatePath } from './layout'

/**
 * The forgotten password of owners and demanders, in the browser: one form (with its spam check), one
 * e-mail layout and link format, one reset form, then the kind's own login. The e-mail is read from
 * the outbox through the REST API, as an admin (only admins see a reset e-mail's body). Used by
 * passwordReset.spec.ts (desktop) and passwordReset.phone.spec.ts (phone).
 */
const OLD = 'Oud-wachtwoord-2026!'
const NEW = 'Nieuw-wachtwoord-2026!'

async function staffApi<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const response = await request[method](path, { headers: await staffApiHeaders(), data })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

async function resetLinkFor(request: APIRequestContext, kind: string, email: string): Promise<string> {
  let text = ''
  await expect(async () => {
    const outbox = await staffApi<{ docs: Array<{ text: string }> }>(
      request,
      'get',
      `/api/emails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=${kind}&depth=0`,
    )
    expect(outbox.docs).toHaveLength(1)
    text = outbox.docs[0].text
  }).toPass({ timeout: 10_000 })
  const link = /https?:\/\/[^/\s]+(\/\S+\?token=[0-9a-f]+)/.exec(text)
  expect(link, text).toBeTruthy()
  return link![1]
}

/** The words of the flow in each language (src/i18n/texts/login.ts, demand.ts). */
const WORDS = {
  nl: {
    forgot: 'Wachtwoord vergeten?',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    send: 'Stuur mij een link',
    ownerSent: 'ontvangt u binnen enkele minuten een e-mail',
    newPassword: 'Nieuw wachtwoord',
    confirm: 'Bevestig het wachtwoord',
    save: 'Wachtwoord opslaan',
    saved: 'Uw nieuwe wachtwoord is opgeslagen en u bent ingelogd.',
    toPortal: 'Naar mijn eigenaarsportaal',
  },
  fr: {
    forgot: 'Mot de passe oublié ?',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    logIn: 'Se connecter',
    send: 'Envoyez-moi un lien',
    ownerSent: 'vous recevrez dans quelques minutes un e-mail',
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmez le mot de passe',
    save: 'Enregistrer le mot de passe',
    saved: 'Votre nouveau mot de passe est enregistré et vous êtes connecté.',
    toPortal: 'Vers mon portail propriétaire',
  },
  en: {
    forgot: 'Forgotten your password?',
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    send: 'Send me a link',
    ownerSent: 'you will receive an e-mail with a link',
    newPassword: 'New password',
    confirm: 'Confirm the password',
    save: 'Save the password',
    saved: 'Your new password has been saved and you are logged in.',
    toPortal: 'Go to my owner portal',
  },
} as const
type Words = (typeof WORDS)[keyof typeof WORDS]

/**
 * Chooses the new password: the page says it is saved and the visitor logged in (issue 37.8), with a
 * link on to the account's own page, named `next`.
 */
async function chooseNewPassword(page: Page, path: string, next: string, words: Words = WORDS.nl) {
  await page.goto(path)
  const form = page.locator('form#reset-password')
  await liveForm(form)
  await form.getByLabel(words.newPassword).fill(NEW)
  await form.getByLabel(words.confirm).fill(NEW)
  await form.getByRole('button', { name: words.save }).click()
  await expect(page.locator('#reset-password-success')).toHaveText(words.saved, { timeout: 20_000 })
  await expect(page.getByRole('link', { name: next })).toBeVisible()
}

async function logIn(page: Page, path: string, email: string, words: Words = WORDS.nl) {
  await page.goto(path)
  const form = page.getByRole('form', { name: words.logIn })
  await form.getByLabel(words.email).fill(email)
  await form.getByLabel(words.password).fill(NEW)
  // The page moves on once the login endpoint has answered: wait for that answer, however long a busy
  // server takes, rather than for the next page within an assertion's few seconds.
  const answered = page.waitForResponse((response) => /\/api\/(portal|account)\/login$/.test(new URL(response.url()).pathname))
  await form.getByRole('button', { name: words.logIn }).click()
  expect((await answered).ok()).toBe(true)
}

async function askLink(page: Page, email: string, sent: string, words: Words = WORDS.nl) {
  const form = page.locator('form#forgot-password')
  await liveForm(form)
  await form.getByLabel(words.email).fill(email)
  await form.getByRole('button', { name: words.send }).click()
  await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible({ timeout: 20_000 })
}

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.be`

export function passwordResetTests() {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page)
    // Own client address per test: the login guard's per-address waits must not meet other tests.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.21` })
  })

  test('an owner asks a link under the login, chooses a new password and logs in with it', async ({ page, request }) => {
    const email = unique('owner-reset')
    await staffApi(request, 'post', '/api/owners', { email, password: OLD, firstName: 'Eva', lastName: 'Peeters' })
    await page.goto('/nl/login/')
    await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click()
    await askLink(page, email, 'ontvangt u binnen enkele minuten een e-mail')
    const path = await resetLinkFor(request, 'owner-password-reset', email)
    expect(path).toMatch(/^\/nl\/portaal\/nieuw-wachtwoord\/\?token=/)
    await chooseNewPassword(page, path, 'Naar mijn eigenaarsportaal')
    // Logged in already: the link leads into the portal, not to its login.
    await page.getByRole('link', { name: 'Naar mijn eigenaarsportaal' }).click()
    await expect(page).toHaveURL(/\/nl\/portaal\/$/)
    await expect(page.getByRole('form', { name: 'Inloggen' })).toHaveCount(0)
    // The new password is the one that logs in.
    await page.context().clearCookies()
    await logIn(page, '/nl/login/', email)
    await expect(page).toHaveURL(/\/nl\/portaal\/$/)
  })

  for (const language of ['fr', 'en'] as const) {
    test(`${language}: an owner asks a link under the login, chooses a new password and is logged in, in that language`, async ({
      page,
      request,
    }) => {
      const words = WORDS[language]
      const email = unique(`owner-reset-${language}`)
      await staffApi(request, 'post', '/api/owners', { email, password: OLD, firstName: 'Eva', lastName: 'Peeters' })
      const login = await alternatePath(request, '/nl/login/', language)
      await page.goto(login)
      await page.getByRole('button', { name: words.forgot }).click()
      await askLink(page, email, words.ownerSent, words)
      const path = await resetLinkFor(request, 'owner-password-reset', email)
      expect(path).toMatch(new RegExp(`^/${language}/.+\\?token=`))
      await chooseNewPassword(page, path, words.toPortal, words)
      await page.getByRole('link', { name: words.toPortal }).click()
      await expect(page).toHaveURL(new RegExp(`^[^?]+/${language}/[^/?]+/$`))
      await expect(page.getByRole('form', { name: words.logIn })).toHaveCount(0)
      // The new password is the one that logs in, into the same portal page in that language.
      const portal = new URL(page.url()).pathname
      await page.context().clearCookies()
      await logIn(page, login, email, words)
      await expect(page).toHaveURL(new RegExp(`${portal}$`))
      await expect(page.getByRole('form', { name: words.logIn })).toHaveCount(0)
    })
  }

  test('a demander asks a link on their page, chooses a new password and logs in with it', async ({ page, request }) => {
    const email = unique('demand-reset')
    const first = <T>(body: { docs: T[] }) => body.docs[0]
    const type = first(await staffApi<{ docs: Array<{ id: number }> }>(request, 'get', '/api/property-types?limit=1&depth=0'))
    const city = first(await staffApi<{ docs: Array<{ id: number }> }>(request, 'get', '/api/cities?limit=1&depth=0'))
    await staffApi(request, 'post', '/api/demands', {
      email,
      password: OLD,
      firstName: 'Lies',
      lastName: 'Janssens',
      language: 'nl',
      criteria: { goal: 'sale', types: [type.id], cities: [city.id] },
    })
    await page.goto('/nl/account/')
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click()
    await expect(page).toHaveURL(/\/nl\/account\/forgot-password\/$/)
    await askLink(page, email, 'krijgt u binnen enkele minuten een e-mail')
    const path = await resetLinkFor(request, 'password-reset', email)
    expect(path).toMatch(/^\/nl\/account\/reset-password\/\?token=/)
    // A link mailed before the flows became one had the token in the path: it still leads to the form.
    const oldStyle = `${path.replace('/?token=', '/')}/`
    const answer = await request.get(oldStyle, { maxRedirects: 0 })
    expect(answer.status()).toBe(308)
    expect(answer.headers()['location']).toMatch(new RegExp(`${path.replace(/[?/]/g, '\\$&')}$`))
    await chooseNewPassword(page, oldStyle, 'Naar mijn zoekprofiel')
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?/]/g, '\\$&')}$`))
    // Logged in already: the link leads to the demander's own page, their search shown.
    await page.getByRole('link', { name: 'Naar mijn zoekprofiel' }).click()
    await expect(page).toHaveURL(/\/nl\/account\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn zoekopdracht' })).toBeVisible()
    await page.context().clearCookies()
    await logIn(page, '/nl/account/', email)
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn zoekopdracht' })).toBeVisible()
  })
}
