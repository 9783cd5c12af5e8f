import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectUsableLayout, finalPath } from './layout'
import { liveForm } from './islands'
import { acceptCookies } from './site'

/**
 * Floor plans (CRM documents typed as a plan, properties.floorPlans) and the agency's legal notices
 * (Site settings, footer and legal pages), in the browser. Used by floorPlans.phone.spec.ts (phone,
 * 390 x 844) and floorPlans.spec.ts (desktop).
 */

type Listing = { externalId: number; floorPlans: unknown[] }

/** The seeded listings on offer with floor plans (seed/generate/crm.ts: six houses and apartments), read as a visitor. */
async function listingsWithPlans(request: APIRequestContext): Promise<Listing[]> {
  const response = await request.get(
    '/api/properties?depth=0&locale=nl&limit=20&sort=externalId&where[floorPlans][exists]=true&select[externalId]=true&select[floorPlans]=true',
  )
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Listing[] }
  expect(docs.length, 'seeded listings with plans').toBeGreaterThan(0)
  return docs
}

/** A house with two plans (ground and first floor). */
async function houseWithPlans(request: APIRequestContext): Promise<string> {
  const house = (await listingsWithPlans(request)).find((l) => l.floorPlans.length === 2)
  expect(house, 'a seeded listing with two plans').toBeTruthy()
  return finalPath(request, `/property/${house!.externalId}/`)
}

const widthOf = (page: Page) => page.viewportSize()!.width

