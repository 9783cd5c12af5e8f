import { expect, test } from '@playwright/test'

import { fillDocumentField, loginAsAdmin, publishDocument, sameOriginHeaders } from './helpers/admin'
import { firstSaleType, lommelSale, saleExport } from './helpers/crmExport'
import { E2E_CONTENT_BASE_URL } from './helpers/server'

/**
 * Issue 15, point 8: the admin works from the host it is served on, not only at SERVER_URL. The same
 * server is opened under its other loopback name (127.0.0.1 ↔ localhost): log in, save, see the answer.
 */

test.use({ locale: 'en-US' })

const otherHost = (() => {
  const url = new URL(E2E_CONTENT_BASE_URL)
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  return url.origin
})()

test.use({ baseURL: otherHost })

test('the admin opened at the other host name logs in and saves a document', async ({ page }) => {
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|CORS/i.test(message.text())) blocked.push(message.text())
  })
  await loginAsAdmin(page)
  await page.goto('/admin')
  await expect(page).toHaveURL(new RegExp(`^${otherHost}/admin`))
  await expect(page.locator('.dashboard')).toBeVisible()
  await page.goto('/admin/collections/menus?limit=10')
  const href = await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().getAttribute('href')
  const id = (href as string).split('/').pop() as string
  await page.goto(`${href}?locale=nl`)
  const name = page.locator('#field-name')
  await expect(name).toBeEditable()
  const original = await name.inputValue()
  await fillDocumentField(page, 'field-name', `${original} (host)`)
  await publishDocument(page, 'menus', id)
  await fillDocumentField(page, 'field-name', original)
  await publishDocument(page, 'menus', id)
  // Upload thumbnails carry SERVER_URL's origin: they show at the other host too.
  await page.goto('/admin/collections/media?limit=5')
  const thumbnail = page.locator('table img').first()
  await expect(thumbnail).toBeVisible()
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(blocked, 'no request blocked by CSP or CORS').toEqual([])
})

/**
 * Issue 36.2: the CRM import's view read its import at SERVER_URL's origin, cross-origin and without the
 * session cookie at the other host name, and said "De voortgang kon niet geladen worden" for ever. In the
 * Dutch admin at the other name: the progress reaches "Klaar" and the report lists the refused row, in
 * Dutch (issue 36.8: the reason was the importer's English).
 */
test('the CRM import view at the other host name follows the import to its report', async ({ page, request }) => {
  test.setTimeout(180_000)
  const type = await firstSaleType(request)
  const badId = 990_000 + Math.floor(Math.random() * 9_000)
  await loginAsAdmin(page)
  await page.context().addCookies([{ name: 'payload-lng', value: 'nl', url: otherHost }])
  const failedReads: string[] = []
  page.on('requestfailed', (failed) => {
    // The view's reads of the import document (not the uploaded file's link, which Payload builds itself).
    if (/^\/api\/crm-imports\/\d+$/.test(new URL(failed.url()).pathname)) failedReads.push(failed.url())
  })
  await page.goto('/admin/collections/crm-imports/create')
  await page.locator('input[type="file"]').setInputFiles({
    name: `export-host-${badId}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(saleExport(type, [lommelSale(type, { ID: badId, Zip: '39', TypeDescription: 'Foute postcode' })]))),
  })
  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/crm-imports' && response.request().method() === 'POST',
  )
  // After the create, Payload moves to the import's page by a client navigation, whose address changes once the
  // server has rendered that page: its answer is the moment to look, not a fixed time (on a busy run it came
  // later than the URL check's 10 s, on both tries).
  const importPage = page.waitForResponse(
    (response) =>
      /^\/admin\/collections\/crm-imports\/\d+$/.test(new URL(response.url()).pathname) && response.request().method() === 'GET',
  )
  await page.getByRole('button', { name: 'Bewaar', exact: true }).click()
  const answer = await created
  expect(answer.status()).toBe(201)
  const { doc } = (await answer.json()) as { doc: { id: number } }
  try {
    expect(new URL((await importPage).url()).pathname).toBe(`/admin/collections/crm-imports/${doc.id}`)
    await expect(page).toHaveURL(new RegExp(`^${otherHost}/admin/collections/crm-imports/${doc.id}`))
    const status = page.getByTestId('crm-import-status')
    await expect(status).toHaveAttribute('data-status', 'done', { timeout: 90_000 })
    await expect(status).toHaveText(/Klaar$/)
    await expect(page.getByText('De voortgang kon niet geladen worden', { exact: false })).toHaveCount(0)
    const invalid = page.getByTestId('crm-import-invalid')
    await expect(invalid.getByRole('row').nth(1)).toContainText(String(badId))
    await expect(invalid.getByRole('row').nth(1)).toContainText('Zip: de postcode moet uit 4 cijfers bestaan')
    expect(failedReads, 'every read of the import answered').toEqual([])
  } finally {
    expect((await page.request.delete(`/api/crm-imports/${doc.id}`, { headers: sameOriginHeaders(page) })).ok()).toBe(true)
  }
})
