import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test'

import { showVisitor } from './helpers/islands'
import { acceptCookies } from './helpers/site'
import { axeViolations, WCAG_AA } from './helpers/axe'

/**
 * List screens in the browser (issue 12, items 4, 5 and 7): filters, sort and paging are client
 * navigations to a new URL whose results the server renders; the current results are marked busy until
 * then; the results are the first thing on the screen, on a desktop and on a phone.
 */

const PAGE_SIZE = 24
/** A filtered page is rendered on request: on a busy test machine that can take several seconds. */
const NAVIGATION = { timeout: 30_000 }

async function totalOf(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/site/listings?listing=for-sale&locale=nl&limit=${PAGE_SIZE}&${query}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** A marker on the window: it survives a client navigation, not a page load. */
/**
 * Marks the window, once the list screen is live (an island, src/site/deferredIsland.tsx): a link
 * followed before that is the browser's own navigation, a whole new page.
 */
async function markWindow(page: Page) {
  await listLive(page)
  await page.evaluate(() => Object.assign(window, { listMarker: 'kept' }))
}

/**
 * The list screen's island is live: its "Filters" button opens the panel from now on. A tap before that meets the
 * server's button, which does nothing (a clean run tapped it too early and waited two minutes for the panel).
 */
async function listLive(page: Page) {
  await showVisitor(page)
  await expect(page.locator('[data-island="list-client"]')).toHaveAttribute('data-live', '', { timeout: 20_000 })
}
const windowMarker = (page: Page) => page.evaluate(() => (window as unknown as { listMarker?: string }).listMarker)

/** Holds back the server's answers to client navigations (RSC requests) until `release` is called. */
async function holdNavigations(page: Page) {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    async (route) => {
      await gate
      await route.continue()
    },
  )
  return () => release()
}

const pagingText = (page: Page) => page.locator('.list-screen .paging-text')

test.beforeEach(async ({ page }) => {
  // Several server renders per test on a machine that may be busy.
  test.setTimeout(120_000)
  await acceptCookies(page)
})

