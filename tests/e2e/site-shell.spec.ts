import { expect, test, type Page } from '@playwright/test'

import { acceptCookies } from './helpers/site'
import { seriousAxeViolations, WCAG_AA } from './helpers/axe'

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

test('the header turns fixed and the logo small after 30 px; on home the logo waits for scrolling', async ({ page }) => {
  await page.goto('/nl/te-koop/')
  const header = page.locator('header.site-header')
  await expect(header).toHaveAttribute('data-fixed', 'false')
  await expect(page.locator('.logo-large')).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 200))
  await expect(header).toHaveAttribute('data-fixed', 'true')
  await expect(page.locator('.logo-small')).toBeVisible()
  await expect(page.locator('.logo-large')).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute('data-fixed', 'false')

  // The seed turns showLogoAtStart off: the home page shows its banner first, the logo after scrolling.
  await page.goto('/nl/')
  await expect(header).toHaveAttribute('data-logo', 'hidden')
  await page.evaluate(() => window.scrollTo(0, 200))
  await expect(header).toHaveAttribute('data-logo', 'small')
})

test('the menu links pages, children and the owner login; hidden pages are not linked', async ({ page }) => {
  await page.goto('/nl/')
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' })
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
  await expect(nav.getByRole('link', { name: 'Te koop' })).toHaveAttribute('href', '/nl/te-koop/')
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/nl/login/')
  // The contact page is published but not in the menu; thank-you pages never are.
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveCount(0)
  await expect(nav.locator('a[href*="/bedankt/"]')).toHaveCount(0)
})

test('on a 375 px phone the menu opens from its button, works by keyboard and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/nl/')
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' })
  const toggle = nav.getByRole('button', { name: 'Menu openen' })
  await expect(nav.getByRole('link', { name: 'Te koop' })).toBeHidden()
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(nav.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Te koop' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(nav.getByRole('link', { name: 'Te koop' })).toBeHidden()
  await expect(nav.getByRole('button', { name: 'Menu openen' })).toBeFocused()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
})

test('the home page renders its modules as the spec describes', async ({ page }) => {
  await page.goto('/nl/')
  await expect(page.getByRole('heading', { name: 'Uitgelichte panden' })).toBeVisible()
  await expect(page.locator('.relation-property-list .property-card')).toHaveCount(4)
  await expect(page.locator('.relation-property-list .price').first()).toHaveText(
    /^((Vanaf )?€\u00a0\d{1,3}(\.\d{3})*(\/maand)?|Prijs op aanvraag)$/,
  )
  await expect(page.locator('.slider-view .keen-slider__slide')).toHaveCount(4)
  await expect(page.locator('.news-view .item-card')).toHaveCount(3)
  await expect(page.locator('.relation-external iframe')).toHaveAttribute('title', 'Onze reviews')
  await expect(page.locator('.relation-contact .office')).toHaveCount(1)
  await expect(page.locator('.odds-view, .list-view').first()).toBeVisible()
})

test('the blog pages by 24 with "Pagina x van y", vacancies and the team view show', async ({ page }) => {
  await page.goto('/nl/blog/')
  await expect(page.locator('.news-view .item-card')).toHaveCount(24)
  await expect(page.getByText('Pagina 1 van 2')).toBeVisible()
  await page.getByRole('link', { name: 'Volgende pagina' }).click()
  await expect(page).toHaveURL(/\/nl\/blog\/2\/$/)
  await expect(page.getByText('Pagina 2 van 2')).toBeVisible()
  await expect(page.locator('.news-view .item-card')).toHaveCount(1)

  await page.goto('/nl/vacatures/')
  await page.locator('.news-view .item-card a').first().click()
  await expect(page).toHaveURL(/\/nl\/vacatures\/regio-noord-limburg\/$/)

  await page.goto('/nl/over-ons/')
  await expect(page.locator('.ons-team-view .team-member')).toHaveCount(8)
})

test('an article shows its rich text, breadcrumbs and structured data', async ({ page }) => {
  await page.goto('/nl/blog/')
  await page.locator('.news-view .item-card h2 a, .news-view .item-card h3 a').first().click()
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' })
  await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/nl/blog/')
  await expect(page.locator('.article-body p').first()).toBeVisible()
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type']))
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList', 'RealEstateAgent']))
})

async function expectAccessible(page: Page, path: string) {
  await page.goto(path)
  // The 404 page is drawn in the browser (vercel/next.js#62228): check the page, not the empty shell before it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2}$/)
  expect(await seriousAxeViolations(page, { tags: WCAG_AA }), path).toEqual([])
}

// Home, a content page, the blog list, an article, the 404 page and the French home: a test each, so each scan has the
// test's time to itself (six scans in one test ran out of it on a busy machine).
for (const path of ['/nl/', '/nl/over-ons/', '/nl/blog/', '/nl/verkopen/gratis-schatting/', '/nl/bestaat-niet/', '/fr/']) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await expectAccessible(page, path)
  })
}
