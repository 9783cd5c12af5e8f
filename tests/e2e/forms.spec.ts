import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { loginAsAdmin } from './helpers/admin'
import { acceptCookies } from './helpers/site'
import { liveForm as scrollToLiveForm } from './helpers/islands'
import { axeViolations } from './helpers/axe'

/**
 * Every form of part A filled and sent in the browser (CAPTCHA_DISABLED=1), landing on its thank-you
 * page or showing its success message; the spec's messages on bad input; axe on a form page; the
 * submission visible to staff and in the CSV export.
 */

type ApiProperty = { externalId: number; title: string; advisor?: number | null }

async function firstProperty(request: APIRequestContext, goal: 'sale' | 'rent', skip = 0): Promise<ApiProperty> {
  const status = goal === 'sale' ? 'for-sale' : 'for-rent'
  const response = await request.get(
    `/api/properties?depth=0&locale=nl&limit=1&page=${skip + 1}&sort=externalId&where[goal][equals]=${goal}&where[status][equals]=${status}&where[project][exists]=false`,
  )
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: ApiProperty[] }
  expect(docs.length).toBe(1)
  return docs[0]
}

let visitorCount = 0
const visitorEmail = (form: string) => `e2e-${form}-${Date.now().toString(36)}-${visitorCount++}@example.be`

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A field of the form by its visible label, with or without the required mark ("*", "(verplicht)" for screen readers). */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?( \\((verplicht|obligatoire|required)\\))?$`))

async function liveForm(page: Page, id: string): Promise<Locator> {
  const form = page.locator(`form#${id}`)
  await scrollToLiveForm(form)
  return form
}

