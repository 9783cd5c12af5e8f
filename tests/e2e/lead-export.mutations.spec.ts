import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { loginAsAdmin, sameOriginHeaders } from './helpers/admin'
import { E2E_CONTENT_BASE_URL } from './helpers/server'

/**
 * Issue 36.1, in the Dutch admin: the lead export takes every lead of the chosen period. The plugin's
 * "Limit" took the list's page size (10) as its default, so a period of more leads downloaded 10 rows
 * without a word; its period fields sat under a preview that ignored them; its CSV held codes and ids.
 * A mutations spec: it adds leads (on a day of their own, far in the past).
 */

test.use({ locale: 'nl-BE' })

/** More than the list's page size (10), which the plugin's export took as its limit. */
const LEADS = 14

test('staff export a period of leads in the Dutch admin and get every row, labelled, in Belgian time', async ({ page }) => {
  test.setTimeout(120_000)
  await page.context().addCookies([{ name: 'payload-lng', value: 'nl', url: E2E_CONTENT_BASE_URL }])
  await loginAsAdmin(page)
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  // A day of its own per run (2000-2019), so a repeat on the same server finds only its own leads there.
  const day = new Date(Date.UTC(2000 + Math.floor(Math.random() * 20), Math.floor(Math.random() * 12), 10 + Math.floor(Math.random() * 15)))
  const isoDay = day.toISOString().slice(0, 10)
  const shown = `${isoDay.slice(8, 10)}-${isoDay.slice(5, 7)}-${isoDay.slice(0, 4)}`
  for (let index = 0; index < LEADS; index++) {
    const created = await page.request.post('/api/submissions', {
      headers: sameOriginHeaders(page),
      data: {
        type: 'site-contact',
        status: index % 2 ? 'in-progress' : 'new',
        locale: 'nl',
        name: `Export ${stamp} ${index}`,
        email: `export-${stamp}-${index}@example.be`,
        phone: '0475123456',
        message: `Vraag ${index}`,
        // 09:00 UTC is 10:00 or 11:00 in Belgium: the same Belgian day.
        createdAt: `${isoDay}T09:${String(index).padStart(2, '0')}:00.000Z`,
      },
    })
    expect(created.ok(), `lead ${index}: ${created.status()}`).toBe(true)
  }

  await page.goto('/admin/collections/submissions')
  await expect(async () => {
    await page.locator('.list-controls__popup button').first().click()
    await page.locator('.export-list-menu-item').click({ timeout: 2_000 })
    await expect(page.getByText('Vanaf (Belgische dag)')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  const drawer = page.locator('.drawer__content, [role="dialog"]').filter({ hasText: 'Vanaf (Belgische dag)' }).last()

  // The period comes before the preview, and there is no limit to leave at 10.
  await expect(drawer.locator('label[for="field-from"]')).toHaveText('Vanaf (Belgische dag)')
  await expect(drawer.locator('label[for="field-to"]')).toHaveText('Tot en met')
  const from = drawer.locator('#field-from input')
  const to = drawer.locator('#field-to input')
  const preview = drawer.getByTestId('export-preview')
  const [fromBox, previewBox] = [await from.boundingBox(), await preview.boundingBox()]
  expect(fromBox!.y).toBeLessThan(previewBox!.y)
  await expect(drawer.getByText('Limiet', { exact: true })).toHaveCount(0)

  for (const input of [from, to]) {
    await input.click()
    await input.fill(shown)
    await input.press('Enter')
  }
  await expect(from).toHaveValue(shown)
  await expect(to).toHaveValue(shown)

  // The preview shows what the file will hold: this period's leads, in words.
  await expect(preview.locator('.export-preview__count')).toHaveAttribute('data-count', String(LEADS), { timeout: 20_000 })
  await expect(preview.locator('.export-preview__count')).toHaveText(`Het bestand bevat ${LEADS} rijen. Hieronder de eerste 10.`)
  await expect(preview.locator('.export-preview__period')).toHaveText(`Van ${shown} tot en met ${shown}.`)
  await expect(preview.locator('th').first()).toHaveText('Ontvangen')
  await expect(preview.getByRole('cell', { name: 'Contact via de site' }).first()).toBeVisible()

  const download = page.waitForEvent('download')
  await drawer.getByRole('button', { name: 'Downloaden', exact: true }).click()
  const file = await (await download).path()
  const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '')
  const lines = csv.trim().split(/\r?\n/)
  expect(lines[0]).toBe('Ontvangen,Type,Status,Naam,E-mail,Telefoon,Onderwerp,Bericht,Pand,Project,Adviseur,Taal,Bron')
  expect(lines).toHaveLength(LEADS + 1)
  for (let index = 0; index < LEADS; index++)
    expect(csv).toContain(`Export ${stamp} ${index},export-${stamp}-${index}@example.be,0475123456`)
  expect(csv).toContain(`${shown} 1`)
  expect(csv).toContain('In behandeling')
  expect(csv).toContain(',Nederlands,')
  expect(csv).not.toMatch(/site-contact|in-progress|T09:/)

  // Nothing of the drawer in English or as a field's code (the sort order is descending: the list's newest first).
  await expect(drawer.locator('.sort-order-field')).toContainText('Aflopend')
  const words = await drawer.innerText()
  for (const english of ['Limit', 'Page', 'Ascending', 'Descending', 'Collection', 'Slug', 'from', 'to >', 'No limit', 'Lokale'])
    expect(words).not.toContain(english)
})