export function floorPlanTests(): void {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page)
  })

  test('a listing with plans shows them in a section of their own and after the photos in the gallery', async ({ page, request }) => {
    const path = await houseWithPlans(request)
    await page.goto(path)

    const section = page.locator('section.property-plans')
    await expect(section.getByRole('heading', { level: 2, name: 'Plannen' })).toBeVisible()
    const images = section.locator('img')
    await expect(images).toHaveCount(2)
    await expect(images.first()).toHaveAttribute('alt', 'Plan 1 van 2: Grondplan gelijkvloers')
    await expect(images.nth(1)).toHaveAttribute('alt', 'Plan 2 van 2: Grondplan verdieping')
    // The section's markup is replaced once its island starts: a scroll that meets the server's image
    // as it goes scrolls to the new one.
    await expect(async () => images.first().scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 20_000 })
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    // Each plan opens large (a sized image file), with JavaScript or without.
    await expect(section.locator('a').first()).toHaveAttribute('href', /^\/api\/media\/file\/plan-\d-\d+x\d+\.webp\?v=/)

    // The gallery: the plans follow the photos, labelled as plans, and open in the lightbox.
    await liveForm(page.locator('.gallery'))
    const planSlides = page.locator('.gallery-main .keen-slider__slide.gallery-plan')
    await expect(planSlides).toHaveCount(2)
    await expect(planSlides.first()).toHaveAttribute('aria-label', 'Plan 1 van 2')
    const count = page.locator('.gallery-count')
    await expect(count).toContainText('2 plannen')
    const planThumb = page.locator('.gallery-thumbs li.gallery-plan button').first()
    await expect(planThumb.locator('.gallery-plan-tag')).toHaveText('Plan')
    await planThumb.click()
    await expect(count).toContainText('Plan 1 van 2')
    await planSlides.first().locator('button.gallery-open').click()
    const lightbox = page.locator('dialog.lightbox')
    await expect(lightbox).toBeVisible()
    await expect(lightbox.locator('.lightbox-position')).toHaveText('Plan 1 van 2')
    await lightbox.locator('.lightbox-next').click()
    await expect(lightbox.locator('.lightbox-position')).toHaveText('Plan 2 van 2')
    await page.keyboard.press('Escape')
    await expect(lightbox).toBeHidden()

    await expectUsableLayout(page, { width: widthOf(page), label: `${path} with plans`, control: planThumb })
  })

  test('the gallery has a "Plannen" tab that shows the first plan, labelled as a plan (issue 37.9)', async ({ page, request }) => {
    await page.goto(await houseWithPlans(request))
    // The gallery's markup is replaced once its island starts, at the visitor's first sign.
    const gallery = await liveForm(page.locator('.gallery'))
    const photosTab = gallery.getByRole('button', { name: /^Foto’s \(\d+\)$/ })
    const plansTab = gallery.getByRole('button', { name: 'Plannen (2)' })
    await expect(photosTab).toHaveAttribute('aria-pressed', 'true')
    await expect(plansTab).toHaveAttribute('aria-pressed', 'false')
    // axe on the gallery only: scrolled to it, the breadcrumb sits under the steady header (helpers/layout.ts).
    await expectUsableLayout(page, { width: widthOf(page), label: 'gallery plans tab', control: plansTab, axeInclude: '.gallery' })
    await plansTab.click()
    await expect(page.locator('.gallery-count')).toContainText('Plan 1 van 2')
    await expect(plansTab).toHaveAttribute('aria-pressed', 'true')
    // The large slide of a plan carries its visible tag.
    await expect(page.locator('.gallery-main .keen-slider__slide.gallery-plan').first().locator('.gallery-plan-tag')).toHaveText('Plan')
    await photosTab.click()
    await expect(page.locator('.gallery-count')).toContainText('Foto 1 van')
  })

  test('the plans speak the page language', async ({ page, request }) => {
    await page.goto(await houseWithPlans(request))
    const en = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')
    expect(en).toBeTruthy()
    await page.goto(new URL(en!).pathname)
    const section = page.locator('section.property-plans')
    await expect(section.getByRole('heading', { level: 2, name: 'Floor plans' })).toBeVisible()
    await expect(section.locator('img').first()).toHaveAttribute('alt', 'Floor plan 1 of 2: Grondplan gelijkvloers')
    await expect(page.locator('.gallery-count')).toContainText('2 floor plans')
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('the plans show in their section and in the gallery', async ({ page, request }) => {
      await page.goto(await houseWithPlans(request))
      const images = page.locator('section.property-plans img')
      await expect(images).toHaveCount(2)
      await images.first().scrollIntoViewIfNeeded()
      await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
      await expect(page.locator('.gallery-main .gallery-plan')).toHaveCount(2)
      await expect(page.locator('.gallery-thumbs .gallery-plan-tag')).toHaveCount(2)
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth).toBeLessThanOrEqual(widthOf(page))
    })
  })

  test('a listing without plans has no plan section and no plan in its gallery', async ({ page, request }) => {
    const withPlans = new Set((await listingsWithPlans(request)).map((l) => l.externalId))
    const list = await request.get(
      '/api/properties?depth=0&locale=nl&limit=20&sort=externalId&where[status][equals]=for-sale&where[project][exists]=false&select[externalId]=true',
    )
    const docs = ((await list.json()) as { docs: Array<{ externalId: number }> }).docs
    const other = docs.find((d) => !withPlans.has(d.externalId))!
    await page.goto(await finalPath(request, `/property/${other.externalId}/`))
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('section.property-plans')).toHaveCount(0)
    await expect(page.locator('.gallery-plan')).toHaveCount(0)
  })
}

const LEGAL = {
  nl: { biv: 'BIV-nummer', title: 'Erkend vastgoedmakelaar-bemiddelaar (toegekend in België)', heading: 'Wettelijke vermeldingen' },
  fr: { biv: 'Numéro IPI', title: 'Agent immobilier intermédiaire agréé (pays d’octroi : Belgique)', heading: 'Mentions légales' },
  en: { biv: 'BIV number', title: 'Licensed real estate agent (broker) (granted in Belgium)', heading: 'Legal notice' },
} as const
const SUPERVISOR = {
  nl: 'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16 B, 1000 Brussel',
  fr: 'Institut professionnel des agents immobiliers (IPI), Rue de Luxembourg 16 B, 1000 Bruxelles',
  en: 'Professional Institute of Real Estate Agents (BIV), Luxemburgstraat 16 B, 1000 Brussels',
} as const

