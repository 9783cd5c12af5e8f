import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { contentShiftWhileHeaderGrowsBack, expectFocusClearOfHeader, expectUsableLayout, finalPath } from './helpers/layout'
import { expectScriptsAfterPaint, holdChunksUntilReleased } from './helpers/islands'
import { acceptCookies } from './helpers/site'

/** Issue 12 on tablets and desktops, the steady header, and the small defects of issue 19 (items 3, 5, 6, 8). */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

type Unit = { externalId: number; floors?: number | null }
async function apiDocs<T>(request: APIRequestContext, collection: string, query: string): Promise<T[]> {
  const response = await request.get(`/api/${collection}?depth=0&locale=nl&${query}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: T[] }).docs
}

test('at 1024 px a detail page, a list and a project fit the window with their main control reachable', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1024, height: 768 })
  const [sale] = await apiDocs<{ externalId: number }>(
    request,
    'properties',
    'where[goal][equals]=sale&where[status][equals]=for-sale&where[marquee][not_equals]=15&where[project][exists]=false&limit=1&sort=externalId',
  )
  const [project] = await apiDocs<{ externalId: number }>(request, 'projects', 'limit=1&sort=externalId')
  const pages: Array<[string, string]> = [
    [await finalPath(request, `/property/${sale.externalId}/`), '.gallery-next'],
    ['/nl/te-koop/', 'main .property-card h3 a'],
    [await finalPath(request, `/project/${project.externalId}/`), '.gallery-next'],
  ]
  for (const [path, control] of pages) {
    await page.goto(path)
    await expectUsableLayout(page, {
      width: 1024,
      label: path,
      control: page.locator(control).first(),
      axeExclude: ['.leaflet-marker-pane'],
    })
  }
})

/** Counts the header's state changes (attribute data-scrolled) while the window scrolls slowly from `from` to `to`. */
async function stateChangesWhileScrolling(page: Page, from: number, to: number): Promise<number> {
  return page.evaluate(
    async ({ from, to }) => {
      const header = document.querySelector('header.site-header')!
      let changes = 0
      const observer = new MutationObserver((records) => (changes += records.filter((r) => r.attributeName === 'data-scrolled').length))
      observer.observe(header, { attributes: true, attributeFilter: ['data-scrolled'] })
      const step = from < to ? 2 : -2
      for (let y = from; step > 0 ? y <= to : y >= to; y += step) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise((resolve) => setTimeout(resolve, 40))
      }
      // The throttled handler's last call, and any layout reaction to it.
      await new Promise((resolve) => setTimeout(resolve, 600))
      observer.disconnect()
      return changes
    },
    { from, to },
  )
}

test('the header changes state once per crossing of the threshold, on home and on a detail page', async ({ page, request }) => {
  test.setTimeout(120_000)
  const [sale] = await apiDocs<{ externalId: number }>(
    request,
    'properties',
    'where[goal][equals]=sale&where[status][equals]=for-sale&where[marquee][not_equals]=15&limit=1&sort=externalId',
  )
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of ['/nl/', `/property/${sale.externalId}/`]) {
      await page.goto(path)
      const header = page.locator('header.site-header')
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      // Hydrated: the scroll handler is listening once the back-to-top button reacts to scrolling.
      await page.evaluate(() => window.scrollTo(0, 300))
      await expect(page.locator('.back-to-top')).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(header).toHaveAttribute('data-scrolled', 'false')

      const top = await header.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
      const contentTop = await page.locator('main').evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
      expect(await stateChangesWhileScrolling(page, 0, 60), `${path} at ${width} px, down`).toBe(1)
      await expect(header).toHaveAttribute('data-scrolled', 'true')
      // Nothing below the header moved when it became compact (sub-pixel rounding aside: within half a pixel).
      expect(await page.locator('main').evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBeCloseTo(
        contentTop,
        0,
      )
      expect(await stateChangesWhileScrolling(page, 60, 0), `${path} at ${width} px, up`).toBe(1)
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      expect(await header.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBeCloseTo(top, 0)

      expect(
        await contentShiftWhileHeaderGrowsBack(page, contentTop),
        `${path} at ${width} px, content while the header grows back`,
      ).toBeLessThan(0.5)
    }
  }
})

test('on home the logo waits at the top and the small logo shows after 30 px', async ({ page }) => {
  await page.goto('/nl/')
  const header = page.locator('header.site-header')
  await expect(header).toHaveAttribute('data-logo', 'hidden')
  await expect(page.locator('.logo-large')).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect(page.locator('.back-to-top')).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 40))
  await expect(header).toHaveAttribute('data-logo', 'small')
  const small = page.locator('.logo-small')
  await expect(small).toBeVisible()
  const box = (await small.boundingBox())!
  expect(box.width).toBeGreaterThan(0)
  // Visible in the window, not hidden behind anything.
  expect(
    await small.evaluate((img) => {
      const r = img.getBoundingClientRect()
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      return hit === img || img.parentElement!.contains(hit)
    }),
  ).toBe(true)
})

test("on a desktop the home page's framework scripts are fetched only after its first paint, and it hydrates with nobody acting (issue 38)", async ({
  page,
}) => {
  await expectScriptsAfterPaint(page, '/nl/')
})

test("a submenu toggle clicked before the page had hydrated opens its submenu once the page's code arrives", async ({ page }) => {
  const release = await holdChunksUntilReleased(page)
  await page.goto('/nl/te-koop/', { waitUntil: 'domcontentloaded' })
  const toggle = page.locator('.main-nav .has-children .submenu-toggle').first()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  release()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 })
})

test('at 1280 and 1366 px the header logo keeps its design width beside a menu with a submenu', async ({ page }) => {
  for (const width of [1280, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/nl/te-koop/')
    // The seed's "Over ons" has a child (the external audit link), so MainNav renders its submenu toggle.
    await expect(page.locator('.main-nav .has-children .submenu-toggle').first()).toBeVisible()
    const logo = await page.locator('.logo-large').evaluate((img: HTMLImageElement) => {
      const r = img.getBoundingClientRect()
      return { width: r.width, height: r.height, design: (r.height * img.naturalWidth) / img.naturalHeight, right: r.right }
    })
    expect(logo.width, `logo width at ${width} px`).toBeCloseTo(logo.design, 0)
    const navLeft = await page
      .locator('.main-nav .nav-list > li')
      .first()
      .evaluate((li) => li.getBoundingClientRect().left)
    expect(logo.right, `logo and menu overlap at ${width} px`).toBeLessThanOrEqual(navLeft)
    // The seeded menu (with its submenu and the login entry) stays on one line beside the logo.
    const rows = await page
      .locator('.main-nav .nav-list > li')
      .evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size)
    expect(rows, `menu rows at ${width} px`).toBe(1)
    const languages = await page.locator('.languages').evaluate((ul) => ul.getBoundingClientRect().right)
    expect(languages).toBeLessThanOrEqual(width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
})

test('a button reached with Shift+Tab from the footer is not under the steady header', async ({ page }) => {
  // At the end of the English home page the contact form's button sits under the compact header; going
  // back to it with the keyboard must bring it out (WCAG 2.2 2.4.11).
  await page.goto('/en/')
  const start = page.locator('footer a').first()
  await expectFocusClearOfHeader(page, start, page.locator('form#contact-small button[type="submit"]'), '/en/ contact form')
})

test('a footer text keeps its lines: the address, then the phone number', async ({ page }) => {
  await page.goto('/nl/')
  const intro = page.locator('.site-footer .footer-intro', { hasText: 'Markt 18' })
  await expect(intro).toBeVisible()
  expect(await intro.evaluate((p: HTMLElement) => p.innerText)).toBe('Markt 18, 2400 Mol\n014 31 22 40')
})

test('the login forms show one current message at a time', async ({ page }) => {
  for (const path of ['/nl/login/', '/nl/account/']) {
    await page.goto(path)
    const form = page.locator('main form[aria-labelledby="owner-login-title"]')
    const submit = form.locator('button[type="submit"]')
    await expect(submit).toBeEnabled()
    // An unknown address: refused without locking a real account.
    await form.locator('#login-email').fill('niemand-layout@example.be')
    await form.locator('#login-password').fill('Verkeerd-2026!')
    await submit.click()
    const message = form.locator('.form-message-error')
    await expect(message).toHaveText('Het e-mailadres en/of wachtwoord is niet correct')
    // A second try the fields refuse: its own message only.
    await form.locator('#login-email').fill('geen-adres')
    await submit.click()
    await expect(form.locator('#login-email-error')).toBeVisible()
    await expect(message).toHaveCount(0)
    // A third, refused by the server again: one message.
    await form.locator('#login-email').fill('niemand-layout@example.be')
    await submit.click()
    await expect(message).toHaveCount(1)
    await expect(form.locator('.form-error, .form-message-error')).toHaveCount(1)
  }
})

test("the project price list shows each unit's floor from the data", async ({ page, request }) => {
  const projects = await apiDocs<{ id: number; externalId: number }>(request, 'projects', 'limit=100&sort=externalId')
  for (const project of projects) {
    const units = await apiDocs<Unit>(request, 'properties', `where[project][equals]=${project.id}&limit=100&sort=externalId`)
    if (!units.some((unit) => typeof unit.floors === 'number')) continue
    await page.goto(`/project/${project.externalId}/`)
    const table = page.locator('.price-list table')
    await expect(table.getByRole('columnheader', { name: 'Verdieping' })).toHaveCount(1)
    // Each row links to its unit (…/{id}/): the row's floor is that unit's.
    const shown = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => ({
        id: Number(row.querySelector('a')!.getAttribute('href')!.split('/').filter(Boolean).at(-1)),
        floor: row.querySelector('td[data-label="Verdieping"]')!.textContent,
      })),
    )
    expect(shown).toHaveLength(units.length)
    const floorOf = new Map(units.map((unit) => [unit.externalId, typeof unit.floors === 'number' ? String(unit.floors) : '–']))
    for (const row of shown) expect(row.floor, `unit ${row.id}`).toBe(floorOf.get(row.id))
    return
  }
  throw new Error('no project has a unit with a floor (seed)')
})
