import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'
import sharp from 'sharp'

import type { CrmExport } from '../../crm/crm-format'
import { importCrmExport } from '../../crm/importer'
import { formatPrice } from '../../src/lib/format'
import { closePayload, testPayload } from './helpers/payload'

/**
 * The importer against a real database: what a CRM export becomes, that a second run writes
 * nothing, and that bad rows are reported with position and reason while the rest is imported.
 * Ids and web ids are far from the seed's so this file can share a database with others.
 */
const base = 700_000 + Math.floor(Math.random() * 10_000) * 10
const WEB_HOUSE = base + 1
const WEB_FLAT = base + 2
// Town names unique per run: the database may hold an earlier run's towns (SQLite file reused locally).
const TOWN = `Testdorp ${base}`
const RENT_TOWN = `Huurstad ${base}`

function exportFixture(): CrmExport {
  return {
    webIDs: [
      { ID: 1, WebID: WEB_HOUSE, Name: 'Huis', ShowOrder: 1, Sale: true, Rent: true, language: 'nl' },
      { ID: 1, WebID: WEB_HOUSE, Name: 'Maison', ShowOrder: 1, Sale: true, Rent: true, language: 'fr' },
      { ID: 2, WebID: WEB_FLAT, Name: 'Appartement', ShowOrder: 2, Sale: true, Rent: true, language: 'nl' },
    ],
    citys: [{ Name: TOWN, Zip: '3999', CountryID: 10, CountryName: 'België', language: 'nl' }],
    citysSale: [],
    citysRent: [{ Name: RENT_TOWN, Zip: '2999', CountryID: 10, CountryName: 'België', language: 'nl' }],
    neighbourhoods: [],
    projects: [
      {
        ID: base,
        language: 'nl',
        Goal: 0,
        Name: 'Residentie Testhof',
        City: TOWN,
        Zip: '3999',
        WebID: `${WEB_FLAT}`,
        PriceMin: 270000,
        PriceMax: 330000,
        Pictures: [{ ID: base + 1, Url: 'images/front.jpg' }],
      },
      { ID: base, language: 'fr', Goal: 0, Name: 'Résidence Testhof', City: TOWN, Zip: '3999', WebID: `${WEB_FLAT}` },
    ],
    properties: [
      {
        ID: base + 1,
        language: 'nl',
        Goal: 0,
        City: TOWN,
        Zip: '3999',
        TypeDescription: 'Gezinswoning met tuin',
        WebID: WEB_HOUSE,
        Marquee: 0,
        Price: 289000,
        Latitude: 51.2,
        Longitude: 5.3,
        SmallPictureItem: { ID: base + 1, Url: 'images/front.jpg', Width: 250, Height: 166 },
        Permit: 1,
        FloodZone: 0,
      } as never,
      { ID: base + 1, language: 'fr', TypeDescription: 'Maison familiale avec jardin' } as never,
      {
        ID: base + 2,
        language: 'nl',
        Goal: 1,
        City: RENT_TOWN,
        Zip: '2999',
        TypeDescription: 'Appartement',
        WebID: WEB_FLAT,
        Marquee: 4,
        Price: 850,
      },
      {
        ID: base + 3,
        language: 'nl',
        Goal: 0,
        City: TOWN,
        Zip: '3999',
        TypeDescription: 'Nieuwbouwappartement',
        WebID: WEB_FLAT,
        Marquee: 0,
        Price: 299000,
        ProjectID: base,
      },
      // Bad rows: each is reported and skipped, the others still go in.
      { ID: base + 4, language: 'nl', Goal: 3, City: TOWN, Zip: '3999', TypeDescription: 'Bad goal', WebID: WEB_FLAT, Marquee: 0 } as never,
      { ID: base + 5, language: 'nl', Goal: 0, City: TOWN, Zip: '39', TypeDescription: 'Bad zip', WebID: WEB_FLAT, Marquee: 0 },
      { ID: base + 6, language: 'nl', Goal: 0, City: TOWN, Zip: '3999', TypeDescription: 'Unknown type', WebID: base + 9, Marquee: 0 },
      { ID: base + 7, language: 'fr', TypeDescription: 'Seulement en français' } as never,
      {
        ID: base + 8,
        language: 'nl',
        Goal: 0,
        City: TOWN,
        Zip: '3999',
        TypeDescription: 'Unknown project',
        WebID: WEB_FLAT,
        Marquee: 0,
        ProjectID: base + 9,
      },
    ],
  }
}

