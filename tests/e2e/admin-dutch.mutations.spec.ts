import { expect, test, type Page } from '@playwright/test'

import { clickWhenHydrated, loginAsAdmin, openDocumentDrawer, publishRequest, sameOriginHeaders, setLivePreview } from './helpers/admin'

/**
 * Issue 36, points 8 and 9: the admin without English words in Dutch, and the smaller traps, each tried
 * in the Dutch admin (Payload's `payload-lng` cookie; other specs use new contexts, so they keep English).
 * Creates and deletes a menu page and an e-mail: a mutations spec.
 */

test.use({ locale: 'nl-BE' })

/** Logs the seeded admin in and switches this browser's admin to Dutch. */
async function loginDutch(page: Page): Promise<void> {
  await loginAsAdmin(page)
  await page.context().addCookies([{ name: 'payload-lng', value: 'nl', url: new URL(page.url()).origin }])
}

/**
 * What the Dutch admin must never show (issue 36.8, as found on the admin before the fix, and Payload's
 * usual English where a text has no Dutch): matched as whole words, case-sensitive, in the visible text,
 * tooltips, placeholders and aria-labels.
 */
const ENGLISH = [
  'Bulk Upload',
  'Claims',
  'Position',
  'Phone',
  'Tablet',
  'Desktop',
  'Responsive',
  'All',
  'Create New',
  'Save',
  'Publish',
  'Publish changes',
  'Published',
  'Draft',
  'Changed',
  'Search',
  'Columns',
  'Delete',
  'Duplicate',
  'Created At',
  'Updated At',
  'Last Modified',
  'Preview',
  'Live Preview',
  'Versions',
  'Previous',
  'Next',
  'Per Page',
  'Cancel',
  'Bold',
  'Italic',
  'Underline',
  'Strikethrough',
  'Add files',
  'Select a file',
  'Drag and drop',
  'Logout',
  'Yes',
  'True',
  'False',
  'true',
  'false',
  'best practices',
  'to >',
]
/** Never right in any language. */
const BROKEN = ['[object Object]', 'onwaar', 'undefined', 'null', 'NaN', 'Nieuw(e)', 'togglen']

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const wordPattern = (word: string) => new RegExp(`(^|[^\\p{L}\\p{N}_-])${escape(word)}(?=$|[^\\p{L}\\p{N}_-])`, 'u')

/**
 * The screen's words: visible text, the tooltips (title) and placeholders staff meet, and what a screen
 * reader says of a control (aria-label). The dashboard's "+" tooltip read "Nieuw(e) [object Object]
 * aanmaken" (src/i18n/admin/adminText.ts labelsInEachLanguage) and a list's sort buttons "Sorteer op [object
 * Object] Oplopend" (fieldLabelsInEachLanguageOf).
 */
async function screenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.body.innerText.split('\n')
    for (const element of document.querySelectorAll('[title], [placeholder], [aria-label]'))
      for (const name of ['title', 'placeholder', 'aria-label']) texts.push(element.getAttribute(name) ?? '')
    // A checkbox cell reads "waar" or "onwaar" in Payload's Dutch; the word "waar" is Dutch elsewhere.
    for (const cell of document.querySelectorAll('td')) if (/^\s*waar\s*$/i.test(cell.textContent ?? '')) texts.push('onwaar')
    return texts.map((text) => text.trim()).filter(Boolean)
  })
}

/** Every English word and broken text on the screen, as "screen: word (in "line")". */
async function englishOn(page: Page, screen: string): Promise<string[]> {
  // The admin draws its lists and forms after the first paint: wait for the page's own heading or form.
  await expect(page.locator('.template-default').first()).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState('load')
  await page.waitForTimeout(1_000)
  const lines = await screenWords(page)
  const found: string[] = []
  for (const line of lines) {
    for (const word of ENGLISH) if (wordPattern(word).test(line)) found.push(`${screen}: ${word} (in "${line.slice(0, 80)}")`)
    for (const broken of BROKEN) if (wordPattern(broken).test(line)) found.push(`${screen}: ${broken} (in "${line.slice(0, 80)}")`)
  }
  return found
}

