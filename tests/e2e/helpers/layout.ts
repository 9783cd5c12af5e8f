import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { showVisitor } from './islands'
import { seriousAxeViolations, WCAG_AA } from './axe'

/**
 * The layout checks of issue 12, one helper for every page kind and width:
 * - the page does not scroll sideways: `scrollWidth` against the width the test set (with mobile
 *   emulation `innerWidth` grows to fit overflowing content, so it cannot be the reference);
 * - the page's main control is in view and on top: the WINDOW is scrolled to it (never
 *   `scrollIntoView`, which also scrolls an `overflow: hidden` ancestor and so can show a control
 *   the visitor cannot reach), then `elementFromPoint` at its centre must be the control or inside it,
 *   and it is at least 24 x 24 px (WCAG 2.2 2.5.8);
 * - axe finds no serious or critical violation (in `axeInclude` only, when a test is about one part of
 *   a page scrolled to where other parts sit under the steady header: axe counts a target it covers
 *   as too small, at that scroll).
 */
export async function expectUsableLayout(
  page: Page,
  {
    width,
    control,
    label,
    axeInclude,
    axeExclude = [],
  }: { width: number; control?: Locator; label: string; axeInclude?: string; axeExclude?: string[] },
): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `${label}: page width at ${width} px`).toBeLessThanOrEqual(width)
  if (control) await expectReachable(control, label)
  const serious = await seriousAxeViolations(page, {
    tags: WCAG_AA,
    include: axeInclude ? [axeInclude] : undefined,
    exclude: axeExclude,
  })
  expect(serious, `${label}: axe`).toEqual([])
}

/** Every island (src/site/deferredIsland.tsx) in or near the window is live; names the ones that are not. */
export async function waitForIslandsInView(page: Page): Promise<void> {
  await showVisitor(page)
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-island]:not([data-live])')]
            .filter((island) =>
              [...island.children].some((child) => {
                const rect = child.getBoundingClientRect()
                // A box that is not drawn (hidden, display: none) is not near anything.
                if (rect.width === 0 && rect.height === 0) return false
                return rect.bottom > -800 && rect.top < window.innerHeight + 800
              }),
            )
            .map((island) => island.getAttribute('data-island')),
        ),
      { message: 'islands near the window that did not come alive', timeout: 20_000 },
    )
    .toEqual([])
}

/** The control is visible where the visitor can see it and a touch on its centre reaches it. */
export async function expectReachable(control: Locator, label: string): Promise<void> {
  await expect(control, `${label}: main control`).toBeVisible()
  // Islands near the control come alive once the window is there (src/site/deferredIsland.tsx): the
  // visitor's tap meets the live component, so the check waits for it as well.
  await control.evaluate((element) => {
    const box = element.getBoundingClientRect()
    window.scrollTo({ top: box.top + window.scrollY - (window.innerHeight - box.height) / 2, behavior: 'instant' })
  })
  await waitForIslandsInView(control.page())
  const found = await control.evaluate((element) => {
    const box = element.getBoundingClientRect()
    // Centre the control in the window by scrolling the window only.
    window.scrollTo({ top: box.top + window.scrollY - (window.innerHeight - box.height) / 2, behavior: 'instant' })
    const rect = element.getBoundingClientRect()
    const x = rect.left + rect.width / 2
    const y = rect.top + rect.height / 2
    const hit = document.elementFromPoint(x, y)
    return {
      inView: rect.left >= 0 && rect.right <= document.documentElement.clientWidth && rect.top >= 0 && rect.bottom <= window.innerHeight,
      onTop: hit !== null && (hit === element || element.contains(hit)),
      hit: hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : null,
      width: Math.round(rect.width),
      height: Math.round(rect.height),
    }
  })
  expect(found.inView, `${label}: main control within the window`).toBe(true)
  expect(found.onTop, `${label}: main control on top at its centre (found ${found.hit})`).toBe(true)
  expect(Math.min(found.width, found.height), `${label}: main control touch size`).toBeGreaterThanOrEqual(24)
}

/** The path of a page in another language, from the page's hreflang alternates (fetched without a browser). */
export async function alternatePath(request: APIRequestContext, path: string, language: string): Promise<string> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  const html = await response.text()
  const link = [...html.matchAll(/<link[^>]+>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes('rel="alternate"') && (tag.includes(`hrefLang="${language}"`) || tag.includes(`hreflang="${language}"`)))
  const href = link?.match(/href="([^"]+)"/)?.[1]
  expect(href, `${language} alternate of ${path}`).toBeTruthy()
  return new URL(href!, 'http://x').pathname
}

/** Where a path redirects to, followed (the legacy paths /property/{id}/ and /project/{id}/ lead to the Dutch page). */
export async function finalPath(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  return new URL(response.url()).pathname
}

/**
 * Jumps from a compact header (scrolled down) straight back to the top and samples the content's
 * position every frame while the header grows back (its 0.2 s transition): the largest distance from
 * `contentTop`, the content's place with the large header. Nothing below the header should move.
 */
export async function contentShiftWhileHeaderGrowsBack(page: Page, contentTop: number): Promise<number> {
  const header = page.locator('header.site-header')
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  const tops = await page.evaluate(async () => {
    const main = document.querySelector('main')!
    window.scrollTo({ top: 0, behavior: 'instant' })
    const seen: number[] = []
    const until = performance.now() + 600
    while (performance.now() < until) {
      seen.push(main.getBoundingClientRect().top + window.scrollY)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    return seen
  })
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  return Math.max(...tops.map((value) => Math.abs(value - contentTop)))
}

/**
 * WCAG 2.2 2.4.11 (focus not obscured): from the end of the page the visitor goes back with Shift+Tab
 * until `target` has the focus; the browser scrolls it into view, and the steady header must not cover
 * it (the site's scroll padding, site.css). Pressed from `start` (focused first), at most 20 times.
 */
export async function expectFocusClearOfHeader(page: Page, start: Locator, target: Locator, label: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await waitForIslandsInView(page)
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await start.focus()
  for (let presses = 0; presses < 20 && !(await target.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Shift+Tab')
  }
  await expect(target, `${label}: reached with Shift+Tab`).toBeFocused()
  const header = page.locator('header.site-header')
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await expect.poll(() => header.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0)
  const headerBottom = await header.evaluate((element) => element.getBoundingClientRect().bottom)
  const targetTop = await target.evaluate((element) => element.getBoundingClientRect().top)
  expect(
    targetTop,
    `${label}: the focused control's top (${targetTop} px) below the header's bottom (${headerBottom} px)`,
  ).toBeGreaterThanOrEqual(headerBottom - 1)
}
