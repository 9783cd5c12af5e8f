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

test('HEAD of a media file or an API read answers what GET answers, without the body', async ({ page, request }) => {
  // Link checkers, CDNs and crawlers ask HEAD; Payload's REST handler answered it 404 (no `head` endpoint).
  await page.goto('/nl/te-koop/')
  const sized = await page.locator('.property-card source[type="image/avif"]').first().getAttribute('srcset')
  const url = sized!.split(',')[0].trim().split(/\s+/)[0]
  const original = url.replace(/-\d+x\d+\.avif\?.*$/, '.jpg')
  for (const path of [url, original, '/api/cities?depth=0&limit=1']) {
    const get = await request.get(path)
    const head = await request.head(path)
    expect(get.status(), path).toBe(200)
    expect(head.status(), path).toBe(200)
    for (const name of ['content-type', 'cache-control', 'etag']) expect(head.headers()[name], `${path} ${name}`).toBe(get.headers()[name])
    expect((await head.body()).length, path).toBe(0)
  }
  // A made-up file name is a 4xx both ways, never the 500 Payload gave it: the handler's 404, or Payload's
  // 403 while a testimonial photo is hidden (tests/int/mediaFiles.int.ts has both states).
  const made = await request.get('/api/media/file/no-such-photo.jpg')
  expect([403, 404]).toContain(made.status())
  expect((await request.head('/api/media/file/no-such-photo.jpg')).status()).toBe(made.status())
  // An unreadable where is refused 400 as on GET, not answered 500.
  expect((await request.head('/api/properties?where=abc')).status()).toBe(400)
})
