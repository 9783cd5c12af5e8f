import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { todayInBelgium } from '../../../src/lib/belgianDay'
import { formatDate, formatPrice } from '../../../src/lib/format'
import { regionOf } from '../../../src/lib/region'
import { defaultLoan, purchaseCosts, purchaseEstimate } from '../../../src/purchase/costs'
import { isVatSale, listingSale, startDay, type ListingCostFacts } from '../../../src/purchase/listingSale'
import { DEFAULT_RATES } from '../../../src/purchase/rates'
import { assumedDeedDate, renovationDeadline } from '../../../src/purchase/renovation'
import { staffApiHeaders } from './admin'
import { expectUsableLayout } from './layout'
import { acceptCookies } from './site'

/**
 * The cost of buying in the browser, on a phone and on a desktop (purchaseCosts.phone.spec.ts,
 * purchaseCosts.spec.ts): a seeded Flemish sale shows one total (the calculator's, none from the CRM's
 * stored cost fields), also without JavaScript; the calculator recomputes it to the pure module's
 * figures as the situation, the deed's day or the loan change, says what is wrong with an input out of
 * bounds, and the compare page shows the same total for the same listing; a new building's "from"
 * price is split into VAT and duty on the land share and says "from" on both pages.
 */

interface Listing extends ListingCostFacts {
  externalId: number
  price: number
  zip: string
  countryId?: string | null
}

const FIELDS =
  'depth=0&locale=nl&limit=100&sort=externalId&where[goal][equals]=sale&where[status][equals]=for-sale&where[publishPrice][equals]=true'

/** Published prices only, read as staff: only staff may filter on a price (src/listings/publicPrice.ts). */
async function saleListings(request: APIRequestContext, where: string[]): Promise<Listing[]> {
  const response = await request.get(`/api/properties?${[FIELDS, ...where].join('&')}`, { headers: await staffApiHeaders() })
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Array<Listing & { project?: number | null }> }
  return docs.map((doc) => ({ ...doc, inProject: typeof doc.project === 'number' }))
}

/** A Flemish existing home on the market, price published, EPC above 400 kWh/m² (label E or F). */
async function flemishSaleWithRenovation(request: APIRequestContext): Promise<Listing> {
  const docs = await saleListings(request, [
    'where[price][greater_than]=100000',
    'where[energyPerformance][greater_than]=400',
    'where[project][exists]=false',
    'where[mainTypeName][not_equals]=Nieuwbouw woning',
  ])
  const listing = docs.find((doc) => regionOf(doc.zip, doc.countryId) === 'flanders')
  expect(listing, 'a seeded Flemish sale with label E or F').toBeTruthy()
  return listing!
}

/** A project unit with a "from" price in a new building: a VAT sale on the calculator's start day. */
async function vatSaleFromPrice(request: APIRequestContext): Promise<Listing> {
  const docs = await saleListings(request, ['where[project][exists]=true', 'where[priceUnit][equals]=7'])
  const day = startDay('flanders', todayInBelgium())
  const listing = docs.find((doc) => regionOf(doc.zip, doc.countryId) === 'flanders' && isVatSale(doc, day))
  expect(listing, 'a seeded project unit with a "from" price in a new building').toBeTruthy()
  return listing!
}

/** Any path ending with the listing's id redirects to its canonical detail page. */
const detailPath = (listing: Listing) => `/nl/te-koop/x/${listing.externalId}/`

const line = (page: Page, name: string) => page.locator(`section.purchase-costs [data-line="${name}"] dd`)

/** A result within the rules (the tests' days all are). */
const ok = <T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> => {
  expect(result.ok).toBe(true)
  return result as Extract<T, { ok: true }>
}

/** The calculator's starting figures for a listing, from the pure modules. */
function starting(listing: Listing) {
  const start = listingSale(listing, todayInBelgium())!
  const loan = defaultLoan(listing.price)
  const estimate = ok(
    purchaseEstimate(start.sale, {
      situation: 'own-home',
      day: start.day,
      loan,
      rate: DEFAULT_RATES.defaults.mortgageRate,
      years: DEFAULT_RATES.defaults.termYears,
    }),
  )
  return { start, loan, estimate }
}

