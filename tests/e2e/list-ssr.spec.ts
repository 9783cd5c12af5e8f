import { expect, test, type APIRequestContext } from '@playwright/test'

import { fetchServerHtml, single } from './helpers/serverHtml'

/**
 * Filtered, sorted and paged list URLs carry their real results in their HTML (issue 12, item 4):
 * fetched without a browser, compared with /api/site/listings for the same search.
 */

type ApiResult = { page: number; totalPages: number; totalDocs: number; cards: Array<{ externalId: number }> }

/** The sale list's page size (the seeded list module shows 24 per page). */
const PAGE_SIZE = 24

async function listingsApi(request: APIRequestContext, query: string): Promise<ApiResult> {
  const response = await request.get(`/api/site/listings?listing=for-sale&locale=nl&limit=${PAGE_SIZE}&${query}`)
  expect(response.ok()).toBe(true)
  return response.json()
}

/** What the HTML of a list page says: its "Pagina x van y [z objecten]" and the id of its first card. */
async function listHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  const html = await response.text()
  const paging = html.match(/class="paging-text"[^>]*>Pagina (\d+) van (\d+) \[(\d+) objecten\]</)
  const firstCard = html.match(/class="property-card">[\s\S]*?<h3[^>]*><a href="[^"]*\/(\d+)\/"/)
  return {
    status: response.status(),
    headers: response.headers(),
    html,
    page: paging ? Number(paging[1]) : null,
    pages: paging ? Number(paging[2]) : null,
    total: paging ? Number(paging[3]) : null,
    firstCard: firstCard ? Number(firstCard[1]) : null,
  }
}

