import { BAR_TEXTS, listingPages } from './helpers/contactBar'
import { alternatePath, finalPath } from './helpers/layout'
import { fetchServerHtml } from './helpers/serverHtml'
import { expect, test } from './helpers/visitorTest'

/**
 * Issue 37 on a desktop (1280 px), in Dutch and French: the forms stay beside the content and no contact bar
 * shows (point 1); a rental's first block holds its rent facts and its similar listings are of its own kind
 * (point 4); amounts stay whole and the back-to-top button never lies over text (point 9).
 */

test('on a desktop the forms stay beside the content and the contact bar is not shown', async ({ page, request }) => {
  test.setTimeout(240_000)
  for (const { kind, paths } of await listingPages(request)) {
    for (const language of ['nl', 'fr'] as const) {
      const label = `${kind} ${paths[language]}`
      await page.goto(paths[language])
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.getByTestId('contact-bar'), label).toBeHidden()
      if (kind === 'project') {
        await expect(page.locator('.project-contact form'), label).toBeVisible()
        continue
      }
      const main = (await page.locator('.property-main').boundingBox())!
      const aside = (await page.locator('.property-aside').boundingBox())!
      expect(aside.x, `${label}: forms beside the content`).toBeGreaterThanOrEqual(main.x + main.width)
      // Its buttons open the forms in place, as before: no sheet.
      await page.locator('.property-actions').getByRole('button', { name: BAR_TEXTS[language].visitHeading }).click()
      await expect(page.locator('#property-form-panel form'), label).toBeVisible()
      await expect(page.getByRole('dialog'), label).toHaveCount(0)
    }
  }
})

type Listing = { externalId: number; goal: string; type: number | null }
async function listings(request: import('@playwright/test').APIRequestContext, query: string): Promise<Listing[]> {
  const response = await request.get(`/api/properties?depth=0&limit=100&sort=externalId&${query}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Listing[] }).docs
}

test('a rental opens with its rent facts: rent, charges, deposit, availability and conditions (issue 37 point 4)', async ({ request }) => {
  const [rental] = await listings(request, 'where[goal][equals]=rent&where[status][equals]=for-rent&where[chargesRenter][greater_than]=0')
  const nl = await finalPath(request, `/property/${rental.externalId}/`)
  const labels = {
    nl: ['Huurprijs per maand', 'Kosten huurder per maand', 'Huurwaarborg', 'Beschikbaarheid'],
    fr: ['Loyer mensuel', 'Charges locataire par mois', 'Garantie locative', 'Disponibilité'],
  }
  for (const [language, path] of [
    ['nl', nl],
    ['fr', await alternatePath(request, nl, 'fr')],
  ] as const) {
    const { document } = await fetchServerHtml(request, path)
    const first = document.querySelector('.property-main > section, .property-main > div')!
    expect(
      first.classList.contains('facts-rent'),
      `${path}: the first block is the rent facts (found ${first.getAttribute('class')})`,
    ).toBe(true)
    const terms = first.querySelectorAll('dt').map((dt) => dt.text.trim())
    for (const label of labels[language]) expect(terms, path).toContain(label)
    // Said once: not again further down.
    expect(
      document.querySelectorAll('.facts dt').filter((dt) => dt.text.trim() === labels[language][3]),
      path,
    ).toHaveLength(1)
  }
})

test('"similar" listings under a rental are of its own kind: rentals of the same type, never garages under a house (issue 37 point 4)', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const rentals = await listings(request, 'where[goal][equals]=rent&where[status][equals]=for-rent')
  const byId = new Map<number, Listing>()
  let checked = 0
  // Every type the rentals have, a few of each.
  const perType = new Map<number | null, number>()
  for (const rental of rentals) {
    if ((perType.get(rental.type) ?? 0) >= 3) continue
    perType.set(rental.type, (perType.get(rental.type) ?? 0) + 1)
    const path = await finalPath(request, `/property/${rental.externalId}/`)
    const { document } = await fetchServerHtml(request, path)
    const ids = document
      .querySelectorAll('.similar a[href]')
      .map((a) => Number(a.getAttribute('href')!.match(/\/(\d+)\/$/)?.[1]))
      .filter((id) => Number.isFinite(id) && id !== rental.externalId)
    for (const id of new Set(ids)) {
      if (!byId.has(id)) byId.set(id, (await listings(request, `where[externalId][equals]=${id}`))[0])
      const similar = byId.get(id)!
      expect(similar, `${path}: similar ${id}`).toBeTruthy()
      expect(similar.goal, `${path}: similar ${id} for rent`).toBe('rent')
      expect(similar.type, `${path}: similar ${id} of type ${rental.type}`).toBe(rental.type)
      checked++
    }
  }
  expect(perType.size, 'rental types looked at').toBeGreaterThan(2)
  expect(checked, 'similar listings checked').toBeGreaterThan(5)
})

test('amounts and phone numbers stay whole on one line (issue 37 point 9)', async ({ request }) => {
  test.setTimeout(120_000)
  const pages = await listingPages(request)
  for (const { kind, paths } of pages) {
    for (const path of Object.values(paths)) {
      const { document } = await fetchServerHtml(request, path)
      const html = document.querySelector('main')!.text
      expect(html, `${kind} ${path}: an amount with a breaking space`).not.toMatch(/€ \d/)
      expect(html, `${kind} ${path}: an amount`).toMatch(/€\u00a0\d/)
      for (const tel of document.querySelectorAll('main a[href^="tel:"]')) expect(tel.text, path).not.toMatch(/\d \d/)
    }
  }
})

test('the back-to-top button never lies over text while the page scrolls (issue 37 point 9)', async ({ page, request }) => {
  test.setTimeout(180_000)
  const rental = (await listingPages(request)).find((entry) => entry.kind === 'rental')!
  await page.goto(rental.paths.nl)
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  let shown = 0
  for (let y = 100; y < height; y += 150) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    // The scroll handler runs at most every 100 ms.
    await page.waitForTimeout(250)
    const found = await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('.back-to-top')!
      const style = getComputedStyle(button)
      if (style.visibility === 'hidden' || Number(style.opacity) === 0 || button.dataset.overContent === 'true')
        return { drawn: false, under: [] }
      const box = button.getBoundingClientRect()
      const under: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || button.contains(node)) continue
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          if (!(rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom)) continue
          // Drawn there, not behind something else (the steady header): the page's topmost element at the
          // middle of the shared area, the button aside, holds the text.
          const x = (Math.max(rect.left, box.left) + Math.min(rect.right, box.right)) / 2
          const y = (Math.max(rect.top, box.top) + Math.min(rect.bottom, box.bottom)) / 2
          const top = document.elementsFromPoint(x, y).find((element) => element !== button && !button.contains(element))
          if (top && top.contains(node)) under.push(node.textContent.trim())
        }
      }
      return { drawn: true, under }
    })
    if (found.drawn) shown++
    expect(found.under, `text under the back-to-top button at ${y}`).toEqual([])
  }
  // It did show where nothing was under it.
  expect(shown).toBeGreaterThan(0)
})
