import { expect, test, type Page } from '@playwright/test'

import { acceptCookies } from './helpers/site'
import { liveForm } from './helpers/islands'
import { seriousAxeViolations, WCAG_AA } from './helpers/axe'

/** The seed's demo owners (docs/importer-and-seed.md, "Seed contents"): owner1 has three properties. */
const PASSWORD = 'Eigenaar-2026!'

const LANGUAGES = {
  nl: {
    login: '/nl/login/',
    portal: '/nl/portaal/',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    title: 'Mijn panden',
    stats: 'Statistieken',
    logout: 'Uitloggen',
  },
  fr: {
    login: '/fr/login/',
    portal: '/fr/portail/',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    title: 'Mes biens',
    stats: 'Statistiques',
    logout: 'Se déconnecter',
  },
  en: {
    login: '/en/login/',
    portal: '/en/portal/',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Log in',
    title: 'My properties',
    stats: 'Statistics',
    logout: 'Log out',
  },
} as const

type Lang = keyof typeof LANGUAGES

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

async function logIn(page: Page, lang: Lang, email: string, password = PASSWORD) {
  const texts = LANGUAGES[lang]
  await page.goto(texts.login)
  const form = page.getByRole('form', { name: texts.submit })
  await form.getByLabel(texts.email).fill(email)
  await form.getByLabel(texts.password).fill(password)
  await form.getByRole('button', { name: texts.submit }).click()
}

async function expectAccessible(page: Page, what: string) {
  expect(await seriousAxeViolations(page, { tags: WCAG_AA }), what).toEqual([])
}

const counter = (page: Page, name: string) =>
  page
    .locator('.stat-counters > div')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('dd')

test('the home menu links to the owner login', async ({ page }) => {
  await page.goto('/nl/')
  await page.getByRole('navigation').getByRole('link', { name: 'Login', exact: true }).first().click()
  await expect(page).toHaveURL(/\/nl\/login\/$/)
  await expect(page.getByRole('form', { name: 'Inloggen' })).toBeVisible()
})

test('an owner logs in, switches property, sees counters, the 30-day graph, history and visits, and logs out', async ({ page }) => {
  await logIn(page, 'nl', 'owner1@example.be')
  await expect(page).toHaveURL(/\/nl\/portaal\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn panden' })).toBeVisible()

  const select = page.getByLabel('Kies een pand')
  await expect(select.locator('option')).toHaveCount(3)
  const options = await select.locator('option').evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value))
  await expect(page.locator('.portal-grid')).toHaveAttribute('data-property', options[0])

  // Another property: the figures follow the owner's data for that property.
  await select.selectOption(options[1])
  await expect(page.locator('.portal-grid')).toHaveAttribute('data-property', options[1])
  await expect(page).toHaveURL(new RegExp(`\\?property=${options[1]}$`))
  // The browser's own request (same origin, with the session cookie), as the portal makes it.
  const overview = await page.evaluate((id) => fetch(`/api/portal/properties/${id}?locale=nl`).then((r) => r.json()), options[1])
  expect(overview.stats.total).toBeGreaterThan(0)
  const number = (n: number) => new Intl.NumberFormat('nl-BE').format(n)
  await expect(counter(page, 'Totaal')).toHaveText(number(overview.stats.total))
  await expect(counter(page, 'Vandaag')).toHaveText(number(overview.stats.today))
  await expect(counter(page, 'Deze week')).toHaveText(number(overview.stats.week))
  await expect(counter(page, 'Deze maand')).toHaveText(number(overview.stats.month))

  const chart = page.getByRole('img', { name: /Paginaweergaven van de laatste 30 dagen/ })
  await expect(chart).toBeVisible()
  await expect(page.locator('[data-testid="views-chart"] rect.chart-bar')).toHaveCount(30)
  await page.getByText('Toon de cijfers als tabel').click()
  await expect(page.locator('.chart-table tbody tr')).toHaveCount(30)

  const history = page.locator('.portal-history')
  await expect(history.getByRole('columnheader')).toHaveText(['Datum', 'Type', 'Contact', 'Onderwerp', 'Opmerking', 'Status', 'Bron'])
  await expect(history.locator('tbody tr')).toHaveCount(overview.history.length)
  await expect(history.getByText('Bezoekaanvraag').first()).toBeVisible()
  await expect(history).not.toContainText('@example.be')

  const visits = page.locator('.portal-visits')
  await expect(visits.getByRole('heading', { name: 'Komende bezoeken' })).toBeVisible()
  await expect(visits.getByRole('heading', { name: 'Voorbije bezoeken' })).toBeVisible()
  await expect(visits.locator('tbody tr')).toHaveCount(overview.visits.upcoming.length + overview.visits.past.length)

  const agent = page.locator('.portal-agent')
  await expect(agent.getByRole('heading', { name: 'Uw makelaar' })).toBeVisible()
  await expect(agent.locator('a[href^="tel:"]')).toBeVisible()
  await expect(agent.locator('a[href^="mailto:"]')).toBeVisible()

  const publicPage = page.getByRole('link', { name: 'Bekijk uw pand op onze website' })
  await expect(publicPage).toHaveAttribute('href', new RegExp(`/${options[1]}/$`))

  await page.getByRole('button', { name: 'Uitloggen' }).click()
  await expect(page).toHaveURL(/\/nl\/login\/\?loggedOut=1$/)
  await expect(page.getByText('U bent uitgelogd.')).toBeVisible()
  await page.goto('/nl/portaal/')
  await expect(page).toHaveURL(/\/nl\/login\/$/)
  expect(await page.evaluate((id) => fetch(`/api/portal/properties/${id}`).then((r) => r.status), options[1])).toBe(401)
})

