import { expect, test } from '@playwright/test'

import { expectImageRules, expectPreloadedHero } from './helpers/images'

/** Issue 16.6 on a phone (390 x 844, DPR 2): the preloaded hero, no original in any srcset, relative URLs. */

test('a detail page on a phone preloads its first photo and loads sized images only', async ({ page }) => {
  await page.goto('/nl/te-koop/')
  const href = await page.locator('.property-card:has(img) h3 a').first().getAttribute('href')
  expect(href).toBeTruthy()
  const loaded: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.url().includes('/api/media/file/'))
      loaded.push(new URL(response.url()).pathname)
  })
  await page.goto(href!)
  await expectPreloadedHero(page, '.gallery-main img')
  await expectImageRules(page)
  await page.waitForLoadState('load')
  // Chromium reads AVIF: the listing's photos (the seed's house pictures) it loaded are AVIF sizes, never
  // an original JPEG. (The header logo is a plain <img> of a WebP size or, too small for sizes, the original.)
  const photos = loaded.filter((path) => path.includes('/house-'))
  expect(photos.length).toBeGreaterThan(0)
  for (const path of photos) expect(path).toMatch(/-\d+x\d+\.avif$/)
})

test('the home page on a phone preloads its banner and keeps card images lazy', async ({ page }) => {
  await page.goto('/nl/')
  await expectPreloadedHero(page, '.banner img.banner-media')
  await expectImageRules(page)
})

test('a list page on a phone loads its first card photo first (the LCP) and the others lazily', async ({ page }) => {
  await page.goto('/nl/te-koop/')
  await expectPreloadedHero(page, '.property-card img')
  const lazy = page.locator('.property-card img[loading="lazy"]')
  expect(await lazy.count()).toBe((await page.locator('.property-card img').count()) - 1)
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test("the home banner's gallery shows its first photo over the banner's width, the next ones outside it", async ({ page }) => {
    await page.goto('/nl/')
    const banner = (await page.locator('.banner').boundingBox())!
    const slides = page.locator('.banner .keen-slider__slide')
    expect(await slides.count()).toBeGreaterThan(1)
    const first = (await slides.first().boundingBox())!
    expect(Math.round(first.x)).toBe(Math.round(banner.x))
    expect(Math.round(first.width)).toBe(Math.round(banner.width))
    const second = (await slides.nth(1).boundingBox())!
    expect(second.x).toBeGreaterThanOrEqual(banner.x + banner.width - 1)
  })
})
