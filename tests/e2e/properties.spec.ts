import type { APIRequestContext, Page } from '@playwright/test'

import { storedDay, todayInBelgium } from '../../src/lib/belgianDay'
import { epcLabel, epcLabelText } from '../../src/lib/epc'
import { formatPrice } from '../../src/lib/format'
import { regionOf } from '../../src/lib/region'
import { loginAsAdmin, sameOriginHeaders, staffApiHeaders } from './helpers/admin'
import { expectEarlyGoalAndPressKept, expectGoalSwitchKeepsOfferedTypes } from './helpers/searchBox'
import { acceptCookies } from './helpers/site'
import { ownAddress } from './helpers/server'
import { expect, test } from './helpers/visitorTest'
import { seriousAxeViolations, WCAG_AA } from './helpers/axe'

type ApiProperty = {
  id: number
  externalId: number
  title: string
  price?: number | null
  city: string
  zip: string
  energyPerformance?: number | null
  countryId?: string | null
  epcLabelText?: string | null
  photos?: number[]
}

async function apiProperties(
  request: APIRequestContext,
  query: string,
  headers?: Record<string, string>,
): Promise<{ docs: ApiProperty[]; totalDocs: number }> {
  const response = await request.get(`/api/properties?depth=0&locale=nl&${query}`, { headers })
  expect(response.ok()).toBe(true)
  return response.json()
}

/** The for-sale list set of the site (spec: for sale, under option and to take over). */
const FOR_SALE = 'where[goal][equals]=sale&where[status][in]=for-sale,under-option,to-take-over'

/** Waits until no client navigation of the list is pending (its results are then those of the URL). */
const settled = (page: Page) => expect(page.locator('.list-screen')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 })

const cardIds = (page: Page) =>
  page
    .locator('.list-screen .property-card h3 a')
    .evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')!.split('/').filter(Boolean).at(-1))))

test('searching from home with town, type and price lands on the sale list with only matching results', async ({ page, request }) => {
  await page.goto('/nl/')
  const search = page.getByRole('search', { name: 'Zoek een pand' })
  await search.getByRole('button', { name: /^Gemeente/ }).click()
  await search.getByRole('searchbox', { name: 'Filter gemeenten' }).fill('lömmel')
  await search.getByRole('checkbox', { name: /Lommel \[3920\]/ }).check()
  await search.getByRole('button', { name: 'Klaar' }).first().click()
  await search.getByRole('button', { name: /^Type pand/ }).click()
  await search.getByRole('searchbox', { name: 'Filter types' }).fill('xyz')
  await expect(search.getByText('Geen resultaten')).toBeVisible()
  await search.getByRole('searchbox', { name: 'Filter types' }).fill('huis')
  await search.getByRole('checkbox', { name: /^Huis/ }).check()
  await page.keyboard.press('Escape')
  await search.getByRole('button', { name: /^Prijs/ }).click()
  await search.getByRole('spinbutton', { name: 'Maximumprijs' }).fill('400000')
  await search.getByRole('button', { name: 'Zoeken' }).click()
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=3920&type=1&price=0-400000$/, { timeout: 30_000 })

  await settled(page)
  const expected = await apiProperties(
    request,
    // Only staff may filter on prices; a "price on request" is never in a price range (src/listings/publicPrice.ts).
    `${FOR_SALE}&where[zip][equals]=3920&where[type.webId][equals]=1&where[publishPrice][not_equals]=false&where[price][less_than_equal]=400000&limit=1`,
    await staffApiHeaders(),
  )
  expect(expected.totalDocs).toBeGreaterThan(0)
  await expect(page.locator('.paging-text')).toHaveText(new RegExp(`\\[${expected.totalDocs} objecten\\]$`))
  for (const city of await page.locator('.list-screen .card-city').allTextContents()) expect(city).toBe('Lommel')
  for (const price of await page.locator('.list-screen .price').allTextContents()) {
    if (price === 'Prijs op aanvraag') continue
    expect(Number(price.replace(/\D/g, ''))).toBeLessThanOrEqual(400000)
  }
})

test('switching the search box to renting keeps only the chosen types renting offers', async ({ page }) => {
  await expectGoalSwitchKeepsOfferedTypes(page, 'click')
})

test("'Huren' and the type list, clicked in the search box before its code arrived, open the rent types", async ({ page }) => {
  await expectEarlyGoalAndPressKept(page, 'click')
})

test('the search box does not navigate without a filter and says why', async ({ page }) => {
  await page.goto('/nl/')
  await page.getByRole('search', { name: 'Zoek een pand' }).getByRole('button', { name: 'Zoeken' }).click()
  await expect(page.locator('.search-hint')).toHaveText('Kies een gemeente, een type, een maximumprijs of een aantal slaapkamers.')
  await expect(page).toHaveURL(/\/nl\/$/)
})

