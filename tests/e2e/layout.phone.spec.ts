import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import {
  alternatePath,
  contentShiftWhileHeaderGrowsBack,
  expectFocusClearOfHeader,
  expectReachable,
  expectUsableLayout,
  finalPath,
} from './helpers/layout'
import { islandWaiting, siteLive } from './helpers/islands'
import { acceptCookies } from './helpers/site'

/**
 * Issue 12 on a phone (project `phone`: 390 x 844, touch, device scale 2): every page kind, in Dutch
 * and in French, fits the screen, shows its main control where a touch reaches it, and passes axe.
 * One page load per page kind and language.
 */

const WIDTH = 390
const LANGUAGES = ['nl', 'fr'] as const
type Language = (typeof LANGUAGES)[number]

/** The map's markers of neighbouring towns overlap at the region's zoom (WCAG 2.5.8's "equivalent" exception: the list beside it). */
const MAP_MARKERS = ['.leaflet-marker-pane']

type Doc = { id: number; externalId: number }
async function firstDoc(request: APIRequestContext, collection: 'properties' | 'projects', query: string): Promise<Doc> {
  const response = await request.get(`/api/${collection}?depth=0&limit=1&sort=externalId&${query}`)
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Doc[] }
  expect(docs.length, `${collection}?${query}`).toBe(1)
  return docs[0]
}

/** The Dutch path and its French alternate. */
async function pathsOf(request: APIRequestContext, dutchPath: string): Promise<Record<Language, string>> {
  return { nl: dutchPath, fr: await alternatePath(request, dutchPath, 'fr') }
}

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(400)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

