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
