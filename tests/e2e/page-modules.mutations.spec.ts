import { expect, test, type Page } from '@playwright/test'

import { loginAsAdmin, publishRequest, sameOriginHeaders } from './helpers/admin'
import { expectUsableLayout } from './helpers/layout'
import { acceptCookies } from './helpers/site'

/**
 * Fields staff see have an effect (issue 15): a module's content row and its order in the row place it
 * on the public page; the home banner is edited in one place (Header › Home banner); colours are
 * picked with a colour picker and saved as #rrggbb. Each test restores what it changed.
 */

// Payload picks the admin language from the browser; the locators below use its English labels.

interface ModuleDoc {
  id: number
  name: string
  title: string
  position: number | null
  sort: number | null
}

async function findModule(page: Page, name: string): Promise<ModuleDoc> {
  const response = await page.request.get(`/api/modules?where[name][equals]=${encodeURIComponent(name)}&depth=0&locale=nl`)
  return ((await response.json()) as { docs: ModuleDoc[] }).docs[0]
}

const moduleWithTitle = (page: Page, title: string) =>
  page.locator('section.module', { has: page.getByRole('heading', { name: title, exact: true }) })

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

test('a module’s content row and its order in the row place it on the public page (desktop and phone)', async ({ page }) => {
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  // Three cards side by side on wide screens (columns md 4, lg 4), in content row 0 like every home module.
  const second = await findModule(page, 'Home: troef 2')
  const third = await findModule(page, 'Home: troef 3')
  const patch = (doc: ModuleDoc, data: Partial<ModuleDoc>) => page.request.patch(`/api/modules/${doc.id}`, { headers, data })
  try {
    // Both cards go to content row 1, below every other module; the third first in its row.
    expect((await patch(second, { position: 1, sort: 5 })).ok()).toBe(true)
    expect((await patch(third, { position: 1, sort: -1 })).ok()).toBe(true)

    for (const { width, height } of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize({ width, height })
      await page.goto('/nl/')
      const modules = page.locator('.modules > section.module')
      const count = await modules.count()
      await expect(modules.nth(count - 2)).toContainText(third.title)
      await expect(modules.nth(count - 1)).toContainText(second.title)
      const rowStart = moduleWithTitle(page, third.title)
      await expect(rowStart).toHaveAttribute('data-new-row', '')
      await expect(moduleWithTitle(page, second.title)).not.toHaveAttribute('data-new-row')
      const container = (await page.locator('.modules').boundingBox())!
      const thirdBox = (await rowStart.boundingBox())!
      const secondBox = (await moduleWithTitle(page, second.title).boundingBox())!
      // The new row starts at the left edge, below the modules of row 0.
      expect(Math.abs(thirdBox.x - container.x)).toBeLessThan(2)
      const before = (await modules.nth(count - 3).boundingBox())!
      expect(thirdBox.y).toBeGreaterThanOrEqual(before.y + before.height)
      if (width >= 1280) {
        // Side by side in their row.
        expect(Math.abs(secondBox.y - thirdBox.y)).toBeLessThan(2)
        expect(secondBox.x).toBeGreaterThan(thirdBox.x + thirdBox.width - 1)
      } else {
        // A phone stacks them, in the same order.
        expect(secondBox.y).toBeGreaterThan(thirdBox.y)
      }
      await expectUsableLayout(page, { width, label: `home with a second content row at ${width} px` })
    }
  } finally {
    await patch(second, { position: second.position ?? 0, sort: second.sort ?? 0 })
    await patch(third, { position: third.position ?? 0, sort: third.sort ?? 0 })
  }
  // Back in the page's list order: the second card before the third.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/nl/')
  const titles = await page.locator('.modules > section.module .module-title').allTextContents()
  expect(titles.indexOf(second.title)).toBeGreaterThan(-1)
  expect(titles.indexOf(second.title)).toBeLessThan(titles.indexOf(third.title))
  await expect(page.locator('.modules > section.module[data-new-row]')).toHaveCount(0)
})

test('the home banner is edited in one place, Header › Home banner, and shows on the home page', async ({ page }) => {
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  const header = (await (await page.request.get('/api/globals/header?locale=nl&depth=0')).json()) as { banner?: { title?: string | null } }
  const home = (
    (await (await page.request.get('/api/menus?where[originalPath][equals]=/&depth=0')).json()) as { docs: Array<{ id: number }> }
  ).docs[0]
  try {
    // The Home entry's own Banner tab points to the one place and has no banner fields.
    await page.goto(`/admin/collections/menus/${home.id}?locale=nl`)
    await page.getByRole('button', { name: 'Banner', exact: true }).click()
    await expect(page.getByText('The home page’s banner is edited in Header › Home banner.')).toBeVisible()
    await expect(page.locator('#field-showPageBanner')).toHaveCount(0)

    await page.goto('/admin/globals/header?locale=nl')
    await page.getByRole('button', { name: 'Home banner', exact: true }).click()
    const title = page.locator('#field-banner__title')
    const save = page.getByRole('button', { name: 'Publish changes', exact: true })
    await expect(title).toBeEditable()
    await expect(async () => {
      await title.fill('Thuis in de Kempen, test')
      await expect(save).toBeEnabled({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    const saved = publishRequest(page, '/api/globals/header')
    await save.click()
    expect((await saved).status()).toBe(200)

    await page.goto('/nl/')
    await expect(page.locator('.banner').getByRole('heading', { name: 'Thuis in de Kempen, test' })).toBeVisible()
  } finally {
    await page.request.post('/api/globals/header?locale=nl', {
      headers,
      data: { banner: { title: header.banner?.title ?? null }, _status: 'published' },
    })
  }
})

test('the colour picker saves a valid colour; other text is refused', async ({ page }) => {
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  const footer = (await (await page.request.get('/api/globals/footer?depth=0')).json()) as { bgColor?: string | null }
  try {
    await page.goto('/admin/globals/footer')
    const text = page.locator('#field-bgColor')
    const picker = page.getByLabel('Pick a colour: Background colour')
    const save = page.getByRole('button', { name: 'Publish changes', exact: true })
    await expect(text).toBeEditable()
    await expect(async () => {
      await picker.fill('#336699')
      await expect(text).toHaveValue('#336699', { timeout: 1_000 })
      await expect(save).toBeEnabled({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    const saved = publishRequest(page, '/api/globals/footer')
    await save.click()
    expect((await saved).status()).toBe(200)
    const stored = (await (await page.request.get('/api/globals/footer?depth=0')).json()) as { bgColor?: string }
    expect(stored.bgColor).toBe('#336699')

    // A typed short hex is widened on leaving the box; free text is refused on save.
    await text.fill('#ABC')
    await text.blur()
    await expect(text).toHaveValue('#aabbcc')
    await text.fill('blue')
    await text.blur()
    await expect(page.getByRole('alert').filter({ hasText: 'Give a colour as # and six hexadecimal digits, e.g. #12355b.' })).toBeVisible()
    const refused = publishRequest(page, '/api/globals/footer')
    await save.click()
    const answer = await refused
    expect(answer.status()).toBe(400)
    await expect(page.getByText('The following field is invalid: Background colour')).toBeVisible()
    const after = (await (await page.request.get('/api/globals/footer?depth=0')).json()) as { bgColor?: string }
    expect(after.bgColor).toBe('#336699')
  } finally {
    await page.request.post('/api/globals/footer', { headers, data: { bgColor: footer.bgColor ?? '#12355b', _status: 'published' } })
  }
})
