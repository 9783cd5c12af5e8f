import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'

import { belgianDateTime, chooseOption, loginAsAdmin, openScheduleAt, openVersion, sameOriginHeaders } from './helpers/admin'
import { E2E_CONTENT_BASE_URL } from './helpers/server'

/**
 * Issue 36, points 3, 4 and 5, in the Dutch admin: a never-published draft schedules a publish (not an
 * unpublish) and is published by the server's job queue; dates read 24-hour Belgian time; the visibility
 * field does not say "Gepubliceerd" beside a draft; restoring the first autosave (no category yet) says why
 * it cannot. Writes an article: a mutations spec.
 */

// Staff schedule in Belgian time; the drawer reads the browser's.
test.use({ timezoneId: 'Europe/Brussels' })

let anonymous: APIRequestContext
test.beforeAll(async () => {
  anonymous = await playwrightRequest.newContext({ baseURL: E2E_CONTENT_BASE_URL })
})
test.afterAll(async () => {
  await anonymous.dispose()
})

const publicStatus = async (path: string) => (await anonymous.get(path, { maxRedirects: 0 })).status()

const belgian = belgianDateTime

/** Types into a field of the edit view once the form is live (a fill before hydration is lost). */
async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  const input = page.locator(selector)
  await expect(input).toBeEditable()
  await expect(async () => {
    await input.fill(value)
    await expect(input).toHaveValue(value, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
}

/** Waits until the autosave holds the title and the category (saved by an autosave of its own). */
async function autosaved(page: Page, id: string, title: string): Promise<void> {
  await expect
    .poll(
      async () => (await page.request.get(`/api/articles/${id}?draft=true&depth=0&locale=nl`, { headers: sameOriginHeaders(page) })).json(),
      { timeout: 15_000 },
    )
    .toMatchObject({ title, category: expect.anything() })
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'payload-lng', value: 'nl', url: E2E_CONTENT_BASE_URL }])
})
test.afterEach(async ({ context }) => {
  await context.addCookies([{ name: 'payload-lng', value: 'en', url: E2E_CONTENT_BASE_URL }])
})

test('a new draft: one status, Publish pre-selected in the schedule, published when due, 24-hour dates; the first autosave says why it cannot be restored', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const stamp = Date.now().toString(36)
  const title = `Gepland ${stamp}`
  const path = `/nl/blog/gepland-${stamp}/`

  await loginAsAdmin(page)
  await page.goto('/admin/collections/articles/create?locale=nl')
  await typeInto(page, '#field-title', title)
  await chooseOption(page, 'field-category', 'Blog')
  await expect(page).toHaveURL(/\/admin\/collections\/articles\/\d+/, { timeout: 30_000 })
  const id = page.url().match(/articles\/(\d+)/)![1]
  await autosaved(page, id, title)

  // One status: the draft is "Concept", and the visibility field does not read "Gepubliceerd" beside it.
  const sidebar = page.locator('.document-fields__sidebar')
  await expect(page.locator('.doc-controls')).toContainText('Concept')
  await expect(sidebar).toContainText('Op de site')
  await expect(sidebar).toContainText('Zichtbaar')
  await expect(sidebar).not.toContainText('Zichtbaarheid')
  await expect(sidebar).not.toContainText('Gepubliceerd')

  // Schedule: on a draft never published, "Publiceren" is pre-selected (it was "Publicatie ongedaan maken");
  // the date box reads 24-hour Belgian time and the languages "Alle talen" (Payload's: "Nov 29, 2026 2:05 PM", "All").
  const due = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
  const drawer = await openScheduleAt(page, { button: 'Publicatie plannen', due })
  await expect(drawer.locator('.radio-input--is-selected')).toHaveText('Publiceren')
  await expect(drawer).toContainText('Alle talen')
  await expect(drawer).not.toContainText(/\bAll\b/)
  await drawer.getByRole('button', { name: 'Bewaar' }).click()
  // The upcoming list: a publish, at 24-hour Belgian time.
  const upcoming = page.locator('.schedule-publish table')
  await expect(upcoming).toContainText('Publiceren', { timeout: 10_000 })
  await expect(upcoming).not.toContainText('Publicatie ongedaan maken')
  await expect(upcoming).toContainText(belgian(due))
  await page.keyboard.press('Escape')
  expect(await publicStatus(path)).toBe(404)
  await expect.poll(() => publicStatus(path), { timeout: Math.max(0, due.getTime() - Date.now()) + 60_000, intervals: [5_000] }).toBe(200)

  // The version list shows its dates as 28-11-2026 14:05, not "november 28e 2026, 2:05 PM".
  await page.goto(`/admin/collections/articles/${id}/versions?locale=nl`)
  const rows = page.locator('.table tbody tr')
  await expect(rows.first()).toContainText(/\d\d-\d\d-\d{4} \d\d:\d\d/)
  await expect(page.locator('.table')).not.toContainText(/\b(AM|PM)\b/)

  // The first autosave holds the title only (the category came in an autosave of its own): restoring it,
  // which publishes, cannot work, and the admin says why in Dutch.
  await openVersion(rows.last().locator('a').first())
  await page.getByRole('button', { name: 'Herstel deze versie' }).first().click()
  await page.getByRole('button', { name: 'Bevestigen' }).click()
  await expect(page.getByText(/ontbreken verplichte velden/)).toBeVisible({ timeout: 15_000 })
  // Still published as it was.
  expect(await publicStatus(path)).toBe(200)

  // Other content-changing specs run after this one: leave the blog as seeded.
  expect((await page.request.delete(`/api/articles/${id}`, { headers: sameOriginHeaders(page) })).ok()).toBe(true)
})
