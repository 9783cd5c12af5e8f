import { expect, type Page } from '@playwright/test'

/**
 * The home search box with land (for sale only) and a house chosen under "Kopen", switched to "Huren":
 * land leaves the type list, an industrial building (offered for rent, none listed) is in it, the house
 * stays chosen and the search goes to the rent list with it (src/listings/searchChoices.ts). `press`
 * is how the visitor presses: a tap on the phone, a click on the desktop.
 */
export async function expectGoalSwitchKeepsOfferedTypes(page: Page, press: 'tap' | 'click') {
  await page.goto('/nl/')
  const search = page.getByRole('search', { name: 'Zoek een pand' })
  await search.getByRole('button', { name: /^Type pand/ })[press]()
  await search.getByRole('checkbox', { name: /^Grond/ })[press]()
  await search.getByRole('checkbox', { name: /^Huis/ })[press]()
  await search.getByRole('button', { name: 'Klaar' }).first()[press]()
  await search.getByRole('radio', { name: 'Huren' })[press]()
  await search.getByRole('button', { name: /^Type pand/ })[press]()
  await expect(search.getByRole('checkbox', { name: /^Grond/ })).toHaveCount(0)
  await expect(search.getByRole('checkbox', { name: /^Industrieel/ })).toBeVisible()
  await expect(search.getByRole('checkbox', { name: /^Huis/ })).toBeChecked()
  await search.getByRole('button', { name: 'Klaar' }).first()[press]()
  await search.getByRole('button', { name: 'Zoeken' })[press]()
  await expect(page).toHaveURL(/\/nl\/te-huur\/\?type=1$/)
}
