import { expect, test, type APIRequestContext } from '@playwright/test'

import { alternatePath, expectUsableLayout, finalPath } from './helpers/layout'
import { acceptCookies } from './helpers/site'

/**
 * Issue 37.9: a listing without a French (or English) title shows its Dutch one on /fr/ (/en/), marked
 * `lang="nl"` with a visible note in the reader's language, on its detail page and its card; a listing
 * with a title of its own has neither.
 */

type Row = { externalId: number; zip: string; surfaceLiving?: number | null; title: Partial<Record<'nl' | 'fr' | 'en', string | null>> }

async function listings(request: APIRequestContext): Promise<Row[]> {
  const response = await request.get(
    '/api/properties?locale=all&depth=0&limit=100&sort=externalId&where[status][equals]=for-sale&where[published][equals]=true&select[externalId]=true&select[title]=true&select[zip]=true&select[surfaceLiving]=true',
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Row[] }).docs
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

test('a Dutch-only title on /fr/ and /en/ is marked as Dutch, on the detail page and its card', async ({ page, request }) => {
  const rows = await listings(request)
  const dutchOnly = rows.find((row) => row.title.nl && !row.title.fr && !row.title.en)
  expect(dutchOnly, 'a seeded listing with only a Dutch title').toBeTruthy()
  const nlPath = await finalPath(request, `/property/${dutchOnly!.externalId}/`)

  for (const [language, note] of [
    ['fr', 'Ce bien n’est pas encore traduit : le texte est en néerlandais.'],
    ['en', 'This property is not translated yet: its text is in Dutch.'],
  ] as const) {
    await page.goto(await alternatePath(request, nlPath, language))
    const h1 = page.locator('h1')
    await expect(h1).toHaveText(dutchOnly!.title.nl!)
    await expect(h1).toHaveAttribute('lang', 'nl')
    await expect(page.getByTestId('untranslated')).toHaveText(note)
    await expectUsableLayout(page, { width: page.viewportSize()!.width, label: `untranslated title (${language})` })
  }
  // In Dutch nothing is marked.
  await page.goto(nlPath)
  await expect(page.locator('h1')).not.toHaveAttribute('lang', /.+/)
  await expect(page.getByTestId('untranslated')).toHaveCount(0)
})

test('cards on the French list mark the Dutch titles, and only those', async ({ page, request }) => {
  const rows = await listings(request)
  const dutchOnly = rows.find((row) => row.title.nl && !row.title.fr && row.surfaceLiving)!
  const list = await alternatePath(request, '/nl/te-koop/', 'fr')
  // The listing's town and exact living area: a list short enough to hold its card on the first page.
  await page.goto(`${list}?city=${dutchOnly.zip}&area=${dutchOnly.surfaceLiving}-${dutchOnly.surfaceLiving}`)
  const cards = page.locator('.property-card')
  const card = cards.filter({ has: page.locator(`h3 a[href$="/${dutchOnly.externalId}/"]`) })
  await expect(card).toHaveCount(1)
  await expect(card.locator('h3 a')).toHaveAttribute('lang', 'nl')
  await expect(card.locator('h3 .lang-note')).toHaveText('(en néerlandais)')
  // Each marked title has its note beside it; titles in French have neither.
  const count = await cards.count()
  for (let i = 0; i < count; i++) {
    const other = cards.nth(i)
    const isDutch = (await other.locator('h3 a[lang="nl"]').count()) > 0
    await expect(other.locator('h3 .lang-note')).toHaveCount(isDutch ? 1 : 0)
  }
})
