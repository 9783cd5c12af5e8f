import { expect, test } from '@playwright/test'

import { fillDocumentField, loginAsAdmin, sameOriginHeaders, saveDocument } from './helpers/admin'

// Payload picks the admin language from the browser; the locators below use its English labels.
test.use({ locale: 'en-US' })

test('staff edit a property title per language in the admin', async ({ page }) => {
  await loginAsAdmin(page)

  await page.goto('/admin/collections/properties')
  // The first row's link opens the property. Navigate to its href rather than clicking: right after
  // load the list view rewrites its own URL (limit, sort), which can swallow an early click.
  const firstLink = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first()
  const href = await firstLink.getAttribute('href')
  expect(href).toMatch(/\/admin\/collections\/properties\/[^/?]+$/)
  const id = (href as string).split('/').pop() as string

  const api = (locale: string) => `/api/properties/${id}?locale=${locale}&depth=0`
  // Stored values only: without fallback-locale=none an empty French title would read as the Dutch one.
  const readTitle = async (locale: string) => {
    const response = await page.request.get(`${api(locale)}&fallback-locale=none`, { headers: sameOriginHeaders(page) })
    expect(response.ok(), `GET ${api(locale)}`).toBe(true)
    return ((await response.json()) as { title?: string | null }).title ?? null
  }
  const original = { nl: await readTitle('nl'), fr: await readTitle('fr') }
  const stamp = Date.now().toString(36)
  const edited = { nl: `Testwoning ${stamp} (nl)`, fr: `Maison test ${stamp} (fr)` }

  try {
    // The locale query on the edit view sets the admin's content locale. Always pass it: without it
    // the admin reopens the locale this user chose last (a stored preference), not the default nl.
    await page.goto(`${href}?locale=nl`)
    await fillDocumentField(page, 'field-title', edited.nl)
    await saveDocument(page, 'properties', id)

    await page.goto(`${href}?locale=fr`)
    await fillDocumentField(page, 'field-title', edited.fr)
    await saveDocument(page, 'properties', id)

    // Both values are stored, each in its own locale.
    expect(await readTitle('nl')).toBe(edited.nl)
    expect(await readTitle('fr')).toBe(edited.fr)
  } finally {
    // Other browser tests read the seeded listings: put the stored titles back.
    for (const locale of ['nl', 'fr'] as const) {
      if (!original[locale]) continue
      const restored = await page.request.patch(api(locale), { data: { title: original[locale] }, headers: sameOriginHeaders(page) })
      expect.soft(restored.ok(), `restoring the ${locale} title`).toBe(true)
    }
  }
})