// The seed's numbers in their official notation (src/lib/belgianIds.ts): 0712.345.630 passes the KBO's mod-97 check.
const COMPANY = {
  nl: 'Kempen Vastgoed bv – KBO 0712.345.630 – btw BE 0712.345.630',
  fr: 'Kempen Vastgoed bv – BCE 0712.345.630 – TVA BE 0712.345.630',
  en: 'Kempen Vastgoed bv – CBE 0712.345.630 – VAT BE 0712.345.630',
} as const
const INSURER = {
  nl: 'AXA Belgium nv, polis 730.390.160',
  fr: 'AXA Belgium nv, police 730.390.160',
  en: 'AXA Belgium nv, policy 730.390.160',
} as const

export function legalFactsTests(): void {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page)
  })

  for (const language of ['nl', 'fr', 'en'] as const) {
    test(`the footer shows the agency's legal notices (${language})`, async ({ page }) => {
      await page.goto(`/${language}/`)
      const legal = page.locator('footer .footer-legal')
      await expect(legal).toHaveAttribute('aria-label', LEGAL[language].heading)
      await expect(legal.locator('[data-fact="biv"]')).toHaveText(new RegExp(`^${LEGAL[language].biv}:?\\s*512\\.345$`))
      await expect(legal.locator('[data-fact="title"] dd')).toHaveText(LEGAL[language].title)
      await expect(legal.locator('[data-fact="supervisor"] dd a')).toHaveText(SUPERVISOR[language])
      await expect(legal.locator('[data-fact="company"] dd')).toHaveText(COMPANY[language])
      await expect(legal.locator('[data-fact="insurer"] dd')).toHaveText(INSURER[language])
      await expect(legal.locator('[data-fact="deontology"] dd a')).toHaveAttribute('href', /^https:\/\/www\.(biv|ipi)\.be\/deontologie$/)
      // At the end of the page, where a visitor reads the footer (centring the link instead would put the
      // home page's contact form under the steady header, which axe counts against that form's button).
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      await expect(legal.locator('[data-fact="deontology"] a')).toBeInViewport()
      // The header shrinks on that scroll (a 0.2 s transition), and at the end of the page the contact form
      // above the footer may sit under it: axe counts a button it covers as too small. The footer is what
      // this test reads; a field reached with the keyboard is never left under the header (layout.spec.ts).
      const header = page.locator('header.site-header')
      await expect(header).toHaveAttribute('data-scrolled', 'true')
      await expect.poll(() => header.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0)
      await expectUsableLayout(page, { width: widthOf(page), label: `/${language}/ footer`, axeInclude: 'footer' })
    })
  }

  test('a legal page shows the legal notices in full', async ({ page }) => {
    await page.goto('/nl/')
    const disclaimer = page.locator('footer nav a', { hasText: 'Disclaimer' })
    const href = await disclaimer.getAttribute('href')
    expect(href).toBeTruthy()
    await page.goto(href!)
    const section = page.locator('main section.legal-facts')
    await expect(section.getByRole('heading', { level: 2, name: 'Wettelijke vermeldingen' })).toBeVisible()
    await expect(section.locator('dt')).toHaveText([
      'Onderneming',
      'BIV-nummer',
      'Beroepstitel',
      'Toezichthoudende overheid',
      'Beroepsaansprakelijkheid verzekerd bij',
      'Deontologie',
    ])
    await expect(section.locator('[data-fact="company"] dd')).toHaveText(COMPANY.nl)
    await expect(section.locator('[data-fact="insurer"] dd')).toHaveText(INSURER.nl)
    await expectUsableLayout(page, {
      width: widthOf(page),
      label: `${href} legal notices`,
      control: section.locator('[data-fact="deontology"] a'),
    })

    // Not on other pages.
    await page.goto('/nl/')
    await expect(page.locator('main section.legal-facts')).toHaveCount(0)
  })
}
