import { expect, test } from '@playwright/test'

import { loginAsAdmin, sameOriginHeaders } from './helpers/admin'
import { acceptCookies } from './helpers/site'

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

test('the home page opens in the default language and in French', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/nl\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw thuis in de Kempen')
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Te koop' })).toHaveAttribute('href', '/nl/te-koop/')
  await expect(page.getByRole('heading', { name: 'Uitgelichte panden' })).toBeVisible()
  await expect(page.locator('.property-card .price').first()).toHaveText(/^((Vanaf )?€ \d{1,3}(\.\d{3})*(\/maand)?|Prijs op aanvraag)$/)

  await page.getByRole('link', { name: /^FR\b/ }).click()
  await expect(page).toHaveURL(/\/fr\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre chez-vous en Campine')
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Connexion' })).toBeVisible()
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
