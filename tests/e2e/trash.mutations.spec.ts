import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'

import { loginAsAdmin, sameOriginHeaders } from './helpers/admin'
import { E2E_CONTENT_BASE_URL } from './helpers/server'

/**
 * Issue 36.6, as staff work in the Dutch admin: deleting a published article moves it to the trash (it
 * was gone for good before), where the list's trash view shows it, while the site answers its page with
 * a 404 and the sitemap no longer lists it; restored as published from the trash, it is back on both.
 * Changes shared content (a new article): a mutations spec.
 */

let anonymous: APIRequestContext
test.beforeAll(async () => {
  anonymous = await playwrightRequest.newContext({ baseURL: E2E_CONTENT_BASE_URL })
})
test.afterAll(async () => {
  await anonymous.dispose()
})

const status = async (path: string) => (await anonymous.get(path, { maxRedirects: 0 })).status()
const sitemap = async () => (await anonymous.get('/sitemap.xml')).text()

/** A published blog article, made through the REST API as the logged-in admin: its id and public path. */
async function publishedArticle(page: Page, title: string): Promise<{ id: number; path: string }> {
  const headers = sameOriginHeaders(page)
  const categories = await page.request.get('/api/categories?where[name][equals]=Blog&depth=0&limit=1', { headers })
  const blog = ((await categories.json()) as { docs: Array<{ id: number }> }).docs[0].id
  const created = await page.request.post('/api/articles?locale=nl&depth=0', {
    headers,
    data: { title, category: blog, status: 'published', publishDate: new Date().toISOString(), _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  return { id: doc.id, path: `/nl/blog/${doc.slug}/` }
}

test('an article deleted in the Dutch admin is in the trash and a 404 on the site; restored, it is back', async ({ page, context }) => {
  test.setTimeout(120_000)
  const title = `Prullenbak ${Date.now().toString(36)}`
  await context.addCookies([{ name: 'payload-lng', value: 'nl', url: E2E_CONTENT_BASE_URL }])
  await loginAsAdmin(page)
  const { id, path } = await publishedArticle(page, title)
  expect(await status(path)).toBe(200)
  expect(await sitemap()).toContain(path)

  // Delete from the edit view's menu: the dialog offers the trash, deleting for good is a choice of its own.
  // The article is written in Dutch; the admin reopens the content language this user chose last (another
  // spec may have left French), so ask for Dutch.
  await page.goto(`/admin/collections/articles/${id}?locale=nl`)
  await expect(page.locator('#field-title')).toHaveValue(title)
  await expect(async () => {
    await page.locator('.doc-controls__dots').click()
    await page.getByRole('button', { name: 'Verwijderen', exact: true }).click({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  const dialog = page.locator('dialog, [role="dialog"], .confirmation-modal').filter({ hasText: 'naar de prullenbak te verplaatsen' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Overslaan prullenbak en permanent verwijderen')
  await expect(dialog.locator('#delete-forever')).not.toBeChecked()
  await dialog.getByRole('button', { name: 'Bevestigen' }).click()
  await expect(page.getByText(`Artikel "${title}" verplaatst naar prullenbak.`)).toBeVisible()

  // In the trash view of the list; off the site and out of the sitemap at the next request.
  await page.goto('/admin/collections/articles/trash?locale=nl')
  await expect(page.getByRole('button', { name: 'Prullenbak', exact: true })).toBeDisabled()
  await expect(page.locator('table tbody tr', { hasText: title })).toHaveCount(1)
  expect(await status(path)).toBe(404)
  expect(await sitemap()).not.toContain(path)

  // Restore it as published, from the trashed document.
  await page.goto(`/admin/collections/articles/trash/${id}?locale=nl`)
  // A click before the view is live does nothing, so it is repeated, but only while the dialog is not open: on a
  // busy machine it opened after the 2 s, and the next click met the open dialog over the button (clean run).
  const confirmRestore = page.getByText('Bevestig herstel')
  await expect(async () => {
    if (!(await confirmRestore.isVisible())) await page.getByRole('button', { name: 'Herstellen', exact: true }).click({ timeout: 2_000 })
    await expect(confirmRestore).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByText('Herstellen als gepubliceerde versie')).toBeVisible()
  await page.locator('#restore-as-published').check()
  await page.getByRole('button', { name: 'Bevestigen' }).click()
  await expect(page.getByText(`Artikel "${title}" succesvol hersteld.`)).toBeVisible()
  expect(await status(path)).toBe(200)
  expect(await sitemap()).toContain(path)
})