test('each sort orders the list as the database does', async ({ page, request }) => {
  const sorts: Array<[link: string, api: string]> = [
    ['Prijs oplopend', 'price'],
    ['Prijs aflopend', '-price'],
    ['Gemeente oplopend', 'city'],
    ['Type oplopend', 'title'],
    ['Datum aflopend', '-publishDate'],
  ]
  const inLommel = `${FOR_SALE}&where[zip][equals]=3920`
  // Only staff may sort on prices; the site puts a "price on request" last either way (src/listings/publicPrice.ts).
  const byPrice = async (sort: string) => {
    const headers = await staffApiHeaders()
    const shown = await apiProperties(
      request,
      `${inLommel}&where[publishPrice][not_equals]=false&sort=${sort},externalId&limit=24`,
      headers,
    )
    const hidden = await apiProperties(request, `${inLommel}&where[publishPrice][equals]=false&sort=externalId&limit=24`, headers)
    return { docs: [...shown.docs, ...hidden.docs].slice(0, 24) }
  }
  await page.goto('/nl/te-koop/?city=3920')
  for (const [name, sort] of sorts) {
    await page.getByRole('navigation', { name: 'Sorteren op' }).getByRole('link', { name }).click()
    await expect(page.getByRole('navigation', { name: 'Sorteren op' }).getByRole('link', { name })).toHaveAttribute('aria-current', 'true')
    await settled(page)
    const expected = sort.endsWith('price')
      ? await byPrice(sort)
      : await apiProperties(request, `${inLommel}&sort=${sort},externalId&limit=24`)
    expect(await cardIds(page), name).toEqual(expected.docs.map((d) => d.externalId))
  }
  await page.goto('/nl/te-koop/?sortPrice=asc')
  await settled(page)
  const prices = (await page.locator('.list-screen .price').allTextContents())
    .filter((p) => p.startsWith('€'))
    .map((p) => Number(p.replace(/\D/g, '')))
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  await expect(page.locator('.paging-text')).toHaveText(/^Pagina 1 van \d+ \[\d+ objecten\]$/)
})

test('the map view shows clustered markers and keeps the list; other views switch by link', async ({ page }) => {
  await page.goto('/nl/te-koop/?city=3920')
  await page.getByRole('navigation', { name: 'Weergave' }).getByRole('link', { name: 'Kaart' }).click()
  await expect(page).toHaveURL(/view=map/)
  await expect(page.getByRole('region', { name: 'Kaart van de zoekresultaten' })).toBeVisible()
  await expect.poll(() => page.locator('.map-pin, .map-cluster').count()).toBeGreaterThan(0)
  await expect(page.locator('.list-screen .property-card').first()).toBeVisible()
  await page.getByRole('navigation', { name: 'Weergave' }).getByRole('link', { name: 'Lijst' }).click()
  await settled(page)
  await expect(page.locator('.card-list .property-card').first()).toBeVisible()
})

