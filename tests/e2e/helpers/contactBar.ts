import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { alternatePath, finalPath } from './layout'

/**
 * The contact bar of issue 37 point 1: the listing pages it is on (a sale, a rental, a project's unit, a
 * project) and the checks its specs share.
 */
export type PageKind = 'sale' | 'rental' | 'unit' | 'project'

export const BAR_TEXTS = {
  nl: { ask: 'Vraag', visit: 'Bezoek', about: 'Over:', visitHeading: 'Bezoek aanvragen', projectVisitHeading: 'Een bezoek plannen' },
  fr: {
    ask: 'Question',
    visit: 'Visite',
    about: 'Concerne :',
    visitHeading: 'Demander une visite',
    projectVisitHeading: 'Planifier une visite',
  },
  en: { ask: 'Ask', visit: 'Visit', about: 'About:', visitHeading: 'Ask for a visit', projectVisitHeading: 'Book a visit' },
} as const
export type Language = keyof typeof BAR_TEXTS

type Doc = { id: number; externalId: number }
async function firstDoc(request: APIRequestContext, collection: 'properties' | 'projects', query: string): Promise<Doc> {
  const response = await request.get(`/api/${collection}?depth=0&limit=1&sort=externalId&${query}`)
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Doc[] }
  expect(docs.length, `${collection}?${query}`).toBe(1)
  return docs[0]
}

/** One page of each kind, its Dutch, French and English paths. */
export async function listingPages(request: APIRequestContext): Promise<Array<{ kind: PageKind; paths: Record<Language, string> }>> {
  const docs: Array<[PageKind, string]> = [
    [
      'sale',
      `/property/${(await firstDoc(request, 'properties', 'where[goal][equals]=sale&where[status][equals]=for-sale&where[marquee][not_equals]=15&where[project][exists]=false')).externalId}/`,
    ],
    [
      'rental',
      `/property/${(await firstDoc(request, 'properties', 'where[goal][equals]=rent&where[status][equals]=for-rent')).externalId}/`,
    ],
    [
      'unit',
      `/property/${(await firstDoc(request, 'properties', 'where[project][exists]=true&where[status][equals]=for-sale')).externalId}/`,
    ],
    ['project', `/project/${(await firstDoc(request, 'projects', 'where[status][not_equals]=sold-out')).externalId}/`],
  ]
  const pages = []
  for (const [kind, legacy] of docs) {
    const nl = await finalPath(request, legacy)
    pages.push({ kind, paths: { nl, fr: await alternatePath(request, nl, 'fr'), en: await alternatePath(request, nl, 'en') } })
  }
  return pages
}

/** The bar is drawn, in the window, at its bottom, and not stepped aside. */
export async function expectBarAtHand(page: Page, label: string): Promise<void> {
  const bar = page.getByTestId('contact-bar')
  await expect(bar, label).toBeVisible()
  await expect(bar, label).toHaveAttribute('data-aside', 'false')
  // Its code runs: a tap opens a sheet (before, the links lead to the forms further down).
  await expect(bar, label).toHaveAttribute('data-live', 'true')
  // Its slide back in has ended.
  await bar.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  const box = await bar.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    return { top: rect.top, bottom: rect.bottom, innerHeight: window.innerHeight }
  })
  expect(Math.abs(box.bottom - box.innerHeight), `${label}: bar at the bottom of the window`).toBeLessThan(2)
  expect(box.top, `${label}: bar within the window`).toBeGreaterThan(0)
}

/**
 * Whether the bar, as drawn now, covers `selector`'s element: their boxes overlap while the bar is visible
 * (a bar stepped aside is transformed below the window and hidden).
 */
export async function barCovers(page: Page, field: import('@playwright/test').Locator): Promise<{ covers: boolean; detail: string }> {
  const barBox = await page.getByTestId('contact-bar').evaluate((bar) => {
    const rect = bar.getBoundingClientRect()
    const style = getComputedStyle(bar)
    return {
      top: rect.top,
      bottom: rect.bottom,
      left: rect.left,
      right: rect.right,
      shown: style.visibility !== 'hidden' && style.display !== 'none',
    }
  })
  const fieldBox = await field.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right }
  })
  const overlap =
    barBox.shown &&
    fieldBox.left < barBox.right &&
    barBox.left < fieldBox.right &&
    fieldBox.top < barBox.bottom &&
    barBox.top < fieldBox.bottom
  return { covers: overlap, detail: `bar ${JSON.stringify(barBox)} field ${JSON.stringify(fieldBox)}` }
}