test("a link of the list pressed while that press loads the list's code is followed: the live list waits for the click", async ({
  page,
}) => {
  await acceptCookies(page)
  await page.goto('/nl/te-koop/?city=3920')
  // Hydrated and waiting for a visitor: not live yet.
  await expect(page.locator('[data-island="list-client"]')).toHaveAttribute('data-waiting', '')
  const link = page.getByRole('navigation', { name: 'Weergave' }).getByRole('link', { name: 'Lijst' })
  const box = (await link.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  const chunks: Array<Promise<unknown>> = []
  const onRequest = (request: Request) => {
    if (request.url().includes('/_next/static/chunks/')) chunks.push(request.response().then((response) => response?.finished()))
  }
  page.on('request', onRequest)
  // The press wakes the list, and its code arrives while the button is still down.
  await page.mouse.down()
  await expect.poll(() => chunks.length).toBeGreaterThan(0)
  // Only the chunks the press asked for are awaited. A listener left on would also take the chunks of the click's
  // navigation: their response() promises, awaited by nobody, reject when the context closes, and that unhandled
  // rejection fails whichever test the worker runs next (seen once: "Target page, context or browser has been closed").
  page.off('request', onRequest)
  await Promise.all(chunks)
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
  await page.mouse.up()
  // Had the live list replaced the link under the pointer, the click would have landed on no link.
  await expect(page).toHaveURL(/[?&]view=list/, NAVIGATION)
  await expect(link).toHaveAttribute('aria-current', 'true')
})

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the list opens on its results: the first card is in view', async ({ page }) => {
    await page.goto('/nl/te-koop/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Te koop')
    await expect(page.locator('.page > .banner')).toHaveCount(0)
    await expect(page.locator('.list-screen .property-card').first()).toBeInViewport()
  })

  test('a filter changes the URL and the list without a reload; the old results are marked busy meanwhile', async ({ page, request }) => {
    await page.goto('/nl/te-koop/')
    await markWindow(page)
    const expected = await totalOf(request, 'rooms=3')
    const filters = page.getByRole('form', { name: 'Filter de resultaten' })
    await filters.getByRole('combobox', { name: 'Slaapkamers' }).selectOption('3')
    await expect(filters.getByRole('button', { name: `Toon ${expected} resultaten` })).toBeVisible(NAVIGATION)

    const release = await holdNavigations(page)
    await filters.getByRole('button', { name: `Toon ${expected} resultaten` }).click()
    await expect(page.locator('.list-screen')).toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('.list-busy')).toHaveText('De resultaten worden bijgewerkt…')
    await expect(page.locator('.list-results')).toHaveCSS('opacity', '0.45')
    release()

    await expect(page).toHaveURL(/\/nl\/te-koop\/\?rooms=3$/, NAVIGATION)
    await expect(pagingText(page)).toHaveText(new RegExp(`\\[${expected} objecten\\]$`))
    await expect(page.locator('.list-screen')).toHaveAttribute('aria-busy', 'false')
    await expect(page.locator('.list-busy')).toHaveText('')
    expect(await windowMarker(page)).toBe('kept')

    // Back to the unfiltered list (the cached page), still without a reload.
    await page.goBack()
    await expect(page).toHaveURL(/\/nl\/te-koop\/$/, NAVIGATION)
    await expect(pagingText(page)).toHaveText(new RegExp(`\\[${await totalOf(request, '')} objecten\\]$`))
    expect(await windowMarker(page)).toBe('kept')
  })

  test('numbered paging and sorting are client navigations too', async ({ page, request }) => {
    await page.goto('/nl/te-koop/?city=3920')
    await markWindow(page)
    const paging = page.getByRole('navigation', { name: 'Paginering' })
    await paging.getByRole('link', { name: 'Pagina 2', exact: true }).click()
    await expect(page).toHaveURL(/\?city=3920&page=2$/, NAVIGATION)
    await expect(paging.getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute('aria-current', 'page')
    const total = await totalOf(request, 'city=3920')
    await expect(pagingText(page)).toHaveText(`Pagina 2 van ${Math.ceil(total / PAGE_SIZE)} [${total} objecten]`)
    await page.getByRole('navigation', { name: 'Sorteren op' }).getByRole('link', { name: 'Prijs oplopend' }).click()
    await expect(page).toHaveURL(/\?city=3920&sortPrice=asc$/, NAVIGATION)
    await expect(pagingText(page)).toHaveText(`Pagina 1 van ${Math.ceil(total / PAGE_SIZE)} [${total} objecten]`)
    expect(await windowMarker(page)).toBe('kept')
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the filters open in a panel whose button counts the results it will show', async ({ page, request }) => {
    await page.goto('/nl/te-koop/')
    await expect(page.locator('.list-screen .property-card').first()).toBeInViewport()
    const opener = page.getByRole('button', { name: 'Filters', exact: true })
    await expect(page.getByRole('form', { name: 'Filter de resultaten' })).toBeHidden()
    await listLive(page)
    await opener.click()
    const panel = page.getByRole('dialog', { name: 'Filter de resultaten' })
    await expect(panel).toBeVisible()
    // Focus moves into the panel and stays there; Escape closes it and returns to the button.
    await expect(panel.getByRole('button', { name: 'Filters sluiten' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(panel.getByRole('button', { name: /^Toon \d+ resultaten$/ })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('button', { name: 'Filters sluiten' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.click()
    const violations = await axeViolations(page, { include: ['.filter-panel'], tags: WCAG_AA })
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    await panel.getByRole('checkbox', { name: /^Tuin/ }).check()
    const expected = await totalOf(request, 'garden=1&rooms=2')
    // The counts beside the options follow the pending choice (facets of the listings API).
    await expect(panel.getByRole('combobox', { name: 'Slaapkamers' }).locator('option[value="2"]')).toHaveText(
      `2 of meer (${expected})`,
      NAVIGATION,
    )
    await panel.getByRole('combobox', { name: 'Slaapkamers' }).selectOption('2')
    const show = panel.getByRole('button', { name: `Toon ${expected} resultaten` })
    await expect(show).toBeVisible(NAVIGATION)
    await show.click()
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?rooms=2&garden=1$/, NAVIGATION)
    await expect(pagingText(page)).toHaveText(new RegExp(`\\[${expected} objecten\\]$`))
    await expect(page.getByRole('button', { name: 'Filters 2 actief' })).toBeVisible()
    await expect(page.locator('.list-screen .property-card').first()).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test.describe('phone, in French: every new filter through the panel', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  /** Opens the panel on `path`, lets `choose` set a filter, applies it and checks the URL and the count against the listings API. */
  async function applyInPanel(
    page: Page,
    request: APIRequestContext,
    choose: (panel: ReturnType<Page['getByRole']>) => Promise<void>,
    query: string,
  ) {
    await page.goto('/fr/a-vendre/')
    await listLive(page)
    await page.getByRole('button', { name: 'Filtres', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Filtrer les résultats' })
    await expect(panel).toBeVisible()
    await choose(panel)
    const response = await request.get(`/api/site/listings?listing=for-sale&locale=fr&limit=${PAGE_SIZE}&${query}`)
    const expected = ((await response.json()) as { totalDocs: number }).totalDocs
    // Each filter narrows the list, so the test proves it was applied, not ignored.
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(await totalOf(request, ''))
    const show = panel.getByRole('button', { name: expected === 1 ? 'Afficher 1 résultat' : `Afficher ${expected} résultats` })
    await expect(show).toBeVisible(NAVIGATION)
    await show.tap()
    await expect(page).toHaveURL(new RegExp(`/fr/a-vendre/\\?${query.replace(/[?.*+^$()|[\]\\]/g, '\\$&')}$`), NAVIGATION)
    await expect(pagingText(page)).toHaveText(new RegExp(`\\[${expected} biens\\]$`))
    await expect(page.locator('.list-screen .property-card').first()).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  }

  test('living area and EPC label', async ({ page, request }) => {
    await applyInPanel(
      page,
      request,
      async (panel) => {
        await panel.getByRole('button', { name: /Surface habitable/ }).tap()
        await panel.getByRole('spinbutton', { name: 'Minimum m²' }).fill('100')
        await panel.getByRole('spinbutton', { name: 'Maximum m²' }).fill('200')
        await panel.getByRole('button', { name: 'OK', exact: true }).tap()
        await panel.getByRole('combobox', { name: 'Label PEB' }).selectOption('c')
      },
      'area=100-200&epc=c',
    )
  })

  for (const [feature, label] of [
    ['terrace', 'Terrasse'],
    ['garage', 'Garage'],
    ['new', 'Nouveau'],
    ['reduced', 'Prix réduit'],
  ] as const) {
    test(`${feature}`, async ({ page, request }) => {
      await applyInPanel(page, request, (panel) => panel.getByRole('checkbox', { name: new RegExp(`^${label}`) }).check(), `${feature}=1`)
    })
  }
})
