import { expect, request as playwrightRequest, test } from '@playwright/test'

import { loginAsAdmin, sameOriginHeaders } from './helpers/admin'
import { expectReachable, expectUsableLayout } from './helpers/layout'
import { E2E_BASE_URL } from './helpers/server'

/**
 * A staff member previews a draft article on a phone (issue 15.2): the real page at its future path,
 * with the preview bar, fitting the screen, while visitors get a 404 and no draft anywhere. Drafts are
 * never shown to anyone else, so this spec changes nothing other tests see.
 */
test('a draft article in preview on a phone: the page fits, the bar leads out, visitors get a 404', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const title = `Telefoonconcept ${stamp}`
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  const categories = (await (await page.request.get('/api/categories?where[section][equals]=blog&depth=0', { headers })).json()) as {
    docs: Array<{ id: number }>
  }
  const created = await page.request.post('/api/articles?draft=true&locale=nl', {
    headers,
    data: { title, category: categories.docs[0].id, status: 'published', publishDate: new Date().toISOString() },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string; _status: string } }
  expect(doc._status).toBe('draft')
  const path = `/nl/blog/${doc.slug}/`

  await page.goto(`/api/site/preview?collection=articles&id=${doc.id}&locale=nl`)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const bar = page.locator('[data-draft-preview]')
  await expect(bar).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expectUsableLayout(page, { width: 390, label: 'draft preview (phone)' })
  const exit = bar.getByRole('link', { name: 'Voorbeeld sluiten' })
  await expectReachable(exit, 'draft preview exit')

  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL })
  try {
    expect((await visitor.get(path, { maxRedirects: 0 })).status()).toBe(404)
    expect(await (await visitor.get('/sitemap.xml')).text()).not.toContain(doc.slug)
    expect(await (await visitor.get('/nl/blog/')).text()).not.toContain(title)
    // Not even with the staff member's draft-mode cookie but without the session.
    const cookies = await page.context().cookies()
    const bypass = cookies.find((c) => c.name === '__prerender_bypass')
    expect(bypass, 'draft mode is on for the staff member').toBeTruthy()
    const forged = await visitor.get(path, { headers: { cookie: `__prerender_bypass=${bypass!.value}` }, maxRedirects: 0 })
    expect(forged.status()).toBe(404)
    expect(await forged.text()).not.toContain(title)
    // Anyone else asking the preview route gets a 403 and no draft mode.
    const refused = await visitor.get(`/api/site/preview?collection=articles&id=${doc.id}&locale=nl`, { maxRedirects: 0 })
    expect(refused.status()).toBe(403)
    expect(refused.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
  } finally {
    await visitor.dispose()
  }

  // Leaving the preview turns draft mode off: the staff member sees the public 404 again.
  await exit.click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title)
  await page.request.delete(`/api/articles/${doc.id}`, { headers })
})
