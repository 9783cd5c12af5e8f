import { expect, type Page } from '@playwright/test'

import { holdChunks, islandWaiting } from './islands'

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

/**
 * A slow connection: the visitor chooses "Huren", then presses "Type pand" before the home search box is
 * live. The live box must be on "Huren" (its rent types: an industrial building, no land) and open the
 * type list: the held press is found by its label, as the live box renders more buttons than the
 * server's (the closed selects' own "Wissen" and "Klaar"), so its second button is another one there
 * (src/lib/earlyInput.ts).
 */
export async function expectEarlyGoalAndPressKept(page: Page, press: 'tap' | 'click') {
  await holdChunks(page)
  await page.goto('/nl/', { waitUntil: 'commit' })
  const search = page.getByRole('search', { name: 'Zoek een pand' })
  await search.getByRole('radio', { name: 'Huren' })[press]()
  await expect(page.locator('[data-island="search-box"]')).not.toHaveAttribute('data-live')
  await islandWaiting(page, 'search-box')
  await search.getByRole('button', { name: /^Type pand/ })[press]()
  await expect(search.getByRole('checkbox', { name: /^Industrieel/ })).toBeVisible({ timeout: 30_000 })
  await expect(search.getByRole('checkbox', { name: /^Grond/ })).toHaveCount(0)
  await expect(search.getByRole('radio', { name: 'Huren' })).toBeChecked()
  await search.getByRole('checkbox', { name: /^Huis/ })[press]()
  await search.getByRole('button', { name: 'Klaar' }).first()[press]()
  await search.getByRole('button', { name: 'Zoeken' })[press]()
  await expect(page).toHaveURL(/\/nl\/te-huur\/\?type=1$/)
}