async function fillPerson(form: Locator, email: string, { title = true, phone = '0475123456' } = {}) {
  if (title) await field(form, 'Aanspreking').selectOption('ms')
  await field(form, 'Voornaam').fill('Lies')
  await field(form, 'Achternaam').fill('Janssens')
  await field(form, 'E-mailadres').fill(email)
  await field(form, 'Telefoonnummer').fill(phone)
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
  // A fresh address per test: the rate limit counts per IP and the suite may run again within 15 minutes.
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}, 10.${Math.floor(Math.random() * 250)}.0.1`,
  })
})

test('site contact (nl): the spec messages on empty fields, then the thank-you page; staff see it', async ({ page, context }) => {
  await page.goto('/nl/contact/')
  const form = await liveForm(page, 'contact')
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(form.getByText('Aanspreking is verplicht', { exact: true })).toBeVisible()
  await expect(form.getByText('Voornaam is verplicht', { exact: true })).toBeVisible()
  await expect(form.getByText('E-mailadres is verplicht', { exact: true })).toBeVisible()
  await expect(form.getByText('Telefoonnummer is verplicht', { exact: true })).toBeVisible()
  await expect(field(form, 'Voornaam')).toHaveAttribute('aria-invalid', 'true')
  await field(form, 'E-mailadres').fill('lies@')
  await field(form, 'E-mailadres').blur()
  await expect(form.getByText('Vul een geldig e-mailadres in')).toBeVisible()
  await expect(form.getByText('Door dit formulier te verzenden gaat u akkoord met onze privacyverklaring.')).toBeVisible()

  const email = visitorEmail('contact')
  await fillPerson(form, email)
  await field(form, 'Uw bericht').fill('Wanneer kan ik <b>langskomen</b>?')
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact\/$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bericht')

  const staff = await context.newPage()
  await loginAsAdmin(staff)
  await staff.goto(`/admin/collections/submissions?search=${encodeURIComponent(email)}`)
  await expect(staff.getByText('Mevr. Lies Janssens').first()).toBeVisible()
})

test('site contact (fr) lands on the French thank-you page', async ({ page }) => {
  await page.goto('/fr/contact/')
  const form = await liveForm(page, 'contact')
  await field(form, 'Civilité').selectOption('mr')
  await field(form, 'Prénom').fill('Luc')
  await field(form, 'Nom').fill('Dubois')
  await field(form, 'Adresse e-mail').fill(visitorEmail('contact-fr'))
  await field(form, 'Numéro de téléphone').fill('011 54 32 10')
  await field(form, 'Votre message').fill('Bonjour')
  await form.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page).toHaveURL(/\/fr\/merci\/contact\/$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre message')
})

test('small contact on the home page lands on its own thank-you page', async ({ page }) => {
  await page.goto('/nl/')
  const form = await liveForm(page, 'contact-small')
  await fillPerson(form, visitorEmail('small'), { title: false, phone: '' })
  // The form sends once the spam check's proof of work is done, which a busy machine takes a while for: wait for the
  // send itself (the form's server action), then for the page it leads to.
  const sent = page.waitForResponse((response) => response.request().method() === 'POST' && !!response.request().headers()['next-action'], {
    timeout: 50_000,
  })
  await form.getByRole('button', { name: 'Verzenden' }).click()
  expect((await sent).ok()).toBe(true)
  await expect(page).toHaveURL(/\/nl\/bedankt\/site-contact-small\/$/, { timeout: 20_000 })
})

test('free valuation: address required, rent-only fields only for renting out, general thank-you page', async ({ page }) => {
  await page.goto('/nl/gratis-schatting/')
  const form = await liveForm(page, 'valuation')
  await expect(field(form, 'Beschikbaar vanaf')).toHaveCount(0)
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(form.getByText('Adres is verplicht', { exact: true })).toBeVisible()
  await expect(form.getByText('Postcode is verplicht', { exact: true })).toBeVisible()
  await form.getByLabel('verhuren').check()
  await expect(field(form, 'Beschikbaar vanaf')).toBeVisible()
  await field(form, 'Beschikbaar vanaf').fill(inDays(40))
  await field(form, 'Straat').fill('Stationsstraat')
  await field(form, 'Huisnummer').fill('12')
  await field(form, 'Postcode').fill('3920')
  await field(form, 'Gemeente').fill('Lommel')
  // No salutation asked on a valuation request (issue 37.7).
  await expect(field(form, 'Aanspreking')).toHaveCount(0)
  await fillPerson(form, visitorEmail('valuation'), { title: false })
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/gratis-schatting\/$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor het vertrouwen')
})

test("free valuation on an advisor's page lands on that advisor's thank-you page", async ({ page }) => {
  await page.goto('/nl/gratis-schatting/jan/')
  const form = await liveForm(page, 'valuation')
  await expect(form.getByText(/Uw aanvraag gaat rechtstreeks naar Jan/)).toBeVisible()
  await field(form, 'Straat').fill('Markt')
  await field(form, 'Postcode').fill('2400')
  await field(form, 'Gemeente').fill('Mol')
  await fillPerson(form, visitorEmail('valuation-jan'), { title: false })
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/gratis-schatting-jan\/$/, { timeout: 20_000 })
})

/** Opens a property's detail page and one of its forms. */
async function openPropertyForm(page: Page, property: ApiProperty, button: string, id: string): Promise<Locator> {
  await page.goto(`/property/${property.externalId}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title)
  const opener = page.getByRole('button', { name: button, exact: true })
  await expect(async () => {
    await opener.click()
    await scrollToLiveForm(page.locator(`form#${id}`), 2_000)
  }).toPass({ timeout: 20_000 })
  await expect(opener).toHaveAttribute('aria-expanded', 'true')
  return page.locator(`form#${id}`)
}

test('visit appointment on a sale: day and slot, then the appointment thank-you page', async ({ page, request }) => {
  const property = await firstProperty(request, 'sale')
  const form = await openPropertyForm(page, property, 'Bezoek aanvragen', 'visit')
  await expect(form.getByRole('option', { name: '13:00-16:00' })).toHaveCount(1)
  await expect(form.getByText('Voorwaarden voor huur')).toHaveCount(0)
  await field(form, 'Gewenste datum').fill(inDays(5))
  await field(form, 'Tijdstip').selectOption('16-19')
  await fillPerson(form, visitorEmail('visit'))
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact-appointment\/$/, { timeout: 20_000 })
})

test('more information about a property lands on the property thank-you page', async ({ page, request }) => {
  const property = await firstProperty(request, 'sale', 1)
  const form = await openPropertyForm(page, property, 'Meer info vragen', 'property-info')
  await fillPerson(form, visitorEmail('info'))
  await field(form, 'Uw bericht').fill('Is de zolder bewoonbaar?')
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact-pand\/$/, { timeout: 20_000 })
})