test('the main admin screens in Dutch show no English word, no [object Object] and no waar/onwaar', async ({ page }) => {
  test.setTimeout(600_000)
  await loginDutch(page)
  const found: string[] = []
  await page.goto('/admin')
  found.push(...(await englishOn(page, 'dashboard')))

  // Every list and global of the navigation, and the first document of each main collection.
  const links = [
    ...new Set(
      await page
        .locator('nav a[href^="/admin/collections/"], nav a[href^="/admin/globals/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)),
    ),
  ]
  expect(links.length).toBeGreaterThan(15)
  const main = ['properties', 'projects', 'menus', 'modules', 'articles', 'categories', 'testimonials', 'advisors', 'media', 'redirects']
  // The interface texts' list holds every text in English too, as data.
  for (const href of links.filter((link) => !link.includes('/collections/translations'))) {
    await page.goto(href)
    found.push(...(await englishOn(page, href)))
    const slug = /\/admin\/collections\/([^/?]+)/.exec(href)?.[1]
    if (slug && main.includes(slug)) {
      // The list's first document (a list may be empty, e.g. redirects before any page moved).
      const first = page.locator('table tbody tr a[href*="/admin/collections/"]').first()
      if (await first.count()) {
        await page.goto((await first.getAttribute('href'))!)
        found.push(...(await englishOn(page, `${href} (edit)`)))
      }
    }
  }

  // An article: its live preview toolbar, its versions and the compare view of one.
  const { docs } = (await (
    await page.request.get('/api/articles?limit=1&depth=0&sort=id', { headers: sameOriginHeaders(page) })
  ).json()) as {
    docs: Array<{ id: number }>
  }
  const article = `/admin/collections/articles/${docs[0].id}`
  await page.goto(`${article}?locale=nl`)
  await setLivePreview(page, true)
  await clickWhenHydrated(
    page.locator('.live-preview-toolbar-controls__breakpoint button, .live-preview-toolbar-controls__breakpoint').first(),
  )
  // Payload's own full-width size, in Dutch (scripts/patch-payload-ui.mjs).
  await expect(page.getByText('Volledige breedte', { exact: true }).first()).toBeVisible()
  found.push(...(await englishOn(page, `${article} (live preview)`)))
  // As it was: the admin would reopen every article of this session with the preview on.
  await setLivePreview(page, false)
  await page.goto(`${article}/versions`)
  found.push(...(await englishOn(page, `${article}/versions`)))
  const version = page.locator('table tbody tr').nth(1).locator('a').first()
  await expect(version).toBeVisible()
  await page.goto((await version.getAttribute('href'))!)
  found.push(...(await englishOn(page, `${article} (version compare)`)))

  // The schedule dialog of that article: its date box and its languages.
  await page.goto(`${article}?locale=nl`)
  await clickWhenHydrated(page.getByRole('button', { name: 'Publicatie plannen', exact: true }))
  await expect(page.locator('.schedule-publish__scheduler')).toBeVisible()
  found.push(...(await englishOn(page, `${article} (schedule)`)))

  // The export drawer of the leads list.
  await page.goto('/admin/collections/submissions')
  await clickWhenHydrated(page.locator('.list-controls__popup button').first())
  await openDocumentDrawer(page, () => page.locator('.export-list-menu-item').click())
  await expect(page.getByText('Vanaf (Belgische dag)')).toBeVisible()
  found.push(...(await englishOn(page, 'submissions (export)')))

  // Uploading several files at once, from the media list.
  await page.goto('/admin/collections/media')
  await clickWhenHydrated(page.getByRole('button', { name: 'Meerdere bestanden uploaden' }))
  await expect(page.locator('.bulk-upload--add-files').first()).toBeVisible()
  found.push(...(await englishOn(page, 'media (bulk upload)')))

  expect(found).toEqual([])
})

/**
 * Payload 3.90 keeps the version compare's field labels per collection, built in the language of the
 * first staff member to open one (getClientSchemaMap): after a Dutch compare, the English admin read
 * "Aangepast op" and "Concept" (src/i18n/admin/clientSchemaMap.ts). A Dutch compare first, then the English one.
 */
test('the English admin shows no Dutch in the version compare, after a Dutch one', async ({ page }) => {
  await loginDutch(page)
  const origin = new URL(page.url()).origin
  const { docs } = (await (
    await page.request.get('/api/articles?limit=1&depth=0&sort=-id', { headers: sameOriginHeaders(page) })
  ).json()) as {
    docs: Array<{ id: number }>
  }
  await page.goto(`/admin/collections/articles/${docs[0].id}/versions`)
  const version = page.locator('table tbody tr').nth(1).locator('a').first()
  await expect(version).toBeVisible()
  const compare = (await version.getAttribute('href'))!
  await page.goto(compare)
  await expect(page.getByText('Aangepast op').first()).toBeVisible()

  await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: origin }])
  await page.goto(compare)
  await expect(page.getByText('Updated At').first()).toBeVisible()
  const words = await screenWords(page)
  const dutch = ['Aangepast op', 'Aangemaakt op', 'Concept', 'Gepubliceerd', 'Vergelijk', 'Versie', 'Titel', 'Categorie', 'Inhoud']
  expect(words.filter((line) => dutch.some((word) => wordPattern(word).test(line)))).toEqual([])
})