export function purchaseCostsTests({ width }: { width: number }): void {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test("the server's HTML holds one total, the whole breakdown, its sources and the renovation deadline", async ({ page, request }) => {
      const listing = await flemishSaleWithRenovation(request)
      await page.goto(detailPath(listing))
      const section = page.locator('section.purchase-costs')
      await expect(section.getByRole('heading', { name: 'Wat kost deze woning echt?' })).toBeVisible()
      await expect(section.getByText(/Een raming, geen offerte/)).toBeVisible()
      // The default situation: the buyer's only own home; the deed assumed 4 months from today.
      await expect(section.getByRole('radio', { name: 'Dit wordt mijn enige eigen woning' })).toBeChecked()
      const { start, loan, estimate } = starting(listing)
      await expect(section.getByLabel('Datum van de notariële akte')).toHaveValue(start.day)
      await expect(section.locator('[data-line="tax"] dt')).toHaveText(/^Registratiebelasting \(2\s%\)$/)
      await expect(line(page, 'tax')).toHaveText(formatPrice(estimate.purchase.registration!.amount))
      await expect(line(page, 'notary')).toHaveText(formatPrice(estimate.purchase.notaryFee))
      await expect(line(page, 'total')).toHaveText(formatPrice(estimate.purchase.total))
      await expect(line(page, 'mortgage-costs')).toHaveText(formatPrice(estimate.mortgage.costs))
      await expect(line(page, 'monthly')).toHaveText(`${formatPrice(estimate.monthly)} per maand`)
      await expect(section.getByLabel('Leenbedrag in euro')).toHaveValue(String(loan))

      // One cost figure on the page: no total, duty or notary fee from the CRM's stored fields.
      await expect(page.getByText('Totaal aankoop', { exact: true })).toHaveCount(1)
      const financial = page.locator('section.facts-financial')
      await expect(financial).toBeVisible()
      for (const stored of ['Geschatte totale kostprijs', 'Registratierechten', 'Notariskosten', 'Btw'])
        await expect(financial.getByText(stored)).toHaveCount(0)

      // The laws behind the figures, with the day each applies from.
      const sources = page.getByTestId('purchase-sources')
      await expect(sources.locator('summary')).toHaveText('Bronnen en datums van deze raming')
      await expect(sources.locator('a[href^="https://www.vlaanderen.be/"]').first()).toHaveAttribute('href', /verkooprecht/)

      // The renovation obligation with its deadline, counted from the assumed deed.
      const renovation = page.getByTestId('renovation')
      await expect(renovation.getByText(/binnen 5 jaar na de akte renoveren tot dat label/)).toBeVisible()
      const deed = assumedDeedDate(todayInBelgium())
      await expect(renovation.getByTestId('renovation-deadline')).toHaveText(
        `Wordt de akte verleden op ${formatDate(deed)}, dan moet de woning uiterlijk op ${formatDate(renovationDeadline(deed))} label D of beter halen.`,
      )
      await expect(page.locator('details.epc-meaning summary')).toHaveText('Wat betekent het EPC-label?')
    })
  })

  test.describe('with JavaScript', () => {
    test.beforeEach(async ({ page }) => {
      await acceptCookies(page)
    })

    test('the situation, the deed’s day and the loan change the figures to the law of that day', async ({ page, request }) => {
      const listing = await flemishSaleWithRenovation(request)
      await page.goto(detailPath(listing))
      const section = page.locator('section.purchase-costs')
      const other = section.locator('label.purchase-choice', { hasText: 'Andere (tweede woning' })
      await expectUsableLayout(page, { width, control: other, label: 'cost calculator' })
      await expect(page.locator('[data-island="purchase-costs"]')).toHaveAttribute('data-live', '')
      const { start } = starting(listing)
      const sale = start.sale

      await other.click()
      const standard = ok(purchaseCosts(sale, { situation: 'other', day: start.day }))
      await expect(section.locator('[data-line="tax"] dt')).toHaveText(/^Registratiebelasting \(12\s%\)$/)
      await expect(line(page, 'tax')).toHaveText(formatPrice(standard.registration!.amount))
      await expect(line(page, 'total')).toHaveText(formatPrice(standard.total))
      // One total on the page, whatever the situation.
      await expect(page.getByText('Totaal aankoop', { exact: true })).toHaveCount(1)

      // A deed signed on 31 December 2024: 3 %, and the 1 % rate of a major energy renovation was still there.
      const renovating = section.locator('label.purchase-choice', { hasText: 'ingrijpende energetische renovatie' })
      await expect(renovating).toHaveCount(0)
      await section.getByLabel('Datum van de notariële akte').fill('2024-12-31')
      await section.getByRole('radio', { name: 'Dit wordt mijn enige eigen woning' }).check()
      const in2024 = ok(purchaseCosts(sale, { situation: 'own-home', day: '2024-12-31' }))
      await expect(section.locator('[data-line="tax"] dt')).toHaveText(/^Registratiebelasting \(3\s%\)$/)
      await expect(line(page, 'tax')).toHaveText(formatPrice(in2024.registration!.amount))
      await renovating.click()
      const renovating2024 = ok(purchaseCosts(sale, { situation: 'own-home-renovation', day: '2024-12-31' }))
      await expect(section.locator('[data-line="tax"] dt')).toHaveText(/^Registratiebelasting \(1\s%\)$/)
      await expect(line(page, 'tax')).toHaveText(formatPrice(renovating2024.registration!.amount))
      // The next day the rate is gone: the choice falls back to the own home at 2 %.
      await section.getByLabel('Datum van de notariële akte').fill('2025-01-01')
      await expect(renovating).toHaveCount(0)
      await expect(section.locator('[data-line="tax"] dt')).toHaveText(/^Registratiebelasting \(2\s%\)$/)
      // A day before the first rule the module holds: said, no figure.
      await section.getByLabel('Datum van de notariële akte').fill('2021-06-01')
      await expect(section.getByTestId('purchase-outside')).toHaveText(
        'Deze rekenmodule kent de regels in Vlaanderen vanaf 01-01-2022. Kies een latere datum.',
      )
      await expect(section.locator('[data-line="total"]')).toHaveCount(0)
      await section.getByLabel('Datum van de notariële akte').fill(start.day)

      await section.getByLabel('Leenbedrag in euro').fill('200000')
      await section.getByLabel('Rentevoet in % per jaar').fill('3,5')
      await section.getByLabel('Looptijd in jaren').fill('20')
      const estimate = ok(purchaseEstimate(sale, { situation: 'own-home', day: start.day, loan: 200_000, rate: 3.5, years: 20 }))
      await expect(line(page, 'monthly')).toHaveText(`${formatPrice(estimate.monthly)} per maand`)
      await expect(line(page, 'mortgage-costs')).toHaveText(formatPrice(estimate.mortgage.costs))
      await expect(line(page, 'grand-total')).toHaveText(formatPrice(estimate.total))
      await expect(line(page, 'own-funds')).toHaveText(formatPrice(estimate.ownFunds))
      // Still no sideways scroll once the figures changed.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })

    test('an input out of bounds says what is wrong instead of blanking a line', async ({ page, request }) => {
      const listing = await flemishSaleWithRenovation(request)
      await page.goto(detailPath(listing))
      const section = page.locator('section.purchase-costs')
      // The island's code loads near the viewport.
      await section.scrollIntoViewIfNeeded()
      await expect(page.locator('[data-island="purchase-costs"]')).toHaveAttribute('data-live', '')
      const loan = section.getByLabel('Leenbedrag in euro')
      const fix = 'Verbeter eerst de velden hierboven.'

      await loan.fill('-5000')
      await expect(loan).toHaveAttribute('aria-invalid', 'true')
      await expect(section.getByText('Vul een getal in, bijvoorbeeld 250000.')).toBeVisible()
      await expect(line(page, 'monthly')).toHaveText(fix)
      await loan.fill('abc')
      await expect(section.getByText('Vul een getal in, bijvoorbeeld 250000.')).toBeVisible()

      // A loan beyond the price and its costs.
      const { start } = starting(listing)
      const total = ok(purchaseCosts(start.sale, { situation: 'own-home', day: start.day })).total
      await loan.fill('9999999999999')
      await expect(section.getByText(`Het leenbedrag ligt tussen € 0 en ${formatPrice(Math.ceil(total))} (prijs en kosten).`)).toBeVisible()
      await expect(line(page, 'grand-total')).toHaveText(fix)
      await loan.fill('150000')
      await expect(loan).not.toHaveAttribute('aria-invalid', 'true')

      const rate = section.getByLabel('Rentevoet in % per jaar')
      await rate.fill('99')
      await expect(section.getByText(/^De rentevoet ligt tussen 0\s% en 12\s% per jaar\.$/)).toBeVisible()
      await expect(line(page, 'monthly')).toHaveText(fix)
      await rate.fill('3')
      const years = section.getByLabel('Looptijd in jaren')
      await years.fill('500')
      await expect(section.getByText('De looptijd ligt tussen 5 en 30 jaar.')).toBeVisible()
      await years.fill('25')
      const estimate = ok(purchaseEstimate(start.sale, { situation: 'own-home', day: start.day, loan: 150_000, rate: 3, years: 25 }))
      await expect(line(page, 'monthly')).toHaveText(`${formatPrice(estimate.monthly)} per maand`)
    })

    test('the compare page shows the same total as the detail page, "from" included', async ({ page, request }) => {
      const existing = await flemishSaleWithRenovation(request)
      const project = await vatSaleFromPrice(request)

      await page.goto(detailPath(existing))
      const existingTotal = (await line(page, 'total').innerText()).trim()
      expect(existingTotal).toBe(formatPrice(starting(existing).estimate.purchase.total))

      // The project unit: VAT on the building, duty on the land share, every figure "from".
      await page.goto(detailPath(project))
      const section = page.locator('section.purchase-costs')
      await section.scrollIntoViewIfNeeded()
      await expect(page.locator('[data-island="purchase-costs"]')).toHaveAttribute('data-live', '')
      const { start, estimate } = starting(project)
      const costs = estimate.purchase
      await expect(section.locator('[data-line="vat-building"] dt')).toHaveText(
        new RegExp(`^Btw op het gebouw \\(21\\s% op ${formatPrice(costs.vat!.base).replace(/[.€]/g, '\\$&')}\\)$`),
      )
      await expect(line(page, 'vat-building')).toHaveText(`vanaf ${formatPrice(costs.vat!.amount)}`)
      await expect(line(page, 'notary')).toHaveText(`vanaf ${formatPrice(costs.notaryFee)}`)
      // A flat cost does not depend on the price: no "vanaf".
      await expect(line(page, 'deed')).toHaveText(formatPrice(costs.fixedCosts))
      await expect(section.locator('[data-line="tax"] dt')).toHaveText(/^Registratiebelasting op het grondaandeel/)
      await expect(line(page, 'total')).toHaveText(`vanaf ${formatPrice(costs.total)}`)
      const projectTotal = (await line(page, 'total').innerText()).trim()
      // The land share: the page says which it assumed, and the buyer may change it.
      const landShare = section.getByLabel('Grondaandeel in % van de prijs')
      await expect(landShare).toHaveValue(String(Math.round(start.sale.vat!.landShare * 1000) / 10).replace('.', ','))
      await landShare.fill('40')
      const changed = ok(purchaseCosts({ ...start.sale, vat: { landShare: 0.4 } }, { situation: 'own-home', day: start.day }))
      await expect(line(page, 'total')).toHaveText(`vanaf ${formatPrice(changed.total)}`)

      await page.goto(`/nl/vergelijk/?ids=${existing.externalId},${project.externalId}`)
      const cells = page.locator('.compare-table tr[data-row="totalCost"] td')
      await expect(cells).toHaveCount(2)
      const rounded = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')))
      await expect(cells.nth(0)).toHaveText(`± € ${rounded(existingTotal).toLocaleString('nl-BE')}`)
      await expect(cells.nth(1)).toHaveText(`vanaf ± € ${rounded(projectTotal).toLocaleString('nl-BE')}`)
      await expectUsableLayout(page, { width, label: 'compare with costs', control: page.getByRole('button', { name: 'Afdrukken' }) })
    })

    test('picking the deed date moves the renovation deadline and its rule', async ({ page, request }) => {
      const listing = await flemishSaleWithRenovation(request)
      await page.goto(detailPath(listing))
      const renovation = page.getByTestId('renovation')
      const deed = renovation.getByLabel('Datum van de akte')
      await deed.scrollIntoViewIfNeeded()
      await expect(page.locator('[data-island="renovation-deadline"]')).toHaveAttribute('data-live', '')
      await deed.fill('2027-06-01')
      await expect(renovation.getByTestId('renovation-deadline')).toHaveText(
        'Wordt de akte verleden op 01-06-2027, dan moet de woning uiterlijk op 01-06-2032 label D of beter halen.',
      )
      // A deed from 2028 falls under the stricter step: label C, decided but not confirmed on an official page.
      await deed.fill('2028-06-01')
      await expect(renovation.getByTestId('renovation-deadline')).toHaveText(
        'Wordt de akte verleden op 01-06-2028, dan moet de woning uiterlijk op 01-06-2033 label C of beter halen. Dit strengere doel voor akten vanaf 2028 is beslist, maar we konden het niet op een officiële bron bevestigen: vraag het na bij uw notaris.',
      )
      await deed.fill('2022-06-01')
      await expect(renovation.getByTestId('renovation-deadline')).toHaveText('Akten vóór 01-01-2023 kennen geen renovatieplicht.')
    })
  })
}
