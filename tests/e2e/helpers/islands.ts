import { expect, type Locator, type Page } from '@playwright/test'

/**
 * A sign that a person is on the page (src/site/visitorPresent.ts): the pointer moves and a key is
 * touched, as happens before a visitor reaches for a control. The forms, the list screen and the search
 * box load their code only after one (`wake: 'visitor'` in src/site/deferredIsland.tsx).
 */
export async function showVisitor(page: Page): Promise<void> {
  await page.mouse.move(3, 3)
  await page.mouse.move(6, 6)
  await page.keyboard.press('Shift')
}

/**
 * Forms, sliders, the gallery and the list screen are islands (src/site/deferredIsland.tsx): their code
 * loads when the visitor comes near them. A test goes there as the visitor does, then waits until the
 * live component is in place.
 */
export async function liveForm(form: Locator, timeout = 20_000): Promise<Locator> {
  // The live form replaces the server's markup the moment it comes near: a scroll caught in between
  // meets a detached element and goes again.
  await expect(async () => {
    await showVisitor(form.page())
    await form.scrollIntoViewIfNeeded({ timeout: 2_000 })
    await expect(form).toHaveAttribute('data-ready', 'true', { timeout: 2_000 })
  }).toPass({ timeout })
  return form
}

/** A slow connection: every chunk of the page's code arrives `ms` late, so the visitor acts before the islands are live. */
export async function holdChunks(page: Page, ms = 1_500): Promise<void> {
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

/**
 * Every script chunk of the page waits until the returned function is called: meanwhile only the server HTML and
 * its inline scripts run, as for a visitor whose scripts are still arriving.
 */
export async function holdChunksUntilReleased(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * The island `name` is hydrated and waits for the visitor (src/site/deferredIsland.tsx): a press from now
 * on is held for the live component (before it, the inline script of src/site/earlyPress.ts holds it).
 */
export async function islandWaiting(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-island="${name}"][data-waiting]`).first()).toBeAttached({ timeout: 20_000 })
}

/**
 * Waits until the page has hydrated (src/site/SiteLive.tsx marks it), after its first paint
 * (src/lib/scriptsAfterPaint.ts): from then on the page's own code takes presses and the App Router takes
 * navigations. `window.next.router` exists earlier, from the moment Next's code is evaluated, and a push
 * made before the router mounted was lost.
 */
export async function siteLive(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __siteLive?: boolean }).__siteLive === true, undefined, {
    timeout: 20_000,
  })
}

/**
 * Issue 38.2: a language page's framework scripts are fetched after its first contentful paint and its load
 * (src/lib/scriptsAfterPaint.ts), and the page hydrates with nobody acting. Before, they were fetched while the
 * HTML was parsed, long before either.
 */
export async function expectScriptsAfterPaint(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await siteLive(page)
  const timing = await page.evaluate(() => {
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/[^?]+\.js(?:\?|$)/.test(entry.name))
      .map((entry) => entry.startTime)
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      load: navigation.loadEventEnd,
      firstChunk: Math.min(...chunks),
      chunks: chunks.length,
    }
  })
  expect(timing.chunks).toBeGreaterThan(3)
  expect(timing.firstChunk).toBeGreaterThan(timing.firstPaint!)
  expect(timing.firstChunk).toBeGreaterThanOrEqual(timing.load)
}
