import { expect, test, type Page } from '@playwright/test'

import { loginAsAdmin } from './helpers/admin'
import { acceptCookies } from './helpers/site'

/**
 * Staff change an interface text in the admin's list of translations (issue 15, point 4): the key is
 * chosen from the list, never typed; a text that drops a value is refused with a message; a saved
 * French text shows on a French page at the next request, and emptying it restores the default.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

const homeSearchButton = (page: Page, label: string) =>
  page.getByRole('search', { name: 'Chercher un bien' }).getByRole('button', { name: label, exact: true })

/** Opens the admin's translation list, finds a key by searching its default text, and opens its editor. */
async function editKey(page: Page, search: string, key: string) {
  await page.goto('/admin/collections/translations')
  await expect(page.getByRole('heading', { name: 'Translations', level: 1 })).toBeVisible()
  const searchBox = page.getByRole('searchbox', { name: 'Search by key or text' })
  // A fill before hydration is lost: retry until the list has narrowed.
  await expect(async () => {
    await searchBox.fill(search)
    await expect(page.locator(`tbody[data-key="${key}"]`)).toBeVisible({ timeout: 1_000 })
    await expect(page.locator('tbody[data-key="list.sortBy"]')).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  const row = page.locator(`tbody[data-key="${key}"]`)
  await row.getByRole('button', { name: `Edit ${key}` }).click()
  return row
}

test('a staff member changes a French text in the admin and sees it on a French page', async ({ page }) => {
  await page.goto('/fr/')
  await expect(homeSearchButton(page, 'Rechercher')).toBeVisible()

  await loginAsAdmin(page)
  let row = await editKey(page, 'rechercher', 'search.button')
  // The row shows the key's defaults in every language, German falling back to Dutch.
  await expect(row.getByRole('cell', { name: 'Zoeken', exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: 'Rechercher', exact: true })).toBeVisible()
  await expect(row.getByText('falls back to Dutch: Zoeken')).toBeVisible()

  const french = row.getByRole('textbox', { name: 'Override (Français)' })
  // A value the default does not have is refused, with the reason.
  await french.fill('Chercher {count}')
  await row.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(row.getByRole('alert')).toHaveText('{count} does not exist for this text.')

  await french.fill('Lancer la recherche')
  await row.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(row.getByRole('status')).toContainText('Saved')
  await expect(row.locator('td[data-locale="fr"]')).toHaveText('Lancer la recherche')

  try {
    await page.goto('/fr/')
    await expect(homeSearchButton(page, 'Lancer la recherche')).toBeVisible()
    // Only French changed.
    await page.goto('/nl/')
    await expect(page.getByRole('search', { name: 'Zoek een pand' }).getByRole('button', { name: 'Zoeken', exact: true })).toBeVisible()
  } finally {
    row = await editKey(page, 'search.button', 'search.button')
    await row.getByRole('textbox', { name: 'Override (Français)' }).fill('')
    await row.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(row.getByRole('status')).toContainText('Saved')
  }
  await page.goto('/fr/')
  await expect(homeSearchButton(page, 'Rechercher')).toBeVisible()
})
