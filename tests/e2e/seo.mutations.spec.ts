import { expect, test } from '@playwright/test'

import { fillDocumentField, loginAsAdmin, sameOriginHeaders, publishDocument } from './helpers/admin'
import { E2E_CONTENT_BASE_URL } from './helpers/server'

/**
 * SEO with @payloadcms/plugin-seo (issue 15, point 6): the snippet preview shows the page's real URL in
 * the language being edited, the counters judge the length, and what staff write is the page's
 * <title>, description and share image; left empty, the page's own title and text are used.
 */

test.use({ locale: 'en-US' })

interface ApiArticle {
  id: number
  slug: string
  title: string
  category: { section: string }
}

test('an article’s SEO title and description: snippet preview per language, then the page’s metadata', async ({ page }) => {
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  const read = async (locale: string) =>
    (
      (await (
        await page.request.get(`/api/articles?where[category.section][equals]=blog&sort=-publishDate&depth=1&limit=1&locale=${locale}`, {
          headers,
        })
      ).json()) as {
        docs: ApiArticle[]
      }
    ).docs[0]
  const nl = await read('nl')
  const fr = (await (await page.request.get(`/api/articles/${nl.id}?depth=1&locale=fr`, { headers })).json()) as ApiArticle
  const nlPath = `/nl/${nl.category.section}/${nl.slug}/`

  // Left empty: the page's own title.
  await page.goto(nlPath)
  await expect(page).toHaveTitle(new RegExp(`^${nl.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))

  const seoTitle = `SEO ${Date.now().toString(36)} over het EPC-label`
  try {
    await page.goto(`/admin/collections/articles/${nl.id}?locale=nl`)
    await expect(page.getByText(`${E2E_CONTENT_BASE_URL}${nlPath}`, { exact: true })).toBeVisible()
    await fillDocumentField(page, 'field-meta__metadataTitle', seoTitle)
    // The counter judges the length (the plugin's 50-60 characters for a title).
    await expect(page.getByText(new RegExp(`^${seoTitle.length}/50-60 chars`))).toBeVisible()
    await page
      .locator('#field-meta__metadataDescription')
      .fill('Wat het energielabel zegt en waarom het telt bij de verkoop van een woning in de Kempen.')
    await publishDocument(page, 'articles', String(nl.id))

    await page.goto(`/admin/collections/articles/${nl.id}?locale=fr`)
    await expect(page.getByText(`${E2E_CONTENT_BASE_URL}/fr/${fr.category.section}/${fr.slug}/`, { exact: true })).toBeVisible()

    await page.goto(nlPath)
    await expect(page).toHaveTitle(`${seoTitle} | Kempen Vastgoed`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Wat het energielabel zegt/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', seoTitle)
  } finally {
    const restored = await page.request.patch(`/api/articles/${nl.id}?locale=nl`, {
      headers,
      data: { meta: { metadataTitle: null, metadataDescription: null } },
    })
    expect.soft(restored.ok()).toBe(true)
  }
})

test('a property shows its snippet preview with its public URL', async ({ page }) => {
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  const property = (
    (await (
      await page.request.get('/api/properties?where[published][equals]=true&where[goal][equals]=sale&depth=0&limit=1&locale=nl', {
        headers,
      })
    ).json()) as {
      docs: Array<{ id: number; externalId: number }>
    }
  ).docs[0]
  await page.goto(`/admin/collections/properties/${property.id}?locale=nl`)
  await page.getByRole('button', { name: 'SEO', exact: true }).click()
  await expect(page.getByText(new RegExp(`^${E2E_CONTENT_BASE_URL}/nl/te-koop/.*/${property.externalId}/$`))).toBeVisible()
})

test('a menu page shows its snippet preview with its public URL in the language being edited', async ({ page, request }) => {
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  const read = async (locale: string) =>
    (
      (await (
        await page.request.get(`/api/menus?where[originalPath][equals]=/Disclaimer/&depth=0&locale=${locale}`, { headers })
      ).json()) as {
        docs: Array<{ id: number; path: string }>
      }
    ).docs[0]
  for (const locale of ['fr', 'nl']) {
    const menu = await read(locale)
    // Always the locale in the URL: the admin reopens the content locale chosen last.
    await page.goto(`/admin/collections/menus/${menu.id}?locale=${locale}`)
    await page.getByRole('button', { name: 'SEO', exact: true }).click()
    const url = `${E2E_CONTENT_BASE_URL}/${locale}/${menu.path}/`
    await expect(page.getByText(url, { exact: true })).toBeVisible()
    expect((await request.get(new URL(url).pathname, { maxRedirects: 0 })).status()).toBe(200)
    // The admin reopens the tab used last on a document: leave it on the first for other tests.
    await page.locator('.tabs-field__tab-button', { hasText: /^Content$/ }).click()
  }
})

test('a project shows its snippet preview with its public URL', async ({ page, request }) => {
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  const project = (
    (await (await page.request.get('/api/projects?where[published][equals]=true&depth=0&limit=1&locale=fr', { headers })).json()) as {
      docs: Array<{ id: number; externalId: number }>
    }
  ).docs[0]
  await page.goto(`/admin/collections/projects/${project.id}?locale=fr`)
  await page.getByRole('button', { name: 'SEO', exact: true }).click()
  const snippet = page.getByText(new RegExp(`^${E2E_CONTENT_BASE_URL}/fr/projets/.*/${project.externalId}/$`))
  await expect(snippet).toBeVisible()
  const path = new URL((await snippet.textContent())!).pathname
  expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(200)
  await page.locator('.tabs-field__tab-button', { hasText: /^General$/ }).click()
})
