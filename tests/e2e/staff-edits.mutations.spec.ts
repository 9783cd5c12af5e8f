import { expect, test } from '@playwright/test'

import { loginAsAdmin, sameOriginHeaders } from './helpers/admin'
import { acceptCookies } from './helpers/site'

/**
 * Tests that change shared content (titles, translations, hidden pages, languages). They run in their
 * own Playwright project after all others (playwright.config.ts), so no other test sees their changes.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

test('a staff translation shows on the site at the next request, and its removal restores the default', async ({ page }) => {
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  const created = await page.request.post('/api/translations?locale=nl', { headers, data: { key: 'nav.login', value: 'Aanmelden' } })
  expect(created.ok(), await created.text()).toBe(true)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    await page.goto('/nl/')
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Aanmelden' })).toBeVisible()
    // Other languages keep their own text: the override was saved in Dutch only, French has its default.
    await page.goto('/fr/')
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Connexion' })).toBeVisible()
  } finally {
    await page.request.delete(`/api/translations/${id}`, { headers })
  }
  await page.goto('/nl/')
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Login' })).toBeVisible()
})

test.describe('staff edits show at the next request', () => {
  test('a menu title, a module title and the footer copyright', async ({ page }) => {
    await loginAsAdmin(page)
    const headers = sameOriginHeaders(page)
    const find = async (collection: string, where: string) =>
      (
        (await (await page.request.get(`/api/${collection}?${where}&depth=0&locale=nl`)).json()) as {
          docs: Array<{ id: number; title: string }>
        }
      ).docs[0]
    const menu = await find('menus', 'where[originalPath][equals]=/for-sale/')
    const moduleDoc = await find('modules', 'where[name][equals]=Home: blog')
    const footer = (await (await page.request.get('/api/globals/footer?locale=nl&depth=0')).json()) as { copyright?: string | null }
    try {
      expect((await page.request.patch(`/api/menus/${menu.id}?locale=nl`, { headers, data: { title: 'Ons aanbod' } })).ok()).toBe(true)
      expect(
        (await page.request.patch(`/api/modules/${moduleDoc.id}?locale=nl`, { headers, data: { title: 'Vers van de pers' } })).ok(),
      ).toBe(true)
      expect(
        (await page.request.post('/api/globals/footer?locale=nl', { headers, data: { copyright: '© Kempen Vastgoed, test' } })).ok(),
      ).toBe(true)
      await page.goto('/nl/')
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Ons aanbod' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Vers van de pers' })).toBeVisible()
      await expect(page.getByText('© Kempen Vastgoed, test')).toBeVisible()
    } finally {
      await page.request.patch(`/api/menus/${menu.id}?locale=nl`, { headers, data: { title: menu.title } })
      await page.request.patch(`/api/modules/${moduleDoc.id}?locale=nl`, { headers, data: { title: moduleDoc.title } })
      await page.request.post('/api/globals/footer?locale=nl', { headers, data: { copyright: footer.copyright ?? null } })
    }
    await page.goto('/nl/')
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Te koop' })).toBeVisible()
  })
})

test('a hidden module or page disappears from the site; German appears when staff enable it', async ({ page }) => {
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  const moduleDoc = (
    (await (await page.request.get('/api/modules?where[name][equals]=Home: reviews&depth=0')).json()) as { docs: Array<{ id: number }> }
  ).docs[0]
  const menu = (
    (await (await page.request.get('/api/menus?where[originalPath][equals]=/Vacatures/&depth=0')).json()) as { docs: Array<{ id: number }> }
  ).docs[0]
  const settings = (await (await page.request.get('/api/globals/site-settings?depth=0')).json()) as {
    languages: Array<{ code: string; use: boolean }>
  }
  try {
    await page.request.patch(`/api/modules/${moduleDoc.id}`, { headers, data: { status: 'hidden' } })
    await page.request.patch(`/api/menus/${menu.id}`, { headers, data: { status: 'hidden' } })
    const languages = settings.languages.some((l) => l.code === 'de')
      ? settings.languages.map((l) => ({ ...l, use: true }))
      : [...settings.languages, { code: 'de', use: true }]
    expect((await page.request.post('/api/globals/site-settings', { headers, data: { languages } })).ok()).toBe(true)

    await page.goto('/nl/')
    await expect(page.getByRole('heading', { name: 'Onze reviews' })).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Vacatures' })).toHaveCount(0)
    expect((await page.request.get('/nl/vacatures/')).status()).toBe(404)
    // German is a slot: the page exists and falls back to Dutch texts.
    await page.getByRole('link', { name: /^DE\b/ }).click()
    await expect(page).toHaveURL(/\/de\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Te koop' })).toHaveAttribute(
      'href',
      '/de/te-koop/',
    )
  } finally {
    await page.request.patch(`/api/modules/${moduleDoc.id}`, { headers, data: { status: 'published' } })
    await page.request.patch(`/api/menus/${menu.id}`, { headers, data: { status: 'published' } })
    await page.request.post('/api/globals/site-settings', { headers, data: { languages: settings.languages } })
  }
  await page.goto('/nl/')
  await expect(page.getByRole('heading', { name: 'Onze reviews' })).toBeVisible()
  expect((await page.request.get('/de/')).url()).toMatch(/\/nl\/$/)
})

test('a property edit shows in filtered searches at once; an unpublished property leaves them at once', async ({ page }) => {
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  type Card = { externalId: number; price: number | null }
  const search = async (query: string) =>
    (await (await page.request.get(`/api/site/listings?listing=for-sale&locale=nl&limit=48&${query}`)).json()) as {
      cards: Card[]
      totalDocs: number
    }
  const { docs } = (await (
    await page.request.get(
      '/api/properties?where[status][equals]=for-sale&where[publishPrice][not_equals]=false&where[price][greater_than]=100000&limit=1&depth=0&sort=externalId',
      // As staff (the session cookie counts with the admin's origin): only staff may filter on a price.
      { headers },
    )
  ).json()) as {
    docs: Array<{ id: number; externalId: number; zip: string; price: number }>
  }
  const property = docs[0]
  const newPrice = 123_457
  const exact = `city=${property.zip}&price=${newPrice}-${newPrice}`
  // Warm the search so the index exists before the edit.
  expect((await search(exact)).cards.map((c) => c.externalId)).not.toContain(property.externalId)
  try {
    expect((await page.request.patch(`/api/properties/${property.id}`, { headers, data: { price: newPrice } })).ok()).toBe(true)
    expect((await search(exact)).cards).toEqual([expect.objectContaining({ externalId: property.externalId, price: newPrice })])

    expect((await page.request.patch(`/api/properties/${property.id}`, { headers, data: { published: false } })).ok()).toBe(true)
    expect((await search(exact)).totalDocs).toBe(0)
  } finally {
    await page.request.patch(`/api/properties/${property.id}`, { headers, data: { price: property.price, published: true } })
  }
  await expect
    .poll(async () => (await search(`city=${property.zip}&price=${property.price}-${property.price}`)).cards.map((c) => c.externalId), {
      timeout: 30_000,
    })
    .toContain(property.externalId)
})
