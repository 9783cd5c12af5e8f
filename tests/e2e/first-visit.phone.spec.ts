import { expect, test } from '@playwright/test'

/**
 * A visitor's first page on a phone comes in one request. Payload's colour-scheme client hint, sent as
 * `Critical-CH` on every path, made Chromium throw the first answer away and ask again (a redirect to the
 * same address in the browser's own log): a whole round trip on slow 4G. Only the admin, which reads the
 * hint for its theme, asks for it now (src/security/clientHints.mjs).
 */

for (const path of ['/nl/', '/nl/te-koop/', '/fr/a-vendre/']) {
  test(`a first visit to ${path} is one request, not a retry with the colour-scheme hint`, async ({ page }) => {
    // The page fixture is a new browser context: no cookie, no client hint remembered for the site.
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    expect(response?.request().redirectedFrom()).toBeNull()
    expect(documents).toHaveLength(1)
    expect(await response?.request().headerValue('sec-ch-prefers-color-scheme')).toBeNull()
    await expect(page.locator('main#main')).toBeVisible()
  })
}

test('the admin still asks for the hint, so it renders the staff member’s theme on the server', async ({ request }) => {
  const login = await request.get('/admin/login')
  expect(login.status()).toBe(200)
  expect(login.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  expect(login.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('a first visit waits for one stylesheet, which already styles the islands before their code arrives', async ({ page, request }) => {
  // Every page kind loads all of the site's styles: as one file they cost one request before the first
  // paint, where Turbopack made eight of them (src/app/(site)/[lang]/layout.tsx).
  const detail = /href="(\/nl\/te-koop\/[^"?#]+\/\d+\/)"/.exec(await (await request.get('/nl/te-koop/')).text())?.[1]
  expect(detail).toBeTruthy()
  for (const path of ['/nl/', '/nl/te-koop/', detail!, '/nl/blog/vastgoedtrends-2026/', '/nl/contact/']) {
    const html = await (await request.get(path)).text()
    expect(html.match(/<link rel="stylesheet"/g), path).toHaveLength(1)
  }
  // The home page's contact form is server HTML until it comes near: forms.css, once imported by the
  // form's own module, must already lay it out (a grid with 44 px fields), as must the slider's track.
  await page.goto('/nl/')
  const form = page.locator('form#contact-small')
  await expect(form).not.toHaveAttribute('data-ready')
  await expect(form).toHaveCSS('display', 'grid')
  const field = form.getByLabel('E-mailadres')
  expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await expect(page.locator('.keen-slider').first()).toHaveCSS('display', 'flex')
})
