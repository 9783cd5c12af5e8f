import { expect, test, type Page } from '@playwright/test'

import { waitForIslandsInView } from './helpers/layout'
import { acceptCookies } from './helpers/site'

/**
 * Issue 38 on a phone: a search is one canonical URL, rendered once and served from Next's cache. The
 * link of a search made in the page, opened fresh in another browser (a shared link), shows the same
 * list; another spelling of the same search answers one 308 to the canonical URL; the canonical page is
 * a cached page (no `no-store`, a cache HIT the second time), while an instant estimate stays per request.
 */

/** What a list screen shows: its "Pagina x van y [z objecten]" and the links of its cards, in order. */
async function listOf(page: Page) {
  await expect(page.locator('.paging-text')).toBeVisible()
  return {
    paging: (await page.locator('.paging-text').innerText()).trim(),
    cards: await page.locator('.property-card h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  }
}

test('a shared search link opened fresh shows the list the search in the page made', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000)
  await acceptCookies(page)
  await page.goto('/nl/')
  const box = page.locator('.banner-search form[role="search"]')
  await expect(box).toBeVisible()
  await waitForIslandsInView(page)
  await box.locator('.rooms-choice label').filter({ hasText: '2 of meer' }).tap()
  await box.getByRole('button', { name: /^Gemeente:/ }).tap()
  const towns = page.getByRole('dialog', { name: 'Gemeente' })
  await towns.locator('.select-options label').filter({ hasText: 'Mol [2400]' }).tap()
  await towns.locator('.select-options label').filter({ hasText: 'Lommel [3920]' }).tap()
  const show = towns.getByRole('button', { name: /^Toon (\d+) panden$/ })
  // The count comes from /api/site/listings once the choice rests (a busy test machine: a while).
  await expect(show).toBeVisible({ timeout: 30_000 })
  await show.tap()
  // The search box writes the canonical URL itself: no redirect in use.
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=2400,3920&rooms=2$/, { timeout: 45_000 })
  const first = await listOf(page)
  expect(first.cards.length).toBeGreaterThan(0)

  // The second page, as the visitor pages on (a client navigation in the page).
  await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Pagina 2', exact: true }).tap()
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=2400,3920&rooms=2&page=2$/, { timeout: 45_000 })
  await expect(page.locator('.paging-text')).toContainText('Pagina 2 van')
  const second = await listOf(page)
  expect(second.cards).not.toEqual(first.cards)

  // Both links, shared: opened in a browser of their own (no history, no cache), on a phone too.
  const phone = page.viewportSize()!
  const context = await browser.newContext({
    baseURL,
    viewport: phone,
    screen: phone,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: await page.evaluate(() => navigator.userAgent),
  })
  try {
    const fresh = await context.newPage()
    await acceptCookies(fresh)
    for (const [path, seen] of [
      ['/nl/te-koop/?city=2400,3920&rooms=2', first],
      ['/nl/te-koop/?city=2400,3920&rooms=2&page=2', second],
    ] as const) {
      const response = await fresh.goto(path)
      expect(response?.status(), path).toBe(200)
      expect(response?.headers()['cache-control'], path).not.toMatch(/no-store/)
      expect(await listOf(fresh), path).toEqual(seen)
    }
    // The same search spelled otherwise (towns in another order, a repeat, the defaults written out)
    // lands on the canonical URL and the same list.
    await fresh.goto('/nl/te-koop/?rooms=2&page=1&city=3920,2400,3920&view=grid')
    await expect(fresh).toHaveURL(/\/nl\/te-koop\/\?city=2400,3920&rooms=2$/)
    expect(await listOf(fresh)).toEqual(first)
  } finally {
    await context.close()
  }
})

test('another spelling of a search answers one 308 to its canonical URL', async ({ request }) => {
  const cases: Array<[string, string]> = [
    ['/nl/te-koop/?rooms=3&city=2490,2400,2400', '/nl/te-koop/?city=2400,2490&rooms=3'],
    // Without its final slash: the slash and the canonical query in the same one hop.
    ['/nl/te-koop?rooms=3&city=2490,2400', '/nl/te-koop/?city=2400,2490&rooms=3'],
    ['/nl/te-koop/?page=1&view=grid&sortDate=desc', '/nl/te-koop/'],
    ['/nl/te-koop/?city=2400&city=2490&price=0400000.5-', '/nl/te-koop/?city=2400,2490'],
    // Parameters that are no search stay, after it (UTM tags are read in the browser).
    ['/nl/te-koop/?utm_source=mail&page=2', '/nl/te-koop/?page=2&utm_source=mail'],
    ['/fr/a-vendre/?page=abc&rooms=-2', '/fr/a-vendre/'],
  ]
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect({ status: response.status(), location: response.headers()['location'] }, from).toEqual({ status: 308, location: to })
    const target = await request.get(to, { maxRedirects: 0 })
    expect(target.status(), to).toBe(200)
  }
})

test('a canonical search is a cached page; an instant estimate stays per request', async ({ request }) => {
  for (const path of [
    '/nl/te-koop/?city=2400&rooms=3',
    '/nl/te-koop/?page=2',
    '/nl/te-huur/?sortPrice=asc',
    '/nl/te-koop/?rooms=2&utm_source=mail',
  ]) {
    await request.get(path)
    const again = await request.get(path, { maxRedirects: 0 })
    expect(again.status(), path).toBe(200)
    expect(again.headers()['x-nextjs-cache'], path).toBe('HIT')
    expect(again.headers()['cache-control'], path).not.toMatch(/no-store/)
  }
  const estimate = await request.get('/nl/gratis-schatting/?estimate=1&town=2400&kind=1&living=150&beds=3&label=c&condition=good')
  expect(estimate.status()).toBe(200)
  expect(estimate.headers()['x-nextjs-cache']).toBeUndefined()
  expect(estimate.headers()['cache-control']).toMatch(/no-store/)
})
