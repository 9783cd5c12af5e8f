import { expect, type Page } from '@playwright/test'

/** Every image URL of the page: img src and srcset, picture sources, image preloads. */
export async function imageUrls(page: Page): Promise<{ srcsets: string[]; urls: string[] }> {
  return page.evaluate(() => {
    const candidates = (srcset: string | null) => (srcset ? srcset.split(',').map((c) => c.trim().split(/\s+/)[0]) : [])
    const srcsets = [
      ...[...document.querySelectorAll('img[srcset], source[srcset]')].map((el) => el.getAttribute('srcset')!),
      ...[...document.querySelectorAll('link[rel="preload"][as="image"][imagesrcset]')].map((el) => el.getAttribute('imagesrcset')!),
    ]
    const urls = [
      ...[...document.querySelectorAll('img[src]')].map((el) => el.getAttribute('src')!),
      ...[...document.querySelectorAll('link[rel="preload"][as="image"][href]')].map((el) => el.getAttribute('href')!),
      ...srcsets.flatMap(candidates),
    ]
    return { srcsets, urls }
  })
}

/**
 * Issue 16.6 on a rendered page: media from the page's own origin (relative) only, no original upload
 * among the srcset candidates (only Payload's generated sizes, named -<w>x<h>.avif/.webp), and every
 * image but the preloaded LCP image lazy with its width and height.
 */
export async function expectImageRules(page: Page): Promise<void> {
  const { srcsets, urls } = await imageUrls(page)
  expect(urls.length).toBeGreaterThan(0)
  for (const url of urls) expect(url, 'no image URL absolute to another origin').toMatch(/^\/(?!\/)/)
  for (const srcset of srcsets)
    for (const candidate of srcset.split(',').map((c) => c.trim().split(/\s+/)[0]))
      expect(candidate, 'a srcset lists only generated sizes, never the original').toMatch(
        /\/api\/media\/file\/[^?]+-\d+x\d+\.(avif|webp)(\?v=[0-9a-z]+)?$/,
      )
  const images = await page.locator('main img[src^="/api/media/"]').evaluateAll((els) =>
    els.map((el) => ({
      loading: el.getAttribute('loading'),
      priority: el.getAttribute('fetchpriority'),
      width: el.getAttribute('width'),
      height: el.getAttribute('height'),
      sizes: el.hasAttribute('srcset') ? el.getAttribute('sizes') : 'none needed',
    })),
  )
  for (const image of images) {
    expect(image.width && image.height, 'width and height reserve the space').toBeTruthy()
    expect(image.sizes, 'an image with a srcset says how wide it shows').toBeTruthy()
    if (image.priority !== 'high') expect(image.loading).toBe('lazy')
  }
}

/** The page preloads its LCP image with high priority, and that image is the one the page shows first. */
export async function expectPreloadedHero(page: Page, hero: string): Promise<void> {
  const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
  await expect(preload).toHaveCount(1)
  const img = page.locator(hero).first()
  await expect(img).toHaveAttribute('fetchpriority', 'high')
  await expect(img).not.toHaveAttribute('loading', 'lazy')
  // The preload names the same candidates as the image's <source> (AVIF) with the same sizes.
  const source = img.locator('xpath=preceding-sibling::source[@type="image/avif"]')
  expect(await preload.getAttribute('imagesrcset')).toBe(await source.getAttribute('srcset'))
  expect(await preload.getAttribute('imagesizes')).toBe(await source.getAttribute('sizes'))
}
