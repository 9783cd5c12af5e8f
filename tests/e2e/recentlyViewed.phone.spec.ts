import { expect, test, type APIRequestContext } from '@playwright/test'

import { alternatePath, expectUsableLayout, finalPath } from './helpers/layout'
import { acceptCookies } from './helpers/site'

/**
 * "Recently viewed" (issue 37.5), kept in the browser only: two detail pages opened one after the other
 * show up on the list page newest first, a detail page leaves itself out, the strip scrolls inside itself
 * (never the page), and "clear" empties it for good. On a phone in French and English, on a desktop in Dutch (the
 * phone project runs both, as the shortlist spec does).
 */

const DESKTOP = { viewport: { width: 1280, height: 900 }, screen: { width: 1280, height: 900 }, isMobile: false, hasTouch: false }

const WORDS = {
  nl: { title: 'Recent bekeken', clear: 'Wis deze lijst' },
  fr: { title: 'Vus récemment', clear: 'Effacer cette liste' },
  en: { title: 'Recently viewed', clear: 'Clear this list' },
} as const

/** Two listings on offer (the first ones by id), by their public path in `locale`. */
async function twoListings(request: APIRequestContext, locale: keyof typeof WORDS) {
  const response = await request.get(
    '/api/properties?where[status][equals]=for-sale&where[published][equals]=true&limit=2&depth=0&sort=externalId&select[externalId]=true&select[title]=true',
  )
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Array<{ externalId: number }> }
  expect(docs).toHaveLength(2)
  return Promise.all(
    docs.map(async (doc) => {
      const nl = await finalPath(request, `/property/${doc.externalId}/`)
      return { externalId: doc.externalId, path: locale === 'nl' ? nl : await alternatePath(request, nl, locale) }
    }),
  )
}

for (const [device, locale] of [
  ['phone', 'fr'],
  ['phone', 'en'],
  ['desktop', 'nl'],
] as const) {
  test.describe(`recently viewed on a ${device} (${locale})`, () => {
    if (device === 'desktop') test.use(DESKTOP)

    test('lists the listings opened, newest first, across pages, and clears them', async ({ page, request }) => {
      test.setTimeout(90_000)
      const words = WORDS[locale]
      await acceptCookies(page)
      const [first, second] = await twoListings(request, locale)
      const strip = page.getByRole('region', { name: words.title })
      const links = strip.locator('li a')

      await page.goto(first.path)
      await expect(page.locator('h1')).toBeVisible()
      // The page notes the visit in this browser once its strip's code runs (on a busy machine, after the network is
      // quiet): the next page can only show it after that.
      const recorded = () =>
        page.evaluate(() => JSON.parse(localStorage.getItem('kv-recent') ?? '{}').entries?.map((e: { id: number }) => e.id))
      await expect.poll(recorded, { timeout: 20_000 }).toEqual([first.externalId])
      // The first page opened has nothing else to show.
      await expect(strip).toHaveCount(0)

      await page.goto(second.path)
      await expect(links).toHaveCount(1, { timeout: 20_000 })
      await expect(links.first()).toHaveAttribute('href', first.path)

      // The list page: both, the last opened first.
      const list = locale === 'nl' ? '/nl/te-koop/' : await alternatePath(request, '/nl/te-koop/', locale)
      await page.goto(list)
      await expect(links).toHaveCount(2, { timeout: 20_000 })
      await expect(links.nth(0)).toHaveAttribute('href', second.path)
      await expect(links.nth(1)).toHaveAttribute('href', first.path)
      await expectUsableLayout(page, { width: page.viewportSize()!.width, control: links.first(), label: `recently viewed (${device})` })

      // Back on the first listing: the other one only.
      await links.nth(1).click()
      await expect(page).toHaveURL(new RegExp(`${first.path}$`))
      await expect(links).toHaveCount(1, { timeout: 20_000 })
      await expect(links.first()).toHaveAttribute('href', second.path)

      // Kept in this browser only: a new browser has no strip; "clear" empties this one for good.
      await strip.getByRole('button', { name: words.clear }).click()
      await expect(strip).toHaveCount(0)
      await page.goto(list)
      await page.waitForLoadState('networkidle')
      await expect(strip).toHaveCount(0)
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('kv-recent') ?? '{}').entries)).toEqual([])
    })
  })
}