test.describe('with the cookie choice made', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page)
  })

  test('home: the banner search box is whole and its search button reachable', async ({ page }) => {
    for (const language of LANGUAGES) {
      await open(page, `/${language}/`)
      await expectUsableLayout(page, {
        width: WIDTH,
        label: `home ${language}`,
        control: page.locator('.banner').locator('button[type="submit"]'),
      })
    }
  })

  test('the lists: for sale, for rent, projects and the blog', async ({ page, request }) => {
    // One page load, and one axe run, per page kind and language.
    test.setTimeout(240_000)
    for (const dutch of ['/nl/te-koop/', '/nl/te-huur/', '/nl/projecten/', '/nl/blog/']) {
      const paths = await pathsOf(request, dutch)
      for (const language of LANGUAGES) {
        await open(page, paths[language])
        // The list screens are being rebuilt (results first); their first result's link is the main control for now.
        const first = dutch.includes('blog')
          ? page.locator('main .item-card a, main .item-row a').first()
          : page.locator('main .property-card h3 a').first()
        await expectUsableLayout(page, { width: WIDTH, label: `list ${paths[language]}`, control: first, axeExclude: MAP_MARKERS })
      }
    }
  })

  test('detail pages: a sale with photos, a rental, a project unit (gallery arrow) and a listing without photos', async ({
    page,
    request,
  }) => {
    // One page load, and one axe run, per page kind and language.
    test.setTimeout(240_000)
    const listings = {
      sale: await firstDoc(
        request,
        'properties',
        'where[goal][equals]=sale&where[status][equals]=for-sale&where[marquee][not_equals]=15&where[project][exists]=false',
      ),
      rental: await firstDoc(
        request,
        'properties',
        'where[goal][equals]=rent&where[status][equals]=for-rent&where[marquee][not_equals]=15',
      ),
      unit: await firstDoc(
        request,
        'properties',
        'where[project][exists]=true&where[status][equals]=for-sale&where[marquee][not_equals]=15',
      ),
      // Marquee 15 "coming soon" listings have no photos (seed).
      withoutPhotos: await firstDoc(request, 'properties', 'where[marquee][equals]=15&where[status][equals]=for-sale'),
    }
    for (const [kind, listing] of Object.entries(listings)) {
      const paths = await pathsOf(request, await finalPath(request, `/property/${listing.externalId}/`))
      for (const language of LANGUAGES) {
        await open(page, paths[language])
        const control = kind === 'withoutPhotos' ? page.locator('.property-actions button').first() : page.locator('.gallery-next')
        await expectUsableLayout(page, { width: WIDTH, label: `${kind} ${paths[language]}`, control, axeExclude: MAP_MARKERS })
      }
    }
  })

  test('the gallery swipes on a touch screen: the first swipe wakes its code and still moves it, the next ones it follows', async ({
    page,
    request,
  }) => {
    const listing = await firstDoc(
      request,
      'properties',
      'where[goal][equals]=sale&where[status][equals]=for-sale&where[marquee][not_equals]=15',
    )
    await page.goto(`/property/${listing.externalId}/`)
    const count = page.locator('.gallery-count')
    await expect(count).toContainText(/^Foto 1 van/)
    // Nobody has touched the page: the gallery waits for a person, its code not loaded (issue 38.2).
    await siteLive(page)
    await islandWaiting(page, 'gallery')
    await expect(page.locator('.gallery')).not.toHaveAttribute('data-ready')

    const slider = page.locator('.gallery-main .keen-slider')
    const box = (await slider.boundingBox())!
    const y = box.y + box.height / 2
    const session = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      session.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
    // keen-slider spends a drag's first move on telling a swipe from a scroll and only moves from the
    // second one: the moves below travel 65 % of the width after that first one. (From 0.8 to 0.2 the
    // photo travelled exactly half its width, and the snap at release then followed the finger's speed,
    // which a busy machine spread out: it went back to photo 1 about once in 30 runs under load.) The
    // touch starts left of the "next" arrow, which lies over the photo's right edge.
    const swipeLeft = async () => {
      await touch('touchStart', box.x + box.width * 0.75)
      for (const share of [0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.05]) await touch('touchMove', box.x + box.width * share)
      await touch('touchEnd', box.x + box.width * 0.05)
    }
    // The first swipe is held as a press of "next" while the code loads (src/site/earlyPress.ts).
    await swipeLeft()
    await expect(page.locator('.gallery')).toHaveAttribute('data-ready', 'true')
    await expect(count).toContainText(/^Foto 2 van/)
    // Live, the slider follows the finger itself.
    await swipeLeft()
    await expect(count).toContainText(/^Foto 3 van/)
  })

  test('a project with its units: the price list becomes stacked rows', async ({ page, request }) => {
    const project = await firstDoc(request, 'projects', '')
    const paths = await pathsOf(request, await finalPath(request, `/project/${project.externalId}/`))
    for (const language of LANGUAGES) {
      await open(page, paths[language])
      await expectUsableLayout(page, { width: WIDTH, label: `project ${paths[language]}`, control: page.locator('.gallery-next') })
      // Each unit is a block of label + value lines; its link is reachable.
      const firstRow = page.locator('.price-list tbody tr').first()
      await expect(firstRow).toHaveCSS('display', 'block')
      await expect(firstRow.locator('td[data-label]').first()).toHaveCSS('display', 'flex')
      await expectReachable(firstRow.getByRole('link'), `project unit link ${language}`)
    }
  })

  test('content pages: an article, contact, valuation, testimonials and the 404 page', async ({ page, request }) => {
    // One page load, and one axe run, per page kind and language.
    test.setTimeout(240_000)
    const blog = await (await request.get('/nl/blog/')).text()
    const article = blog.match(/href="(\/nl\/blog\/(?!\d+\/)[a-z0-9-]+\/)"/)?.[1]
    expect(article).toBeTruthy()
    const pages: Array<[string, string]> = [
      [article!, 'main h1'],
      ['/nl/contact/', 'main form button[type="submit"]'],
      ['/nl/gratis-schatting/', 'main form button[type="submit"]'],
      ['/nl/getuigenissen/', 'main form#testimonial button[type="submit"]'],
    ]
    for (const [dutch, control] of pages) {
      const paths = await pathsOf(request, dutch)
      for (const language of LANGUAGES) {
        await open(page, paths[language])
        await expectUsableLayout(page, { width: WIDTH, label: paths[language], control: page.locator(control).first() })
      }
    }
    for (const language of LANGUAGES) {
      const response = await page.goto(`/${language}/bestaat-niet-${language}/`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectUsableLayout(page, { width: WIDTH, label: `404 ${language}`, control: page.locator('main .search-inline button') })
    }
  })

  test('the demand register, every step', async ({ page, request }) => {
    // One page load, and one axe run, per page kind and language.
    test.setTimeout(240_000)
    const paths = await pathsOf(request, '/nl/ik-zoek/')
    for (const language of LANGUAGES) {
      await open(page, paths[language])
      const form = page.locator('form#demand')
      const step = form.locator('.form-step:not([hidden])')
      const next = form.locator('.step-actions button').last()
      await expectUsableLayout(page, { width: WIDTH, label: `demand step 1 ${language}`, control: next })
      await step.locator('input[type="radio"]').first().check()
      await step.locator('input[type="checkbox"]').first().check()
      await next.click()
      await expect(form.getByText(/2\s*\/\s*4|2 (van|sur|of) 4/)).toBeVisible()
      await expectUsableLayout(page, { width: WIDTH, label: `demand step 2 ${language}`, control: next, axeExclude: MAP_MARKERS })
      await step.locator('.zone-options input[type="checkbox"]').first().check()
      await next.click()
      await expect(form.getByText(/3 (van|sur|of) 4/)).toBeVisible()
      await expectUsableLayout(page, { width: WIDTH, label: `demand step 3 ${language}`, control: next })
      await next.click()
      await expect(form.getByText(/4 (van|sur|of) 4/)).toBeVisible()
      await expectUsableLayout(page, { width: WIDTH, label: `demand step 4 ${language}`, control: form.locator('button[type="submit"]') })
    }
  })

  test('login, the owner portal and the demand account', async ({ page, request }) => {
    // One page load, and one axe run, per page kind and language.
    test.setTimeout(240_000)
    for (const language of LANGUAGES) {
      const login = await alternatePath(request, '/nl/login/', language)
      await open(page, login)
      const submit = page.locator('main form[aria-labelledby="owner-login-title"] button[type="submit"]')
      await expectUsableLayout(page, { width: WIDTH, label: `login ${language}`, control: submit })
      await page.locator('#login-email').fill('owner1@example.be')
      await page.locator('#login-password').fill('Eigenaar-2026!')
      await expect(submit).toBeEnabled()
      await submit.click()
      await expect(page.locator('#portal-property')).toBeEnabled({ timeout: 20_000 })
      await expectUsableLayout(page, { width: WIDTH, label: `portal ${language}`, control: page.locator('#portal-property') })
      await page.context().clearCookies()

      await open(page, `/${language}/account/`)
      await expectUsableLayout(page, {
        width: WIDTH,
        label: `demand account ${language}`,
        control: page.locator('main form[aria-labelledby="owner-login-title"] button[type="submit"]'),
      })
    }
  })
})

