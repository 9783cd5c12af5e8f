import { expect, test } from '@playwright/test'

import { fillDocumentField, loginAsAdmin, publishDocument } from './helpers/admin'
import { E2E_BASE_URL } from './helpers/server'

/**
 * Issue 15, point 8: the admin works from the host it is served on, not only at SERVER_URL. The same
 * server is opened under its other loopback name (127.0.0.1 ↔ localhost): log in, save, see the answer.
 */

test.use({ locale: 'en-US' })

const otherHost = (() => {
  const url = new URL(E2E_BASE_URL)
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
  await expect(page).toHaveURL(new RegExp(`^${otherHost}/admin`))
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
