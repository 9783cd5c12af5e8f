import { expect, test, type Page } from '@playwright/test'

import { liveForm } from './islands'
import { alternatePath, expectUsableLayout } from './layout'
import { acceptCookies } from './site'

/**
 * The owner's instant estimate on the valuation page (issue 37.7), on a phone and on a desktop
 * (estimate.phone.spec.ts, estimate.spec.ts), in Dutch, French and English: a seeded town and type (houses in Mol,
 * 2400: dozens of sold and current references) gives a range with its references and the statement
 * that it is no valuation, then the valuation request prefilled and without a salutation; a type with
 * few references in its town and size (apartments of about 40 m² in Herentals, 2200: one) says "too few" instead of a range.
 * Each validation edge of the request shows its own message (issue 37.8).
 */

const PAGES = { nl: '/nl/gratis-schatting/', fr: '/fr/estimation-gratuite/' } as const

async function askEstimate(
  page: Page,
  path: string,
  values: { town: string; kind: string; living: string; beds?: string; label?: string },
) {
  await page.goto(path)
  const form = page.locator('form.estimate-form')
  await form.locator('#estimate-town').selectOption(values.town)
  await form.locator('#estimate-kind').selectOption(values.kind)
  await form.locator('#estimate-living').fill(values.living)
  if (values.beds) await form.locator('#estimate-beds').fill(values.beds)
  if (values.label) await form.locator('#estimate-label').selectOption(values.label)
  await form.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/[?&]estimate=1/)
}

export function estimateTests({ width }: { width: number }) {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.37` })
  })

  test('nl: a house in Mol gets a range from its references, then the valuation request prefilled without a salutation', async ({
    page,
  }) => {
    await askEstimate(page, PAGES.nl, { town: '2400', kind: '1', living: '150', beds: '3', label: 'c' })
    const answer = page.locator('#estimate-answer')
    await expect(answer.getByRole('heading', { name: 'Geschatte prijsvork' })).toBeVisible()
    await expect(answer.locator('.estimate-range')).toHaveText(/^€\u00a0\d{3}\.000 – €\u00a0\d{3}\.000$/)
    await expect(answer).toContainText(/Berekend uit \d+ referenties van ons kantoor in Mol: \d+ verkocht en \d+ te koop/)
    await expect(answer).toContainText('Dit is geen waardebepaling')
    const comparables = answer.locator('.estimate-comparables li')
    expect(await comparables.count()).toBeGreaterThanOrEqual(3)
    await expect(comparables.first().getByRole('link')).toHaveAttribute('href', /^\/nl\/[a-z-]+\/.+\/$/)
    await expectUsableLayout(page, { width, control: answer.locator('.estimate-range'), label: 'estimate nl', axeInclude: '#estimate' })

    // The valuation request below: what was entered is filled in, and no salutation is asked.
    const request = page.locator('form#valuation')
    await liveForm(request)
    await expect(request.getByLabel('Postcode')).toHaveValue('2400')
    await expect(request.getByLabel('Gemeente')).toHaveValue('Mol')
    await expect(request.getByLabel('Uw bericht')).toHaveValue(
      /^Mijn woning: Huis in Mol, 150 m², slaapkamers: 3, EPC-label: C, staat: Goed\. Eerste schatting op de site: /,
    )
    await expect(request.getByLabel('Aanspreking')).toHaveCount(0)
    await request.getByLabel('Straat').fill('Markt')
    await request.getByLabel('Voornaam').fill('Eva')
    await request.getByLabel('Achternaam').fill('Peeters')
    await request.getByLabel('E-mailadres').fill(`estimate-${Date.now().toString(36)}@example.be`)
    await request.getByLabel('Telefoonnummer').fill('0475 12 34 56')
    await request.getByRole('button', { name: 'Verzenden' }).click()
    await expect(page).toHaveURL(/\/nl\/.*gratis-schatting\/$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor het vertrouwen')
  })

  test('fr: an apartment in Herentals has too few references, and says so instead of guessing', async ({ page }) => {
    await askEstimate(page, PAGES.fr, { town: '2200', kind: '2', living: '40' })
    const answer = page.locator('#estimate-answer')
    await expect(answer).toContainText('de ce type à Herentals : trop peu (au moins 3) pour vous donner une fourchette honnête')
    await expect(answer.locator('.estimate-range')).toHaveCount(0)
    await expectUsableLayout(page, { width, control: answer, label: 'estimate fr too few', axeInclude: '#estimate' })
    const request = page.locator('form#valuation')
    await liveForm(request)
    await expect(request.getByLabel('Code postal')).toHaveValue('2200')
    await expect(request.getByLabel('Votre message')).toHaveValue(
      /^Mon bien : Appartement à Herentals, 40 m², chambres : -, label PEB : -, état : Bon\.$/,
    )
  })

  test('fr: a house in Mol gets its range in French', async ({ page }) => {
    await askEstimate(page, PAGES.fr, { town: '2400', kind: '1', living: '150' })
    const answer = page.locator('#estimate-answer')
    await expect(answer.getByRole('heading', { name: 'Fourchette de prix estimée' })).toBeVisible()
    await expect(answer).toContainText(/Calculée à partir de \d+ références de notre agence à Mol/)
    await expect(answer).toContainText('Ceci n’est pas une estimation officielle')
  })

  test('en: a house in Mol gets its range in English, and the request below is prefilled in English', async ({ page, request }) => {
    await askEstimate(page, await alternatePath(request, PAGES.nl, 'en'), { town: '2400', kind: '1', living: '150', beds: '3' })
    const answer = page.locator('#estimate-answer')
    await expect(answer.getByRole('heading', { name: 'Estimated price range' })).toBeVisible()
    await expect(answer.locator('.estimate-range')).toHaveText(/^€\u00a0\d{3}\.000 – €\u00a0\d{3}\.000$/)
    await expect(answer).toContainText(/Worked out from \d+ references of our agency in Mol/)
    await expect(answer).toContainText('This is not a valuation')
    const valuation = page.locator('form#valuation')
    await liveForm(valuation)
    await expect(valuation.getByLabel('Postal code')).toHaveValue('2400')
    await expect(valuation.getByLabel('Title', { exact: true })).toHaveCount(0)
  })

  test('each validation edge of the valuation request shows its own message', async ({ page }) => {
    await page.goto(PAGES.nl)
    const form = page.locator('form#valuation')
    await liveForm(form)
    const edge = async (label: string, value: string, message: string | null) => {
      const field = form.getByLabel(label)
      await field.fill(value)
      await field.blur()
      const error = page.locator(`#${await field.getAttribute('id')}-error`)
      if (message === null) await expect(error).toHaveCount(0)
      else await expect(error).toHaveText(message)
    }
    await edge('Postcode', 'ABCD', 'Een postcode bestaat alleen uit cijfers, bijvoorbeeld 2400')
    await edge('Postcode', '99999', 'Een Belgische postcode heeft 4 cijfers, van 1000 tot 9999')
    await edge('Voornaam', 'a'.repeat(300), 'Te lang: maximaal 100 tekens')
    await edge('Uw bericht', 'x'.repeat(60_000), 'Te lang: maximaal 3000 tekens')
    await edge('Postcode', '2400', null)
    await expectUsableLayout(page, { width, label: 'valuation request with errors', axeInclude: 'form#valuation' })
  })
}
