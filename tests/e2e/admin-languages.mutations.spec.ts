import { expect, test, type BrowserContext, type Page } from '@playwright/test'

import { chooseOption, loginAsAdmin, sameOriginHeaders, staffApiHeaders } from './helpers/admin'
import { E2E_CONTENT_BASE_URL } from './helpers/server'

/**
 * Issue 15, "Done when": staff use the admin in Dutch, French and English. A staff member switches the
 * admin's language on the Account page, as a user does, reads a property's labels in Dutch, writes a
 * draft article in the French admin (autosave stores it) and switches back to English.
 * Writes an article: a mutations spec. The admin language is Payload's `payload-lng` cookie, so the
 * other specs (new browser contexts, English labels) never see it; it is set back all the same.
 */

/** Chooses a language in the Account page's language select (Payload shows each in its own name). */
async function switchAdminLanguage(page: Page, language: 'Nederlands' | 'Français' | 'English'): Promise<void> {
  await page.goto('/admin/account')
  const select = page.locator('#language-select')
  await expect(select).toBeVisible()
  await expect(async () => {
    await select.click()
    await page.locator('.rs__option', { hasText: new RegExp(`^${language}$`) }).click({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  // The choice is stored at once and the admin redraws in that language.
  const code = { Nederlands: 'nl', Français: 'fr', English: 'en' }[language]
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'payload-lng')?.value).toBe(code)
}

/** Back to English whatever happened, through the same preference the Account page sets. */
async function englishAgain(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'payload-lng', value: 'en', url: E2E_CONTENT_BASE_URL }])
}

/** A field's visible label in the edit view (Payload adds " *" to required ones). */
const fieldLabel = (page: Page, name: string) => page.locator(`label[for="field-${name}"]`).first()

test('staff use the admin in Dutch and in French, and go back to English', async ({ page, context }) => {
  test.setTimeout(180_000)
  const property = (await (
    await page.request.get('/api/properties?limit=1&depth=0&sort=id', { headers: await staffApiHeaders() })
  ).json()) as { docs: { id: number }[] }
  const propertyId = property.docs[0].id
  let articleId: string | undefined

  try {
    await loginAsAdmin(page)

    // Dutch: a property's tabs and fields as a Flemish agent reads them.
    await switchAdminLanguage(page, 'Nederlands')
    await page.goto(`/admin/collections/properties/${propertyId}`)
    await expect(page.getByRole('button', { name: 'Algemeen', exact: true })).toBeVisible()
    await expect(fieldLabel(page, 'title')).toHaveText(/^Titel\b/)
    await page.getByRole('button', { name: 'Prijs & kosten', exact: true }).click()
    await expect(fieldLabel(page, 'price')).toHaveText('Prijs')
    await expect(fieldLabel(page, 'cadastralIncome')).toHaveText('Kadastraal inkomen')
    await page.getByRole('button', { name: 'Energie', exact: true }).click()
    await expect(fieldLabel(page, 'energyPerformance')).toHaveText('EPC-waarde (kWh/m²/jaar)')
    // The sidebar: goal and advisor, in Dutch too.
    await expect(fieldLabel(page, 'goal')).toHaveText(/^Doel\b/)
    await expect(fieldLabel(page, 'advisor')).toHaveText('Adviseur')

    // French: a draft article, written in the Dutch content (the admin reopens the locale chosen last).
    await switchAdminLanguage(page, 'Français')
    await page.goto('/admin/collections/articles/create?locale=nl')
    await expect(fieldLabel(page, 'title')).toHaveText(/^Titre\b/)
    await expect(fieldLabel(page, 'excerpt')).toHaveText(/^Extrait\b/)
    await expect(fieldLabel(page, 'category')).toHaveText(/^Catégorie\b/)
    await expect(fieldLabel(page, 'status')).toHaveText(/^Sur le site\*?$/)
    const title = `Brouillon ${Date.now().toString(36)}`
    const input = page.locator('#field-title')
    await expect(input).toBeEditable()
    await expect(async () => {
      await input.fill(title)
      await expect(input).toHaveValue(title, { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await chooseOption(page, 'field-category', 'Blog')
    // Autosave keeps it as a draft in Dutch.
    await expect(page).toHaveURL(/\/admin\/collections\/articles\/\d+/, { timeout: 30_000 })
    const id = page.url().match(/articles\/(\d+)/)![1]
    articleId = id
    await expect
      .poll(
        async () =>
          (await (
            await page.request.get(`/api/articles/${id}?draft=true&depth=0&locale=nl`, { headers: sameOriginHeaders(page) })
          ).json()) as { title?: string; _status?: string },
        { timeout: 20_000 },
      )
      .toMatchObject({ title, _status: 'draft', category: expect.any(Number) })

    // English again, the way it was switched.
    await switchAdminLanguage(page, 'English')
    await page.goto(`/admin/collections/properties/${propertyId}`)
    await page.getByRole('button', { name: 'Price & costs', exact: true }).click()
    await expect(fieldLabel(page, 'price')).toHaveText('Price')
  } finally {
    await englishAgain(context)
    // The draft goes again: other specs preview and list the articles.
    if (articleId) await page.request.delete(`/api/articles/${articleId}`, { headers: sameOriginHeaders(page) })
  }
})
