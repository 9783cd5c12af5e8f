import { request as httpRequest } from 'node:http'

import { expect, test, type Page } from '@playwright/test'

import { fillDocumentField, hydrated, loginAsAdmin, sameOriginHeaders, publishDocument } from './helpers/admin'
import { E2E_CONTENT_BASE_URL } from './helpers/server'

/**
 * Redirects (issue 15, point 6): a slug or path renamed in the admin leaves its old URL answering 308
 * to the new one, in every language; staff add their own; typed and shared links (no final slash, odd
 * query parameters) still arrive. These change shared content, so they run in the content-changes project.
 */

// Payload picks the admin language from the browser; the locators below use its English labels.
test.use({ locale: 'en-US' })

interface RawAnswer {
  status: number
  locations: string[]
}

/** One request, no redirect followed (node:http shows every Location header as sent). */
function raw(path: string): Promise<RawAnswer> {
  const url = new URL(path, E2E_CONTENT_BASE_URL)
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers: { accept: 'text/html' } }, (res) => {
      res.resume()
      res.on('end', () => {
        const locations: string[] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i].toLowerCase() === 'location') locations.push(res.rawHeaders[i + 1])
        resolve({ status: res.statusCode ?? 0, locations })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

/** The path a request is redirected to (one 308 with one Location), as path and query. */
async function redirectOf(path: string): Promise<string> {
  const answer = await raw(path)
  expect(answer.status, `${path} answers 308`).toBe(308)
  expect(answer.locations, `${path} sends one Location`).toHaveLength(1)
  const url = new URL(answer.locations[0], E2E_CONTENT_BASE_URL)
  return `${url.pathname}${url.search}`
}

const fresh = (label: string) => `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

interface ApiArticle {
  id: number
  slug: string
  category: { section: string }
}

async function blogArticle(page: Page, locale: string, id?: number): Promise<ApiArticle> {
  const where = id ? `where[id][equals]=${id}` : 'where[category.section][equals]=blog&sort=publishDate'
  const response = await page.request.get(`/api/articles?${where}&depth=1&limit=1&locale=${locale}`, { headers: sameOriginHeaders(page) })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: ApiArticle[] }).docs[0]
}

test('renaming an article slug in the admin makes the old path answer 308 to the new one, in Dutch and French', async ({ page }) => {
  await loginAsAdmin(page)
  const nl = await blogArticle(page, 'nl')
  const fr = await blogArticle(page, 'fr', nl.id)
  const oldNl = `/nl/${nl.category.section}/${nl.slug}/`
  const oldFr = `/fr/${fr.category.section}/${fr.slug}/`
  expect((await raw(oldNl)).status).toBe(200)
  const renamed = { nl: fresh('hernoemd'), fr: fresh('renomme') }
  try {
    await page.goto(`/admin/collections/articles/${nl.id}?locale=nl`)
    await fillDocumentField(page, 'field-slug', renamed.nl)
    await publishDocument(page, 'articles', String(nl.id))
    const newNl = `/nl/${nl.category.section}/${renamed.nl}/`
    expect(await redirectOf(oldNl)).toBe(newNl)
    await page.goto(oldNl)
    await expect(page).toHaveURL(new RegExp(`${newNl}$`))

    await page.goto(`/admin/collections/articles/${nl.id}?locale=fr`)
    await fillDocumentField(page, 'field-slug', renamed.fr)
    await publishDocument(page, 'articles', String(nl.id))
    expect(await redirectOf(oldFr)).toBe(`/fr/${fr.category.section}/${renamed.fr}/`)

    // A shared link of the old page: without its final slash it goes straight to the new path, query kept.
    expect(await redirectOf(`${oldNl.slice(0, -1)}?utm_source=nieuwsbrief&fbclid=IwAR0-x_y`)).toBe(
      `${newNl}?utm_source=nieuwsbrief&fbclid=IwAR0-x_y`,
    )
    // With its slash and odd parameters (not a search of a list) it still arrives.
    expect(await redirectOf(`${oldNl}?utm_campaign=x&&=&%C3%A9=1`)).toBe(newNl)
    // In capitals, typed.
    expect(await redirectOf(oldNl.toUpperCase().replace('/NL/', '/nl/'))).toBe(newNl)
  } finally {
    const headers = sameOriginHeaders(page)
    for (const [locale, slug] of [
      ['nl', nl.slug],
      ['fr', fr.slug],
    ] as const) {
      const restored = await page.request.patch(`/api/articles/${nl.id}?locale=${locale}`, { headers, data: { slug } })
      expect.soft(restored.ok(), `restoring the ${locale} slug`).toBe(true)
    }
  }
  // The page came back to its old path: it is served again, not redirected.
  expect((await raw(oldNl)).status).toBe(200)
  expect((await raw(oldFr)).status).toBe(200)
})

test('a moved menu path redirects its old path and its children’s', async ({ page }) => {
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  const found = await page.request.get('/api/menus?where[path][equals]=over-ons&depth=0&locale=nl', { headers })
  const menu = ((await found.json()) as { docs: Array<{ id: number; path: string }> }).docs[0]
  expect(menu, 'the seeded "over ons" page').toBeTruthy()
  const renamed = fresh('wie-zijn-wij')
  try {
    expect((await page.request.patch(`/api/menus/${menu.id}?locale=nl`, { headers, data: { path: renamed } })).ok()).toBe(true)
    expect(await redirectOf(`/nl/${menu.path}/`)).toBe(`/nl/${renamed}/`)
    // The child (an external link item) moved with its parent: its old path leads to its new one.
    expect(await redirectOf(`/nl/${menu.path}/extern-audit/`)).toBe(`/nl/${renamed}/extern-audit/`)
    // French did not move.
    expect((await raw('/fr/a-propos/')).status).toBe(200)
  } finally {
    expect.soft((await page.request.patch(`/api/menus/${menu.id}?locale=nl`, { headers, data: { path: menu.path } })).ok()).toBe(true)
  }
  expect((await raw(`/nl/${menu.path}/`)).status).toBe(200)
})

test('staff add a redirect in the admin, to a page of the site or another address', async ({ page }) => {
  await loginAsAdmin(page)
  const from = `/nl/${fresh('actie')}/`
  // The address field shows once the admin has taken the choice (its form state comes back from the server). The
  // type is chosen first, on a form with no other change under way. Seen twice in CI with the path typed first: the
  // radio was checked in the page, yet the form asked the server nothing more for 40 s whatever was clicked, and
  // the same steps on a fresh page passed (most likely the choice met the typed path's form state in Payload's merge
  // of the answer; not proven). A page stuck that way is opened again, as a person would.
  const url = page.locator('#field-to__url')
  const custom = page.getByRole('radio', { name: 'Custom URL', exact: true })
  await expect(async () => {
    await page.goto('/admin/collections/redirects/create')
    await hydrated(custom)
    // Its label: Payload draws its own circle over the input, which takes the pointer.
    await page.getByText('Custom URL', { exact: true }).first().click()
    await expect(url).toBeEditable({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  await fillDocumentField(page, 'field-from', from)
  await url.fill('/nl/te-koop/')
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/redirects' && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  expect((await saved).status()).toBe(201)
  expect(await redirectOf(from)).toBe('/nl/te-koop/')
  // Typed without the slash: one hop, the query kept.
  expect(await redirectOf(`${from.slice(0, -1)}?utm_source=flyer`)).toBe('/nl/te-koop/?utm_source=flyer')

  // A path outside the languages (a campaign link) and an absolute URL.
  const headers = sameOriginHeaders(page)
  const campaign = `/${fresh('campagne')}/`
  const created = await page.request.post('/api/redirects', {
    headers,
    data: { from: campaign, to: { type: 'custom', url: 'https://example.be/actie' } },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const answer = await raw(campaign)
  expect(answer.status).toBe(308)
  expect(answer.locations).toEqual(['https://example.be/actie'])

  // Unsafe targets are refused with a message.
  for (const url of ['javascript:alert(1)', '//evil.example/']) {
    const refused = await page.request.post('/api/redirects', {
      headers,
      data: { from: `/nl/${fresh('x')}/`, to: { type: 'custom', url } },
    })
    expect(refused.status(), url).toBe(400)
  }
})
