import { expect, test, type Browser, type Page } from '@playwright/test'

import { formatDate, formatPrice } from '../../src/lib/format'
import { loginAsAdmin, staffApiHeaders } from './helpers/admin'
import { alternatePath, expectUsableLayout, finalPath } from './helpers/layout'
import { E2E_CONTENT_BASE_URL } from './helpers/server'
import { acceptCookies } from './helpers/site'

/**
 * Issue 37.6: staff lower a listing's price in the Dutch admin; its detail page then shows the price
 * history (first asking price, the change with its date) and the "price reduced" badge with its date,
 * on a desktop in Dutch and on a phone in French. Once the price is hidden ("price on request"), no
 * figure of the history is in the page or the API any more. A mutations spec: it changes a listing.
 */

test.use({ locale: 'nl-BE' })

const PHONE = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
}

async function publicPage(browser: Browser, path: string, phone = false): Promise<Page> {
  const context = await browser.newContext(phone ? PHONE : {})
  const page = await context.newPage()
  await acceptCookies(page)
  await page.goto(path)
  return page
}

test('a price lowered in the Dutch admin shows as history and a dated badge, and never once the price is hidden', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await staffApiHeaders()
  type Row = { id: number; externalId: number; price: number }
  const { docs } = (await (
    await request.get(
      '/api/properties?where[status][equals]=for-sale&where[published][equals]=true&where[publishPrice][equals]=true&where[price][greater_than]=100000&where[project][exists]=false&limit=1&page=12&depth=0&sort=-externalId',
      { headers },
    )
  ).json()) as { docs: Row[] }
  const listing = docs[0]
  expect(listing).toBeTruthy()
  // An amount no other listing has, so it is a leak wherever it shows.
  const lowered = listing.price - 12345

  // The Dutch admin: the price under "Prijs & kosten", saved with "Bewaar".
  await page.context().addCookies([{ name: 'payload-lng', value: 'nl', url: E2E_CONTENT_BASE_URL }])
  await loginAsAdmin(page)
  await page.goto(`/admin/collections/properties/${listing.id}`)
  await page.getByRole('button', { name: 'Prijs & kosten', exact: true }).click()
  const input = page.locator('#field-price')
  const save = page.getByRole('button', { name: 'Bewaar', exact: true })
  await expect(input).toBeEditable()
  await expect(async () => {
    await input.fill(String(lowered))
    await expect(input).toHaveValue(String(lowered), { timeout: 1_000 })
    await expect(save).toBeEnabled({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/properties/${listing.id}` && response.request().method() === 'PATCH',
  )
  await save.click()
  expect((await saved).status()).toBe(200)
  // Staff see the record, read-only, in the same tab.
  await expect(page.getByText('Prijsgeschiedenis', { exact: true })).toBeVisible()

  const today = formatDate(new Date())
  const nlPath = await finalPath(request, `/property/${listing.externalId}/`)
  const frPath = await alternatePath(request, nlPath, 'fr')

  // Desktop, Dutch.
  const desktop = await publicPage(browser, nlPath)
  const history = desktop.getByRole('region', { name: 'Prijsgeschiedenis' })
  await expect(history.locator('tbody tr')).toHaveCount(2)
  await expect(history.locator('tbody tr').nth(0)).toContainText(formatPrice(listing.price))
  await expect(history.locator('tbody tr').nth(0)).toContainText('Eerste vraagprijs')
  await expect(history.locator('tbody tr').nth(1)).toContainText(today)
  await expect(history.locator('tbody tr').nth(1)).toContainText(formatPrice(lowered))
  await expect(history.locator('tbody tr').nth(1)).toContainText(`Verlaagd met ${formatPrice(12345)}`)
  await expect(desktop.getByTestId('price-reduced')).toHaveText(`Prijs verlaagd op ${today}`)
  await expectUsableLayout(desktop, { width: 1280, control: history, label: 'price history (desktop)' })

  // Phone, French.
  const phone = await publicPage(browser, frPath, true)
  const historique = phone.getByRole('region', { name: 'Historique des prix' })
  await expect(historique.locator('tbody tr')).toHaveCount(2)
  await expect(historique.locator('tbody tr').nth(0)).toContainText('Premier prix demandé')
  await expect(historique.locator('tbody tr').nth(1)).toContainText(`Baissé de ${formatPrice(12345)}`)
  await expect(phone.getByTestId('price-reduced')).toHaveText(`Prix réduit le ${today}`)
  await expectUsableLayout(phone, { width: 390, control: historique, label: 'price history (phone)' })

  // Hidden price: no history in the page, the REST answer or the site's summaries.
  try {
    const hide = await request.patch(`/api/properties/${listing.id}`, { headers, data: { publishPrice: false } })
    expect(hide.ok()).toBe(true)
    const secrets = (values: number[]) => values.flatMap((value) => [String(value), formatPrice(value, '')])
    const html = await (await request.get(nlPath)).text()
    expect(html).toContain('Prijs op aanvraag')
    expect(html).not.toContain('data-testid="price-history"')
    expect(html).not.toContain('data-testid="price-reduced"')
    // The page may show other listings at the first (round) price: only the distinctive one is checked there.
    for (const secret of secrets([lowered])) expect(html, `detail page: ${secret}`).not.toContain(secret)
    const rest = await (await request.get(`/api/properties/${listing.id}?depth=0`)).text()
    const summaries = await (await request.get(`/api/site/listings/summaries?locale=nl&ids=${listing.externalId}`)).text()
    for (const [where, text] of Object.entries({ rest, summaries })) {
      for (const secret of secrets([listing.price, lowered])) expect(text, `${where}: ${secret}`).not.toContain(secret)
    }
    expect(JSON.parse(rest)).not.toHaveProperty('priceHistory')
  } finally {
    await request.patch(`/api/properties/${listing.id}`, { headers, data: { publishPrice: true } })
  }
  await desktop.context().close()
  await phone.context().close()
})
