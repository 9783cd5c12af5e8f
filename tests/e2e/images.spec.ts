import { expect, test } from '@playwright/test'

import { expectImageRules, expectPreloadedHero } from './helpers/images'

/** Issue 16.6 on a desktop: responsive images, the preloaded hero, relative media URLs. */

async function firstDetailPath(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('/nl/te-koop/')
  const href = await page.locator('.property-card:has(img) h3 a').first().getAttribute('href')
  expect(href).toBeTruthy()
  return href!
}

test('a detail page preloads its first photo with high priority; no srcset lists an original; media URLs are relative', async ({
  page,
}) => {
  await page.goto(await firstDetailPath(page))
  await expectPreloadedHero(page, '.gallery-main img')
  await expectImageRules(page)
})

test('the home page preloads its banner; cards have sizes and lazy images', async ({ page }) => {
  await page.goto('/nl/')
  await expectPreloadedHero(page, '.banner img.banner-media')
  const cards = page.locator('.property-card img')
  expect(await cards.count()).toBeGreaterThan(0)
  for (const sizes of await cards.evaluateAll((els) => els.map((el) => el.getAttribute('sizes')))) expect(sizes).toContain('vw')
  await expectImageRules(page)
})

test('media files answer with their cache headers and a 304 on a known ETag', async ({ page, request }) => {
  await page.goto('/nl/te-koop/')
  const sized = await page.locator('.property-card source[type="image/avif"]').first().getAttribute('srcset')
  const url = sized!.split(',')[0].trim().split(/\s+/)[0]
  const response = await request.get(url)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/avif')
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const original = url.replace(/-\d+x\d+\.avif\?.*$/, '.jpg')
  const first = await request.get(original)
  expect(first.headers()['cache-control']).toBe('public, max-age=600')
  const etag = first.headers()['etag']
  expect(etag).toBeTruthy()
  expect((await request.get(original, { headers: { 'if-none-match': etag } })).status()).toBe(304)
})