test.describe('list pages render their search on the server', () => {
  // Canonical spellings (src/listings/canonicalSearch.ts): another spelling is a 308 to one of these.
  for (const query of ['city=3920&type=1', 'page=3', 'sortPrice=asc', 'rooms=3&garden=1', 'price=100000-400000&area=80-&epc=d']) {
    test(`/nl/te-koop/?${query} holds its count, page and first card`, async ({ request }) => {
      const [expected, got] = await Promise.all([listingsApi(request, query), listHtml(request, `/nl/te-koop/?${query}`)])
      expect(got.status).toBe(200)
      expect(expected.totalDocs).toBeGreaterThan(0)
      expect({ page: got.page, pages: got.pages, total: got.total, firstCard: got.firstCard }).toEqual({
        page: expected.page,
        pages: expected.totalPages,
        total: expected.totalDocs,
        firstCard: expected.cards[0].externalId,
      })
      // Crawlers index the bare list once, not every combination of filters.
      expect(got.html).toMatch(/<link rel="canonical" href="[^"]*\/nl\/te-koop\/"/)
      expect(got.html).toMatch(/<meta name="robots" content="noindex/)
    })
  }

  test('the filters show the counts of their options for the current search', async ({ request }) => {
    const response = await request.get(`/api/site/listings?listing=for-sale&locale=nl&limit=1&city=3920&rooms=3`)
    const { facets } = (await response.json()) as {
      facets: { features: Record<string, number>; rooms: Record<string, number>; epc: Record<string, number> }
    }
    const { html } = await listHtml(request, '/nl/te-koop/?city=3920&rooms=3')
    expect(html).toContain(`<span>Tuin</span><span class="option-count">(${facets.features.garden})</span>`)
    expect(html).toContain(`<span>Prijs verlaagd</span><span class="option-count">(${facets.features.reduced})</span>`)
    expect(html).toMatch(new RegExp(`<option value="2">2 of meer \\(${facets.rooms[2]}\\)</option>`))
    expect(html).toMatch(new RegExp(`<option value="c">C of beter \\(${facets.epc.c}\\)</option>`))
  })

  test('the filters narrow the count and page 3 differs from page 1', async ({ request }) => {
    const [all, filtered, third] = await Promise.all([
      listHtml(request, '/nl/te-koop/'),
      listHtml(request, '/nl/te-koop/?city=3920&type=1'),
      listHtml(request, '/nl/te-koop/?page=3'),
    ])
    expect(filtered.total).toBeLessThan(all.total!)
    expect(third.page).toBe(3)
    expect(third.total).toBe(all.total)
    expect(third.firstCard).not.toBe(all.firstCard)
    // Plain links to the neighbouring pages, readable without JavaScript.
    expect(third.html).toMatch(/<a href="\/nl\/te-koop\/\?page=2" rel="prev"/)
    expect(third.html).toMatch(/<a href="\/nl\/te-koop\/\?page=4" rel="next"/)
    expect(third.html).toMatch(/<a href="\/nl\/te-koop\/\?page=3" aria-current="page"/)
  })

  test('the unfiltered list and a canonical search are cached pages; a free text or map area is rendered per request', async ({
    request,
  }) => {
    for (const path of ['/nl/te-koop/', '/nl/te-koop/?city=3920']) {
      await request.get(path)
      const cached = await request.get(path)
      expect(cached.headers()['x-nextjs-cache'], path).toBe('HIT')
      expect(cached.headers()['cache-control'], path).not.toMatch(/no-store/)
    }
    for (const path of ['/nl/te-koop/?search=tuin', '/nl/te-koop/?bbox=5,51,6,52']) {
      const filtered = await request.get(path)
      expect(filtered.headers()['x-nextjs-cache'], path).toBeUndefined()
      expect(filtered.headers()['cache-control'], path).toMatch(/no-store/)
    }
  })

  test('bad values are dropped by a 308 to the canonical list; a page past the end shows the last page', async ({ request }) => {
    const all = await listHtml(request, '/nl/te-koop/')
    for (const query of ['page=-1', 'price=abc', `city=${'3920,'.repeat(2000)}`, 'bbox=x', 'epc=z&rooms=many&area=a-b', 'garden=yes']) {
      const got = await listHtml(request, `/nl/te-koop/?${query}`)
      expect.soft({ status: got.status, location: got.headers['location'] }, query).toEqual({ status: 308, location: '/nl/te-koop/' })
    }
    const beyond = await listHtml(request, '/nl/te-koop/?page=999')
    expect(beyond.status).toBe(200)
    expect(beyond.page).toBe(all.pages)
    expect(beyond.firstCard).toBe((await listingsApi(request, `page=${all.pages}`)).cards[0].externalId)
  })

  test('the internal routes answer nothing of their own to a direct request', async ({ request }) => {
    expect((await request.get('/nl/list-results/te-koop/')).status()).toBe(404)
    expect((await request.get('/nl/list-results/te-koop/?city=3920')).status()).toBe(404)
    // The cached route shows only a canonical, cacheable search: no second copy of a search in the cache.
    for (const segment of ['rooms~3.city~3920', 'page~1', 'search~tuin', 'city=3920', 'nonsense'])
      expect((await request.get(`/nl/cached-results/${segment}/te-koop/`)).status(), segment).toBe(404)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filtered list shows its results and the numbered paging links navigate', async ({ page, request }) => {
    const expected = await listingsApi(request, 'sortPrice=asc&page=2')
    await page.goto('/nl/te-koop/?sortPrice=asc')
    await expect(page.locator('.paging-text')).toHaveText(`Pagina 1 van ${expected.totalPages} [${expected.totalDocs} objecten]`)
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Pagina 2', exact: true }).click()
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?sortPrice=asc&page=2$/)
    await expect(page.locator('.paging-text')).toHaveText(`Pagina 2 van ${expected.totalPages} [${expected.totalDocs} objecten]`)
    await expect(page.locator('.property-card h3 a').first()).toHaveAttribute('href', new RegExp(`/${expected.cards[0].externalId}/$`))
    await page.getByRole('link', { name: 'Vorige pagina' }).click()
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?sortPrice=asc$/)
  })

  test('the bedroom and yes/no filters apply as a plain form', async ({ page, request }) => {
    const expected = await listingsApi(request, 'rooms=2&garden=1')
    await page.goto('/nl/te-koop/')
    const filters = page.getByRole('form', { name: 'Filter de resultaten' })
    await filters.getByRole('checkbox', { name: /^Tuin/ }).check()
    await filters.getByRole('combobox', { name: 'Slaapkamers' }).selectOption('2')
    await filters.getByRole('button', { name: /^Toon \d+ resultaten$/ }).click()
    // The form sends its empty fields too (`epc=`); one 308 leads to the search's canonical URL.
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?rooms=2&garden=1$/)
    await expect(page.locator('.paging-text')).toHaveText(`Pagina 1 van ${expected.totalPages} [${expected.totalDocs} objecten]`)
  })

  test('a town chosen in the URL stays in the plain form, whose closed selects send no options', async ({ page, request }) => {
    const expected = await listingsApi(request, 'city=3920&garden=1')
    await page.goto('/nl/te-koop/?city=3920')
    const filters = page.getByRole('form', { name: 'Filter de resultaten' })
    // The closed town select holds only the chosen town (a hidden input), not its list of towns.
    await expect(filters.getByRole('checkbox', { name: /^Lommel \[3920\]/ })).toHaveCount(0)
    await expect(filters.locator('input[type="hidden"][name="city"]')).toHaveValue('3920')
    await filters.getByRole('checkbox', { name: /^Tuin/ }).check()
    await filters.getByRole('button', { name: /^Toon \d+ resultaten$/ }).click()
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=3920&.*garden=1/)
    await expect(page.locator('.paging-text')).toHaveText(`Pagina 1 van ${expected.totalPages} [${expected.totalDocs} objecten]`)
  })

  test('both routes give the same list markup for the same search', async ({ request }) => {
    // With JavaScript off the page is the server's HTML: read without a browser.
    // Ids generated by React (useId) depend on the route's tree, not on what the screen shows.
    const markup = async (path: string) =>
      single((await fetchServerHtml(request, path)).document, '.list-screen').outerHTML.replace(
        /\s(id|for|aria-controls|aria-labelledby|aria-describedby)="[^"]*"/g,
        '',
      )
    const cached = await markup('/nl/te-koop/')
    expect(await markup('/nl/te-koop/?page=1')).toBe(cached)
  })
})
