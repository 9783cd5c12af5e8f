import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import type { CrmExport } from '../../crm/crm-format'
import { importCrmExport } from '../../crm/importer'
import { listingLinks } from '../../src/alerts/listingUrl'
import { closePayload, testPayload } from './helpers/payload'

/**
 * Generated listing paths on a real database (issue 19.7, spec "Detail pages"): a listing without a
 * municipality is stored without one and its path has no town segment; a standalone new build (CRM
 * main type "Nieuwbouw woning" outside a project) lives under the new-build section. The paths come
 * from what was stored, read back as the site reads it.
 */
// Ids and postal code apart from the importer test's, which may share the database.
const base = 860_000 + Math.floor(Math.random() * 10_000) * 10
const ZIP = '3997'
const WEB_HOUSE = base + 1
const TOWN = `Nieuwdorp ${base}`

function exportFixture(): CrmExport {
  return {
    webIDs: [{ ID: 1, WebID: WEB_HOUSE, Name: 'Huis', ShowOrder: 1, Sale: true, Rent: true, language: 'nl' }],
    citys: [],
    citysSale: [],
    citysRent: [],
    neighbourhoods: [],
    projects: [],
    properties: [
      {
        ID: base + 1,
        language: 'nl',
        Goal: 0,
        City: '',
        Zip: ZIP,
        TypeDescription: 'Woning zonder gemeente',
        WebID: WEB_HOUSE,
        Marquee: 0,
        Price: 250000,
      },
      {
        ID: base + 2,
        language: 'nl',
        Goal: 0,
        City: TOWN,
        Zip: ZIP,
        TypeDescription: 'Nieuwbouwwoning met tuin',
        WebID: WEB_HOUSE,
        MainTypeName: 'Nieuwbouw woning',
        Marquee: 0,
        Price: 350000,
      },
      { ID: base + 3, language: 'nl', Goal: 1, Zip: ZIP, TypeDescription: 'Huurwoning', WebID: WEB_HOUSE, Marquee: 0, Price: 900 },
      {
        ID: base + 4,
        language: 'nl',
        Goal: 0,
        Zip: ZIP,
        TypeDescription: 'Nieuwbouw zonder gemeente',
        WebID: WEB_HOUSE,
        MainTypeName: 'Nieuwbouw woning',
        Marquee: 0,
        Price: 360000,
      },
    ],
  }
}

describe('listingPaths.int.ts: generated listing paths', () => {
  let payload: Payload
  const idOf = new Map<number, number>()

  beforeAll(async () => {
    payload = await testPayload()
    const report = await importCrmExport(payload, exportFixture(), { baseDir: process.cwd(), demandAlerts: false })
    expect(report.invalid).toEqual([])
    const { docs } = await payload.find({
      collection: 'properties',
      where: { externalId: { in: [base + 1, base + 2, base + 3, base + 4] } },
      depth: 0,
      pagination: false,
    })
    for (const doc of docs) idOf.set(doc.externalId, doc.id)
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  const dutchPath = async (externalId: number) =>
    (await listingLinks(payload, idOf.get(externalId)!, ['nl'], '', { overrideAccess: true })).get('nl')?.url

  it('imports listings without a municipality, without adding a town', async () => {
    const { docs } = await payload.find({
      collection: 'properties',
      where: { city: { exists: false } },
      depth: 0,
      pagination: false,
      limit: 0,
    })
    expect(
      docs
        .map((d) => d.externalId)
        .filter((id) => id > base)
        .sort(),
    ).toEqual([base + 1, base + 3, base + 4])
    const towns = await payload.find({ collection: 'cities', where: { zip: { equals: ZIP } }, depth: 0, pagination: false })
    expect(towns.docs.map((t) => t.name)).toContain(TOWN)
    expect(towns.docs.filter((t) => !t.name?.trim())).toEqual([])
  })

  it('gives a town-less listing the path without its municipality segment', async () => {
    expect(await dutchPath(base + 1)).toBe(`/nl/te-koop/woning-zonder-gemeente/${base + 1}/`)
    expect(await dutchPath(base + 3)).toBe(`/nl/te-huur/huurwoning/${base + 3}/`)
  })

  it('puts a standalone new build under the new-build section, with or without municipality', async () => {
    expect(await dutchPath(base + 2)).toBe(`/nl/nieuwbouw/nieuwdorp-${base}/nieuwbouwwoning-met-tuin/${base + 2}/`)
    expect(await dutchPath(base + 4)).toBe(`/nl/nieuwbouw/nieuwbouw-zonder-gemeente/${base + 4}/`)
  })

  it('lets staff clear and set the municipality', async () => {
    const id = idOf.get(base + 2)!
    await payload.update({ collection: 'properties', id, data: { city: null }, context: { disableRevalidate: true } })
    expect(await dutchPath(base + 2)).toBe(`/nl/nieuwbouw/nieuwbouwwoning-met-tuin/${base + 2}/`)
    await payload.update({ collection: 'properties', id, data: { city: TOWN }, context: { disableRevalidate: true } })
    expect(await dutchPath(base + 2)).toBe(`/nl/nieuwbouw/nieuwdorp-${base}/nieuwbouwwoning-met-tuin/${base + 2}/`)
  })

  it("names a listing for a visitor's request only while the public may read it (the alert confirmation page)", async () => {
    const id = idOf.get(base + 3)!
    const visitorRead = () => listingLinks(payload, id, ['nl'], '', { overrideAccess: false })
    expect((await visitorRead()).get('nl')?.url).toBe(await dutchPath(base + 3))
    await payload.update({ collection: 'properties', id, data: { published: false }, context: { disableRevalidate: true } })
    try {
      await expect(visitorRead()).rejects.toThrow()
      // The agency's own e-mails (jobs) still link it.
      expect(await dutchPath(base + 3)).toMatch(new RegExp(`/${base + 3}/$`))
    } finally {
      await payload.update({ collection: 'properties', id, data: { published: true }, context: { disableRevalidate: true } })
    }
  })
})
