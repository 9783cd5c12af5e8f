import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { todayInBelgium } from '../../../src/lib/belgianDay'
import { formatDate, formatPrice } from '../../../src/lib/format'
import { regionOf } from '../../../src/lib/region'
import { defaultLoan, purchaseCosts, purchaseEstimate } from '../../../src/purchase/costs'
import { DEFAULT_RATES } from '../../../src/purchase/rates'
import { assumedDeedDate, renovationDeadline } from '../../../src/purchase/renovation'
import { expectUsableLayout } from './layout'
import { acceptCookies } from './site'

/**
 * Issue points 3 and 4 in the browser, on a phone and on a desktop (purchaseCosts.phone.spec.ts,
 * purchaseCosts.spec.ts): a seeded Flemish sale with EPC label E or F shows the cost of buying it
 * (also without JavaScript), the calculator recomputes it to the pure module's figures, and the
 * renovation deadline follows the deed's date.
 */

interface Listing {
  externalId: number
  price: number
  zip: string
  countryId?: string | null
}

/** A Flemish sale on the market, price published, EPC above 400 kWh/m² (label E or F), not a new build. */
async function flemishSaleWithRenovation(request: APIRequestContext): Promise<Listing> {
  const query = [
    'depth=0',
    'locale=nl',
    'limit=20',
    'sort=externalId',
    'where[goal][equals]=sale',
    'where[status][equals]=for-sale',
    'where[publishPrice][equals]=true',
    'where[price][greater_than]=100000',
    'where[energyPerformance][greater_than]=400',
    'where[project][exists]=false',
    'where[mainTypeName][not_equals]=Nieuwbouw woning',
  ].join('&')
  const response = await request.get(`/api/properties?${query}`)
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Listing[] }
  const listing = docs.find((doc) => regionOf(doc.zip, doc.countryId) === 'flanders')
  expect(listing, 'a seeded Flemish sale with label E or F').toBeTruthy()
  return listing!
}

/** Any path ending with the listing's id redirects to its canonical detail page. */
const detailPath = (listing: Listing) => `/nl/te-koop/x/${listing.externalId}/`

const line = (page: Page, name: string) => page.locator(`section.purchase-costs [data-line="${name}"] dd`)

export function purchaseCostsTests({ width }: { width: number }): void {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test("the server's HTML holds the whole breakdown, the EPC meaning and the renovation deadline", async ({ page, request }) => {
      const listing = await flemishSaleWithRenovation(request)
      await page.goto(detailPath(listing))
      const section = page.locator('section.purchase-costs')
      await expect(section.getByRole('heading', { name: 'Wat kost deze woning echt?' })).toBeVisible()
      await expect(section.getByText(/Een raming, geen offerte/)).toBeVisible()
      // The default situation: the buyer's only own home, 2 % in Flanders.
      await expect(section.getByRole('radio', { name: 'Dit wordt mijn enige eigen woning' })).toBeChecked()
      const loan = defaultLoan(listing.price)
      const estimate = purchaseEstimate({
        price: listing.price,
        region: 'flanders',
        situation: 'own-home',
        loan,
        rate: DEFAULT_RATES.defaults.mortgageRate,
        years: DEFAULT_RATES.defaults.termYears,
      })
      await expect(section.locator('[data-line="tax"] dt')).toHaveText(/^Registratiebelasting \(2\s%\)$/)
      await expect(line(page, 'tax')).toHaveText(formatPrice(estimate.purchase.tax.amount))
      await expect(line(page, 'notary')).toHaveText(formatPrice(estimate.purchase.notaryFee))
      await expect(line(page, 'total')).toHaveText(formatPrice(estimate.purchase.total))
      await expect(line(page, 'mortgage-costs')).toHaveText(formatPrice(estimate.mortgage.costs))
      await expect(line(page, 'monthly')).toHaveText(`${formatPrice(estimate.monthly)} per maand`)
      await expect(section.getByLabel('Leenbedrag in euro')).toHaveValue(String(loan))

      // Point 4: the obligation with its deadline counted from today, and the label's meaning.
      const renovation = page.getByTestId('renovation')
      await expect(renovation.getByText(/binnen 5 jaar na de akte renoveren tot minstens label D/)).toBeVisible()
      const deed = assumedDeedDate(todayInBelgium())
      await expect(renovation.getByTestId('renovation-deadline')).toHaveText(
        `Wordt de akte verleden op ${formatDate(deed)}, dan moet de woning uiterlijk op ${formatDate(renovationDeadline(deed))} label D of beter halen.`,
      )
      await expect(renovation.getByText(/Wij noemen hier geen bedrag/)).toBeVisible()
      await expect(page.locator('details.epc-meaning summary')).toHaveText('Wat betekent het EPC-label?')
    })
  })

  test.describe('with JavaScript', () => {
    test.beforeEach(async ({ page }) => {
      await acceptCookies(page)
    })

    test('changing the situation, loan, rate and term recomputes the figures', async ({ page, request }) => {
      const listing = await flemishSaleWithRenovation(request)
      await page.goto(detailPath(listing))
      const section = page.locator('section.purchase-costs')
      const other = section.locator('label.purchase-choice', { hasText: 'Andere (tweede woning' })
      await expectUsableLayout(page, { width, control: other, label: 'cost calculator' })
      await expect(page.locator('[data-island="purchase-costs"]')).toHaveAttribute('data-live', '')

      await other.click()
      const standard = purchaseCosts({ price: listing.price, region: 'flanders', situation: 'other' })
      await expect(section.locator('[data-line="tax"] dt')).toHaveText(/^Registratiebelasting \(12\s%\)$/)
      await expect(line(page, 'tax')).toHaveText(formatPrice(standard.tax.amount))
      await expect(line(page, 'total')).toHaveText(formatPrice(standard.total))

      await section.locator('label.purchase-choice', { hasText: 'ingrijpende energetische renovatie' }).click()
      const renovating = purchaseCosts({ price: listing.price, region: 'flanders', situation: 'own-home-renovation' })
      await expect(section.locator('[data-line="tax"] dt')).toHaveText(/^Registratiebelasting \(1\s%\)$/)
      await expect(line(page, 'tax')).toHaveText(formatPrice(renovating.tax.amount))

      await section.getByLabel('Leenbedrag in euro').fill('200000')
      await section.getByLabel('Rentevoet in % per jaar').fill('3,5')
      await section.getByLabel('Looptijd in jaren').fill('20')
      const estimate = purchaseEstimate({
        price: listing.price,
        region: 'flanders',
        situation: 'own-home-renovation',
        loan: 200_000,
        rate: 3.5,
        years: 20,
      })
      await expect(line(page, 'monthly')).toHaveText(`${formatPrice(estimate.monthly)} per maand`)
      await expect(line(page, 'mortgage-costs')).toHaveText(formatPrice(estimate.mortgage.costs))
      await expect(line(page, 'grand-total')).toHaveText(formatPrice(estimate.total))
      await expect(line(page, 'own-funds')).toHaveText(formatPrice(estimate.ownFunds))
      // Still no sideways scroll once the figures changed.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })

    test('picking the deed date moves the renovation deadline', async ({ page, request }) => {
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
    })
  })
}