describe('importer.int.ts: CRM importer', () => {
  let payload: Payload
  let dir: string

  beforeAll(async () => {
    payload = await testPayload()
    dir = await mkdtemp(path.join(os.tmpdir(), 'kv-import-'))
    await mkdir(path.join(dir, 'images'))
    await sharp({ create: { width: 640, height: 420, channels: 3, background: '#6b8fb3' } })
      .jpeg()
      .toFile(path.join(dir, 'images', 'front.jpg'))
    // Floor plans: file names unique per run (media are matched by file name across runs of a shared database).
    await mkdir(path.join(dir, 'plans'))
    for (const name of [`ground-${base}.png`, `first-${base}.png`])
      await sharp({ create: { width: 800, height: 560, channels: 3, background: '#ffffff' } })
        .png()
        .toFile(path.join(dir, 'plans', name))
  })

  afterAll(async () => {
    await closePayload(payload)
    await rm(dir, { recursive: true, force: true })
  })

  it('imports valid rows, reports every bad row with its position and reason, and is idempotent', async () => {
    const first = await importCrmExport(payload, exportFixture(), { baseDir: dir })

    expect(first.types.created).toBe(2)
    expect(first.projects.created).toBe(1)
    expect(first.properties.created).toBe(3)
    expect(first.cities.created).toBe(2)
    expect(first.mediaCreated).toBe(1)
    expect(first.invalid).toEqual([
      { list: 'properties', position: 5, id: base + 4, reason: 'Goal: Goal must be 0 (sale) or 1 (rent)' },
      { list: 'properties', position: 6, id: base + 5, reason: 'Zip: Zip must be a 4-digit postal code' },
      { list: 'properties', position: 7, id: base + 6, reason: `WebID: unknown property type ${base + 9}` },
      { list: 'properties', position: 8, id: base + 7, reason: 'No entry in the default language (nl)' },
      { list: 'properties', position: 9, id: base + 8, reason: `ProjectID: unknown project ${base + 9}` },
    ])

    const second = await importCrmExport(payload, exportFixture(), { baseDir: dir })
    expect(second.unchanged).toBe(true)
    expect(second.properties).toEqual({ created: 0, updated: 0, unchanged: 3 })
    expect(second.mediaCreated).toBe(0)
  })

  it('stores the listing as the site needs it: texts per language, status, type, project and photo', async () => {
    const { docs } = await payload.find({ collection: 'properties', where: { externalId: { equals: base + 1 } }, locale: 'nl', depth: 1 })
    const house = docs[0]
    expect(house.title).toBe('Gezinswoning met tuin')
    expect(house.slug).toBe('gezinswoning-met-tuin')
    expect(house.goal).toBe('sale')
    expect(house.status).toBe('for-sale')
    expect(house.permit).toBe('yes')
    expect(house.floodZone).toBe('none')
    expect((house.type as { webId: number }).webId).toBe(WEB_HOUSE)
    expect(house.photos).toHaveLength(1)
    // Filed in the media folder of its import (issue 36.6), not in one flat list.
    const photoId = (house.photos![0] as { id: number }).id
    const photo = await payload.findByID({ collection: 'media', id: photoId, depth: 1 })
    expect(photo.folder).toMatchObject({ name: expect.stringMatching(/^CRM-import \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) })

    const fr = await payload.findByID({ collection: 'properties', id: house.id, locale: 'fr', depth: 0 })
    expect(fr.title).toBe('Maison familiale avec jardin')

    const rented = await payload.find({ collection: 'properties', where: { externalId: { equals: base + 2 } }, depth: 0 })
    expect(rented.docs[0].status).toBe('rented')

    const unit = await payload.find({ collection: 'properties', where: { externalId: { equals: base + 3 } }, depth: 1 })
    expect((unit.docs[0].project as { externalId: number }).externalId).toBe(base)
  })

  it('recomputes the per-language counts of types and cities', async () => {
    const flat = await payload.find({ collection: 'property-types', where: { webId: { equals: WEB_FLAT } }, depth: 0 })
    expect(flat.docs[0].counts).toMatchObject({ nl: { sale: 1, rent: 1 } })
    const house = await payload.find({ collection: 'property-types', where: { webId: { equals: WEB_HOUSE } }, depth: 0 })
    // The house has a French title, so it counts in French too; nothing has a German title.
    expect(house.docs[0].counts).toEqual({ nl: { sale: 1, rent: 0 }, fr: { sale: 1, rent: 0 } })

    const town = await payload.find({ collection: 'cities', where: { name: { equals: TOWN } }, depth: 0 })
    expect(town.docs[0].label).toBe(`${TOWN} [3999]`)
    expect(town.docs[0].counts).toMatchObject({ nl: { all: 2, sale: 2, rent: 0 } })
    expect(town.docs[0].latitude).toBeCloseTo(51.2)
  })

  it('updates only what changed in a later export', async () => {
    const changed = exportFixture()
    const row = changed.properties.find((p) => p.ID === base + 1 && p.language === 'nl')!
    row.Price = 279000
    row.Marquee = 2
    const report = await importCrmExport(payload, changed, { baseDir: dir })
    expect(report.properties).toEqual({ created: 0, updated: 1, unchanged: 2 })
    const { docs } = await payload.find({ collection: 'properties', where: { externalId: { equals: base + 1 } }, depth: 0 })
    expect(docs[0].price).toBe(279000)
    expect(docs[0].marquee).toBe('2')
  })

  it('alerts the demanders a changed listing matches, in their language, once every language is written', async () => {
    const [house, town] = await Promise.all([
      payload.find({ collection: 'property-types', where: { webId: { equals: WEB_HOUSE } }, depth: 0 }),
      payload.find({ collection: 'cities', where: { name: { equals: TOWN } }, depth: 0 }),
    ])
    const email = `importer-${base}@example.be`
    await payload.create({
      collection: 'demands',
      data: {
        email,
        password: 'Demand-Pass-123',
        firstName: 'Anne',
        lastName: 'Dubois',
        language: 'fr',
        criteria: { goal: 'sale', types: [house.docs[0].id], cities: [town.docs[0].id], priceMax: 300000 },
      } as never,
    })
    const alerts = async () =>
      (
        await payload.find({
          collection: 'emails',
          depth: 0,
          where: { and: [{ to: { equals: email } }, { kind: { equals: 'demand-alert' } }] },
        })
      ).docs

    const lower = exportFixture()
    lower.properties.find((p) => p.ID === base + 1 && p.language === 'nl')!.Price = 269000
    // The demo seed imports without alerts.
    expect((await importCrmExport(payload, lower, { baseDir: dir, demandAlerts: false })).demandAlerts).toBe(0)
    expect(await alerts()).toHaveLength(0)

    const again = exportFixture()
    again.properties.find((p) => p.ID === base + 1 && p.language === 'nl')!.Price = 259000
    const report = await importCrmExport(payload, again, { baseDir: dir })
    expect(report.demandAlerts).toBe(1)
    const [alert] = await alerts()
    expect(alert.subject).toContain('Maison familiale avec jardin')
    expect(alert.text).toMatch(new RegExp(`/fr/.+/maison-familiale-avec-jardin/${base + 1}/`))
    expect(alert.text).toContain(formatPrice(259000))

    // The same export again, or a listing the demand does not match (the flat for rent), alerts nobody.
    expect((await importCrmExport(payload, again, { baseDir: dir })).demandAlerts).toBe(0)
    expect(await alerts()).toHaveLength(1)
  })
  it("maps the documents the CRM types as a plan to the listing's floor plans, the others stay downloads", async () => {
    const id = base + 20
    const plans: CrmExport = {
      ...exportFixture(),
      projects: [],
      properties: [
        {
          ID: id,
          language: 'nl',
          Goal: 0,
          City: TOWN,
          Zip: '3999',
          TypeDescription: 'Woning met plannen',
          WebID: WEB_HOUSE,
          Marquee: 0,
          Price: 310000,
          Pictures: [{ ID: base + 1, Url: 'images/front.jpg' }],
          Documents: [
            { Name: 'Grondplan gelijkvloers', Url: `plans/ground-${base}.png`, Type: 'Plan' },
            { Name: 'Brochure', Url: 'images/front.jpg', Type: 'Brochure' },
            { Name: 'Grondplan verdieping', Url: `plans/first-${base}.png`, Type: ' plattegrond ' },
          ],
        },
      ],
    }
    const report = await importCrmExport(payload, plans, { baseDir: dir, demandAlerts: false })
    expect(report.invalid).toEqual([])
    expect(report.warnings).toEqual([])
    expect(report.properties.created).toBe(1)

    // What a visitor reads: the published listing with its plans, in export order, as images with their CRM names.
    const { docs } = await payload.find({
      collection: 'properties',
      where: { externalId: { equals: id } },
      locale: 'nl',
      depth: 1,
      overrideAccess: false,
    })
    const house = docs[0]
    const floorPlans = (house.floorPlans ?? []) as Array<{ alt?: string | null; mimeType?: string | null; filename?: string | null }>
    expect(floorPlans.map((m) => m.alt)).toEqual(['Grondplan gelijkvloers', 'Grondplan verdieping'])
    expect(floorPlans.map((m) => m.mimeType)).toEqual(['image/png', 'image/png'])
    expect(house.photos).toHaveLength(1)
    expect((house.documents ?? []).map((d) => d.title)).toEqual(['Brochure'])

    // The same export again writes nothing; a listing taken offline shows its plans to nobody.
    expect((await importCrmExport(payload, plans, { baseDir: dir, demandAlerts: false })).unchanged).toBe(true)
    await payload.update({
      collection: 'properties',
      id: house.id,
      data: { published: false },
      depth: 0,
      context: { disableRevalidate: true },
    })
    const hidden = await payload.find({ collection: 'properties', where: { externalId: { equals: id } }, depth: 1, overrideAccess: false })
    expect(hidden.docs).toHaveLength(0)
  })

  it('updates a listing staff moved to the trash where it lies, without failing on its CRM ID', async () => {
    const { docs } = await payload.find({ collection: 'properties', where: { externalId: { equals: base + 1 } }, depth: 0 })
    const id = docs[0].id
    await payload.update({ collection: 'properties', id, data: { deletedAt: new Date().toISOString() } })
    try {
      const again = await importCrmExport(payload, exportFixture(), { baseDir: dir })
      expect(again.invalid.filter((row) => row.id === base + 1)).toEqual([])
      expect((await payload.count({ collection: 'properties', where: { externalId: { equals: base + 1 } } })).totalDocs).toBe(0)
      const trashed = await payload.find({ collection: 'properties', trash: true, where: { externalId: { equals: base + 1 } } })
      expect(trashed.docs.map((doc) => [doc.id, Boolean(doc.deletedAt)])).toEqual([[id, true]])
    } finally {
      await payload.update({ collection: 'properties', id, trash: true, data: { deletedAt: null } })
    }
  })
})