test('send to a friend lands on its thank-you page', async ({ page, request }) => {
  const property = await firstProperty(request, 'sale', 2)
  const form = await openPropertyForm(page, property, 'Naar een vriend sturen', 'send-to-friend')
  await field(form, 'Voornaam').fill('Lies')
  await field(form, 'Achternaam').fill('Janssens')
  await field(form, 'E-mailadres').fill(visitorEmail('friend-sender'))
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(form.getByText('Voornaam van uw vriend is verplicht', { exact: true })).toBeVisible()
  await expect(form.getByText('E-mailadres van uw vriend is verplicht', { exact: true })).toBeVisible()
  await field(form, 'Voornaam van uw vriend').fill('Tom')
  await field(form, 'E-mailadres van uw vriend').fill(visitorEmail('friend'))
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/send-to-friend\/$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Het pand werd naar uw vriend verstuurd')
})

test('document request: "documents will arrive by e-mail", a second one says they were already requested', async ({ page, request }) => {
  const property = await firstProperty(request, 'sale', 3)
  const email = visitorEmail('documents')
  let form = await openPropertyForm(page, property, 'Documenten aanvragen', 'documents')
  await expect(form.getByText('De documenten komen per e-mail.')).toBeVisible()
  await fillPerson(form, email)
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page.locator('.form-success')).toHaveText('De documenten komen per e-mail')

  form = await openPropertyForm(page, property, 'Documenten aanvragen', 'documents')
  await fillPerson(form, email)
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(form.getByRole('alert')).toHaveText('Documenten voor dit pand werden al aangevraagd')
})

test('purchase offer states the 10 % advance and confirms in place', async ({ page, request }) => {
  const property = await firstProperty(request, 'sale', 4)
  const form = await openPropertyForm(page, property, 'Bod uitbrengen', 'offer')
  await expect(form.getByText(/voorschot van 10 % op de verkoopprijs/)).toBeVisible()
  await field(form, 'Uw bod \\(euro\\)').fill('275.000')
  await field(form, 'Bod geldig tot').fill(inDays(10))
  await fillPerson(form, visitorEmail('offer'))
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page.locator('.form-success')).toHaveText('Uw bod is goed ontvangen. Uw makelaar neemt contact met u op.')
})

test('a rental: the visit form shows the rental conditions; the rental application confirms in place', async ({ page, request }) => {
  const property = await firstProperty(request, 'rent')
  const visit = await openPropertyForm(page, property, 'Bezoek aanvragen', 'visit')
  await expect(visit.getByText('Voorwaarden voor huur')).toBeVisible()
  await expect(visit.getByText('Huurwaarborg: drie maanden huur')).toBeVisible()
  await expect(visit.getByText('Bij ondertekening betaalt u de eerste maand huur en lasten')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bod uitbrengen' })).toHaveCount(0)

  const form = await openPropertyForm(page, property, 'Kandidaat-huurder worden', 'rental-application')
  await fillPerson(form, visitorEmail('rental'))
  await field(form, 'Maandelijks netto-inkomen van het gezin \\(euro\\)').fill('3200')
  await field(form, 'Aantal personen in het gezin').fill('2')
  await field(form, 'Gewenste startdatum').fill(inDays(30))
  await field(form, 'Referenties \\(vorige verhuurder, werkgever\\)').fill('Vorige verhuurder: P. Peeters')
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page.locator('.form-success')).toHaveText('Uw kandidatuur is goed ontvangen. Uw makelaar neemt contact met u op.')
})

test('a project enquiry lands on the project thank-you page', async ({ page, request }) => {
  const projects = (await (
    await request.get('/api/projects?depth=0&limit=1&sort=externalId&where[status][not_equals]=sold-out')
  ).json()) as { docs: Array<{ externalId: number; title: string }> }
  await page.goto(`/project/${projects.docs[0].externalId}/`)
  const form = await liveForm(page, 'project-info')
  await fillPerson(form, visitorEmail('project'))
  await field(form, 'Uw bericht').fill('Graag de prijslijst')
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact-project\/$/, { timeout: 20_000 })
})

test('form pages have no serious accessibility violations', async ({ page, request }) => {
  for (const path of ['/nl/contact/', '/nl/gratis-schatting/']) {
    await page.goto(path)
    await scrollToLiveForm(page.locator('form.site-form').first())
    await page.locator('form.site-form').first().getByRole('button', { name: 'Verzenden' }).click()
    await expect(page.getByText('Voornaam is verplicht').first()).toBeVisible()
    const violations = await axeViolations(page, { include: ['form.site-form'] })
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([])
  }
  const property = await firstProperty(request, 'rent')
  await openPropertyForm(page, property, 'Bezoek aanvragen', 'visit')
  const violations = await axeViolations(page, { include: ['.property-aside'] })
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})