test('a button reached with Shift+Tab (a keyboard on the phone) is not under the steady header', async ({ page }) => {
  await acceptCookies(page)
  await page.goto('/en/')
  const start = page.locator('footer a').first()
  await expectFocusClearOfHeader(page, start, page.locator('form#contact-small button[type="submit"]'), '/en/ contact form')
})

test('the cookie dialog and the popup fit the phone', async ({ page }) => {
  test.setTimeout(180_000)
  for (const language of LANGUAGES) {
    await page.goto(`/${language}/`)
    const dialog = page.locator('.consent-dialog')
    await expect(dialog).toBeVisible()
    await expectUsableLayout(page, { width: WIDTH, label: `cookie dialog ${language}`, control: dialog.locator('button').last() })
  }
  // The popup shows 8 s after the page opened (seed), once the cookie choice is made.
  await acceptCookies(page, { closePopup: false })
  await page.clock.install()
  for (const language of LANGUAGES) {
    await page.goto(`/${language}/`)
    await expect(page.locator('.back-to-top')).toBeAttached()
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(page.locator('.back-to-top')).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.clock.fastForward(8000)
    const popup = page.locator('.popup-dialog')
    await expect(popup).toBeVisible()
    await expectUsableLayout(page, { width: WIDTH, label: `popup ${language}`, control: popup.locator('.popup-close') })
  }
})

test('on a phone the page under the header stays put while the compact header grows back at the top', async ({ page }) => {
  await acceptCookies(page)
  for (const path of ['/nl/', '/nl/te-koop/']) {
    await page.goto(path)
    const header = page.locator('header.site-header')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    // Hydrated: the scroll handler is listening once the back-to-top button reacts to scrolling.
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect(page.locator('.back-to-top')).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    // The large header's transition has ended before the content's place is taken.
    await header.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
    const contentTop = await page.locator('main').evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
    expect(await contentShiftWhileHeaderGrowsBack(page, contentTop), path).toBeLessThan(0.5)
  }
})