test('a detail page shows the formatted price and the EPC label of its region; the lightbox moves by keyboard', async ({
  page,
  request,
}) => {
  const { docs } = await apiProperties(
    request,
    `${FOR_SALE}&where[publishPrice][not_equals]=false&where[priceUnit][not_equals]=7&where[energyPerformance][exists]=true&where[photos][exists]=true&limit=1&sort=externalId`,
  )
  const property = docs[0]
  await page.goto(`/property/${property.externalId}/`)
  await expect(page).toHaveURL(new RegExp(`/nl/te-koop/.+/${property.externalId}/$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title)
  await expect(page.locator('.property-header .price')).toHaveText(formatPrice(property.price))
  const label = epcLabelText(epcLabel(regionOf(property.zip, property.countryId), property.energyPerformance, property.epcLabelText)!)
  await expect(page.locator('.facts-energy dd').nth(1)).toHaveText(label)

  const total = property.photos!.length
  await page.getByRole('button', { name: 'Foto 1 groot bekijken' }).click()
  const lightbox = page.locator('dialog.lightbox')
  await expect(lightbox).toBeVisible()
  await expect(lightbox.locator('.lightbox-position')).toHaveText(`Foto 1 van ${total}`)
  if (total > 1) {
    await page.keyboard.press('ArrowRight')
    await expect(lightbox.locator('.lightbox-position')).toHaveText(`Foto 2 van ${total}`)
    await page.keyboard.press('ArrowLeft')
    await expect(lightbox.locator('.lightbox-position')).toHaveText(`Foto 1 van ${total}`)
  }
  await page.keyboard.press('Escape')
  await expect(lightbox).toBeHidden()
  // It stays closed (its slider must not reopen it while it goes away).
  await page.waitForTimeout(500)
  await expect(lightbox).toBeHidden()

  await page.getByRole('link', { name: /^FR\b/ }).click()
  await expect(page).toHaveURL(new RegExp(`/fr/a-vendre/.+/${property.externalId}/$`))
})

test('another path of the same property redirects to its canonical path', async ({ request }) => {
  const { docs } = await apiProperties(request, `${FOR_SALE}&limit=1&sort=externalId`)
  const response = await request.get(`/nl/te-koop/oude-titel/${docs[0].externalId}/`, { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers()['location']).toMatch(new RegExp(`/nl/te-koop/[a-z-]+/[a-z0-9-]+/${docs[0].externalId}/$`))
})

test('a detail page sends the texts of its forms and listing alert once', async ({ request }) => {
  const { docs } = await apiProperties(request, `${FOR_SALE}&where[status][equals]=for-sale&limit=1&sort=externalId`)
  const response = await request.get(`/property/${docs[0].externalId}/`)
  expect(response.status()).toBe(200)
  const html = await response.text()
  // Both islands are on the page, and the one texts object they share is in its payload once (issue 16.4).
  expect(html).toContain('class="property-actions"')
  expect(html).toContain('class="property-alert"')
  expect(html.match(/error\.mailNotSent/g)).toHaveLength(1)
})

test('a sold property shows its state; an unknown id gives the property-not-found page with 404', async ({ page, request }) => {
  const { docs } = await apiProperties(request, 'where[status][equals]=sold&limit=1')
  await page.goto(`/property/${docs[0].externalId}/`)
  await expect(page.getByRole('status').filter({ hasText: 'Dit pand werd verkocht' })).toBeVisible()
  await expect(page.locator('.property-header .badge')).toHaveText('Verkocht')
  await expect(page.getByRole('button', { name: 'Bezoek aanvragen' })).toHaveCount(0)

  const missing = await page.goto('/nl/te-koop/lommel/bestaat-niet/99999999/')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Het gevraagde pand bestaat niet of is verkocht')
})

test('a project page lists its units in a price list', async ({ page, request }) => {
  const projects = (await (await request.get('/api/projects?depth=0&limit=1&sort=externalId')).json()) as {
    docs: Array<{ id: number; externalId: number; title: string }>
  }
  const project = projects.docs[0]
  const units = await apiProperties(request, `where[project][equals]=${project.id}&limit=100`)
  await page.goto(`/project/${project.externalId}/`)
  await expect(page).toHaveURL(new RegExp(`/nl/projecten/.+/${project.externalId}/$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
  const rows = page.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(units.totalDocs)
  await rows.first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/nl/projecten/.+/${project.externalId}/[a-z0-9-]+/\\d+/$`))
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: project.title })).toBeVisible()
})

test('a detail page view is counted in the property statistics of the day', async ({ browser, request }) => {
  const { docs } = await apiProperties(request, `${FOR_SALE}&limit=1&sort=-externalId`)
  const property = docs[0]
  // A browser of its own: a view counts once per visitor, property and day, and other tests view pages too.
  // And an address of its own: one address counts at most 3 visitors per property and day.
  const context = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 e2e-${Date.now()}`,
    extraHTTPHeaders: { 'x-forwarded-for': ownAddress() },
  })
  const page = await context.newPage()
  await acceptCookies(page)
  await loginAsAdmin(page)
  // Payload accepts the session cookie only with a same-origin Origin header.
  const headers = sameOriginHeaders(page)
  const viewsToday = async () => {
    const date = storedDay(todayInBelgium())
    const stats = (await (
      await page.request.get(`/api/property-stats?depth=0&where[property][equals]=${property.id}&where[date][equals]=${date}`, { headers })
    ).json()) as { docs: Array<{ pageViews: number }> }
    return stats.docs[0]?.pageViews ?? 0
  }
  const before = await viewsToday()
  await page.goto(`/property/${property.externalId}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title)
  await expect.poll(viewsToday, { timeout: 15_000 }).toBe(before + 1)
  await context.close()
})

test('the new-build page lists projects and pages through new-build units', async ({ page }) => {
  await page.goto('/nl/nieuwbouw/')
  await expect(page.locator('.relation-project-list .project-card').first()).toBeVisible()
  await expect(page.locator('.list-screen .paging-text')).toHaveText(/^Pagina 1 van \d+ \[\d+ objecten\]$/)
  await expect(page.locator('.list-screen .property-card h3 a').first()).toHaveAttribute('href', /^\/nl\/projecten\/.+\/\d+\/.+\/\d+\/$/)
})

test('axe finds no serious or critical violations on a list and a detail page', async ({ page, request }) => {
  // Four full-page scans: about a minute on a busy 2-core machine.
  test.setTimeout(120_000)
  const { docs } = await apiProperties(request, `${FOR_SALE}&where[photos][exists]=true&limit=1`)
  for (const path of ['/nl/te-koop/', '/nl/te-koop/?view=list&garden=1&rooms=2', `/property/${docs[0].externalId}/`, '/nl/projecten/']) {
    await page.goto(path)
    expect(await seriousAxeViolations(page, { tags: WCAG_AA }), path).toEqual([])
  }
})