test("a wrong password shows the spec's message, an invalid e-mail its own", async ({ page }) => {
  await logIn(page, 'nl', 'owner2@example.be', 'niet-het-wachtwoord')
  await expect(page.getByRole('alert').filter({ hasText: 'Het e-mailadres en/of wachtwoord is niet correct' })).toBeVisible()
  await expect(page).toHaveURL(/\/nl\/login\/$/)

  const form = page.getByRole('form', { name: 'Inloggen' })
  await form.getByLabel('E-mailadres').fill('geen-adres')
  await form.getByRole('button', { name: 'Inloggen' }).click()
  await expect(form.getByText('Vul een geldig e-mailadres in')).toBeVisible()
  await expect(form.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true')
})

test('a forgotten password is asked for from the login page', async ({ page }) => {
  await page.goto('/nl/login/')
  const toggle = page.getByRole('button', { name: 'Wachtwoord vergeten?' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  // The one forgotten-password form of owners and demanders (passwordReset.spec.ts follows the link).
  const form = page.locator('form#forgot-password')
  await liveForm(form)
  await form.getByLabel('E-mailadres').fill('owner3@example.be')
  await form.getByRole('button', { name: 'Stuur mij een link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'ontvangt u binnen enkele minuten een e-mail' })).toBeVisible({ timeout: 20_000 })
})

for (const lang of ['fr', 'en'] as const) {
  test(`the login and portal work in ${lang}`, async ({ page }) => {
    const texts = LANGUAGES[lang]
    await logIn(page, lang, 'owner4@example.be')
    await expect(page).toHaveURL(new RegExp(`${texts.portal}$`))
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible()
    await expect(page.getByRole('heading', { name: texts.stats })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await page.getByRole('button', { name: texts.logout }).click()
    await expect(page).toHaveURL(new RegExp(`${texts.login}\\?loggedOut=1$`))
  })
}

test('axe finds no serious or critical violations on the login page and the portal', async ({ page }) => {
  await page.goto('/nl/login/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page, '/nl/login/')
  await logIn(page, 'nl', 'owner5@example.be')
  await expect(page.getByRole('heading', { name: 'Statistieken' })).toBeVisible()
  await page.getByText('Toon de cijfers als tabel').click()
  await expectAccessible(page, '/nl/portaal/')
})

test("staff open an owner's portal from the admin; nobody else can", async ({ page }) => {
  // Anonymous: the portal sends to the login page, the API answers 401.
  await page.goto('/nl/portaal/?owner=2')
  await expect(page).toHaveURL(/\/nl\/login\/$/)

  const login = await page.request.post('/api/users/login', {
    data: { email: 'redactie@kempenvastgoed.be', password: process.env.SEED_ADMIN_PASSWORD || 'Admin-Kempen-2026!' },
  })
  expect(login.ok()).toBe(true)
  await page.goto('/nl/portaal/?owner=2')
  await expect(page.getByText(/U bekijkt het portaal van .+ als medewerker\./)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0)
  await expect(page.getByLabel('Kies een pand').locator('option')).toHaveCount(3)
})
