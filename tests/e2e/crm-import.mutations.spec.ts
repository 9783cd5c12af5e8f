import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { loginAsAdmin, sameOriginHeaders } from './helpers/admin'
import { firstSaleType, lommelSale, saleExport } from './helpers/crmExport'
import { E2E_CONTENT_SERVER_ENV } from './helpers/server'
import { acceptCookies } from './helpers/site'

const run = promisify(execFile)

/**
 * The CRM import runs as its own process (`npm run import`), beside the running site. Its new listing
 * must show at the site's next request: in filtered searches, on the list and on its detail page, even
 * where the site had already cached "not found".
 */
test('a CRM import made while the site runs shows in its searches and pages at once', async ({ page, request }) => {
  test.setTimeout(180_000)
  const type = await firstSaleType(request)
  const externalId = 990_000 + Math.floor(Math.random() * 9_000)
  const title = `Importwoning ${externalId}`
  const price = 345_000 + (externalId % 1000)
  const search = `city=3920&type=${type.webId}&price=${price}-${price}`
  const detail = `/nl/te-koop/lommel/importwoning-${externalId}/${externalId}/`
  await acceptCookies(page)

  // The site has already answered for this listing before the import: not found, and no search result.
  expect((await page.goto(detail))?.status()).toBe(404)
  const searchIds = async () =>
    (
      (await (await request.get(`/api/site/listings?listing=for-sale&locale=nl&limit=48&${search}`)).json()) as {
        cards: Array<{ externalId: number }>
      }
    ).cards.map((c) => c.externalId)
  expect(await searchIds()).toEqual([])

  const crm = saleExport(type, [lommelSale(type, { ID: externalId, TypeDescription: title, Price: price })])
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kv-e2e-import-'))
  try {
    const file = path.join(dir, 'export.json')
    await writeFile(file, JSON.stringify(crm))
    const { stdout } = await run(
      'node',
      ['--conditions=production', '--disable-warning=DEP0205', '--import', '@swc-node/register/esm-register', 'cli/import.ts', file],
      {
        env: { ...process.env, ...E2E_CONTENT_SERVER_ENV },
        timeout: 150_000,
      },
    )
    expect(stdout).toMatch(/properties\s+1 created/)
    expect(stdout).toContain('refreshed its pages and searches')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }

  expect(await searchIds()).toEqual([externalId])
  await page.goto(`/nl/te-koop/?${search}`)
  await expect(page.locator('.list-screen')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 })
  await expect(page.locator('.list-screen .property-card h3')).toHaveText([title])
  expect((await page.goto(detail))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  // Leave the seeded site as it was for the tests after this one.
  await loginAsAdmin(page)
  const { docs } = (await (await page.request.get(`/api/properties?depth=0&where[externalId][equals]=${externalId}`)).json()) as {
    docs: Array<{ id: number }>
  }
  expect((await page.request.delete(`/api/properties/${docs[0].id}`, { headers: sameOriginHeaders(page) })).ok()).toBe(true)
})
