import { expect, test } from '@playwright/test'

import { acceptCookies } from './helpers/site'

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

test('the home page opens in the default language and in French', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/nl\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw thuis in de Kempen')
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Te koop' })).toHaveAttribute(
    'href',
    '/nl/te-koop/',
  )
  await expect(page.getByRole('heading', { name: 'Uitgelichte panden' })).toBeVisible()
  await expect(page.locator('.property-card .price').first()).toHaveText(
    /^((Vanaf )?€\u00a0\d{1,3}(\.\d{3})*(\/maand)?|Prijs op aanvraag)$/,
  )

  await page.getByRole('link', { name: /^FR\b/ }).click()
  await expect(page).toHaveURL(/\/fr\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre chez-vous en Campine')
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Connexion' })).toBeVisible()
})