test('a child page on a path another page holds is refused, naming that page', async ({ page }) => {
  await loginDutch(page)
  const headers = sameOriginHeaders(page)
  const find = async (name: string) =>
    (
      (await (
        await page.request.get(`/api/menus?where[name][equals]=${encodeURIComponent(name)}&depth=0&locale=nl`, { headers })
      ).json()) as {
        docs: Array<{ id: number; path: string }>
      }
    ).docs[0]
  const parent = await find('Gratis schatting')
  const holder = await find('Gratis schatting Jan')
  const name = `Dubbel pad ${Date.now().toString(36)}`
  // Saved as a draft (drafts are not checked), as staff start a page; publishing it is what is refused.
  const draft = await page.request.post('/api/menus?draft=true&locale=nl', {
    headers,
    data: { name, title: name, path: holder.path, parent: parent.id, status: 'published' },
  })
  expect(draft.ok(), await draft.text()).toBe(true)
  const { doc } = (await draft.json()) as { doc: { id: number } }
  try {
    await page.goto(`/admin/collections/menus/${doc.id}?locale=nl`)
    await expect(page.locator('#field-name')).toHaveValue(name)
    const published = publishRequest(page, `/api/menus/${doc.id}`)
    await expect(async () => {
      await page.getByRole('button', { name: 'Publiceer wijzigingen', exact: true }).click({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    expect((await published).status()).toBe(400)
    const message = `Het pad /nl/${parent.path}/${holder.path}/ is al in gebruik door de pagina “Gratis schatting Jan”: kies een ander pad.`
    await expect(page.getByText(message).first()).toBeVisible()
    // The REST API refuses it the same way, in the language of the request's admin.
    const rest = await page.request.patch(`/api/menus/${doc.id}?locale=nl`, { headers, data: { _status: 'published' } })
    expect(rest.status()).toBe(400)
    expect(await rest.text()).toContain('Gratis schatting Jan')
    // Another segment is fine.
    const other = await page.request.patch(`/api/menus/${doc.id}?locale=nl`, {
      headers,
      data: { _status: 'published', path: `${holder.path}-2` },
    })
    expect(other.status(), await other.text()).toBe(200)
  } finally {
    expect((await page.request.delete(`/api/menus/${doc.id}`, { headers })).ok()).toBe(true)
  }
})

test('the admin header’s avatar is an icon that shows, not an outside image', async ({ page }) => {
  const outside: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(page.url() || 'http://x').origin) && request.resourceType() === 'image')
      outside.push(request.url())
  })
  await loginDutch(page)
  await page.goto('/admin')
  const account = page.locator('a[href="/admin/account"]').first()
  await expect(account).toBeVisible()
  await expect(account.locator('svg, img').first()).toBeVisible()
  for (const image of await account.locator('img').all())
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(outside.filter((url) => /gravatar/.test(url))).toEqual([])
})

test('the e-mails list shows what each e-mail is for in words', async ({ page, request }) => {
  // An owner's login queues a notice to the agent (kind "login-notice").
  const login = await request.post('/api/owners/login', { data: { email: 'owner11@example.be', password: 'Eigenaar-2026!' } })
  expect(login.ok(), await login.text()).toBe(true)
  await loginDutch(page)
  await page.goto('/admin/collections/emails?limit=10')
  const kinds = page.locator('table tbody td.cell-kind')
  await expect(kinds.first()).toBeVisible()
  await expect(kinds.filter({ hasText: 'Melding: eigenaar aangemeld' }).first()).toBeVisible()
  const codes = (await kinds.allTextContents()).filter((text) => /^[a-z]+(-[a-z]+)+$/.test(text.trim()))
  expect(codes).toEqual([])
})

test('the preview bar addresses staff as “u”, as the site does', async ({ page }) => {
  await loginDutch(page)
  const { docs } = (await (
    await page.request.get('/api/menus?where[name][equals]=Contact&depth=0&locale=nl', { headers: sameOriginHeaders(page) })
  ).json()) as { docs: Array<{ id: number }> }
  await page.goto(`/api/site/preview?collection=menus&id=${docs[0].id}&locale=nl`)
  const bar = page.locator('[data-draft-preview]')
  await expect(bar).toBeVisible()
  await expect(bar).toContainText('u ziet de laatste concepten')
  expect(await bar.innerText()).not.toMatch(/\b(je|jij|jouw)\b/i)
  await bar.getByRole('link', { name: 'Voorbeeld sluiten' }).click()
})
