import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, Where } from 'payload'

import { readIndexedListings } from '../../src/data/propertyCards'
import { allMatches, buildListingIndex, ROOM_OPTIONS, searchFacets, searchListingIndex } from '../../src/listings/listingIndex'
import { buildPropertyQuery, type Listing } from '../../src/listings/query'
import { EPC_LETTERS, FEATURE_FILTERS, parseSearch, type PropertySearch } from '../../src/listings/searchParams'
import { closePayload, externalId, testPayload } from './helpers/payload'

/**
 * The list pages' query builder against a real database: filters combine, every sort orders the
 * rows, paging counts add up. Listings live in two postal codes of their own so other test files
 * sharing the database do not interfere.
 */
const ZIP_A = String(9100 + Math.floor(Math.random() * 400))
const ZIP_B = String(Number(ZIP_A) + 500)
/**
 * The listings of the new filters (issue 12) live in postal codes of their own: Flanders (F), Brussels
 * (C), Wallonia (D), and Luxembourg under Brussels' postal code C (the country decides the EPC table).
 */
const ZIP_F = String(2000 + Math.floor(Math.random() * 400))
const ZIP_C = String(1000 + Math.floor(Math.random() * 290))
const ZIP_D = String(4000 + Math.floor(Math.random() * 3900))
const OLD_ZIPS = [ZIP_A, ZIP_B]
const ALL_ZIPS = [ZIP_A, ZIP_B, ZIP_F, ZIP_C, ZIP_D]

describe('propertyQuery.int.ts: property search query', () => {
  let payload: Payload
  const typeIds = new Map<number, number>()
  const webHouse = 800_000 + Math.floor(Math.random() * 1000) * 2
  const webFlat = webHouse + 1

  // The database query's map area compares stored coordinates, which only a system or staff read may
  // do (a visitor's filter on coordinates would find a hidden address; visitors' map areas are answered
  // from the index, on public coordinates). So it runs as the system, limited to what the public sees:
  // published listings (the public read access), all with a published address here.
  const asPublic = (where: Where): Where => ({ and: [where, { published: { equals: true } }] })

  const run = async (listing: Listing, query: string, limit = 24, zips = OLD_ZIPS) => {
    const search = parseSearch(new URLSearchParams(query))
    const q = buildPropertyQuery(listing, search, typeIds, limit)
    const result = await payload.find({
      collection: 'properties',
      where: asPublic({ and: [q.where, { zip: { in: zips } }] }),
      sort: q.sort,
      page: q.page,
      limit: q.limit,
      depth: 0,
      overrideAccess: true,
      select: { title: true, price: true, city: true, zip: true, bedrooms: true, publishDate: true, status: true },
    })
    return result
  }

  beforeAll(async () => {
    payload = await testPayload()
    for (const [webId, name] of [
      [webHouse, 'Huis'],
      [webFlat, 'Appartement'],
    ] as const) {
      const doc = await payload.create({ collection: 'property-types', data: { name, webId, showOrder: 1, sale: true, rent: true } })
      typeIds.set(webId, doc.id)
    }
    const rows: Array<Record<string, unknown> & { type: number; publishDate: string }> = [
      {
        title: 'Bungalow',
        city: 'Aadorp',
        zip: ZIP_A,
        type: webHouse,
        price: 300000,
        bedrooms: 3,
        publishDate: '2026-01-01',
        goal: 'sale',
        marquee: '0',
      },
      {
        title: 'Hoeve',
        city: 'Aadorp',
        zip: ZIP_A,
        type: webHouse,
        price: 450000,
        bedrooms: 4,
        publishDate: '2026-03-01',
        goal: 'sale',
        marquee: '0',
      },
      {
        title: 'Dakappartement',
        city: 'Bestad',
        zip: ZIP_B,
        type: webFlat,
        price: 250000,
        bedrooms: 2,
        publishDate: '2026-02-01',
        goal: 'sale',
        marquee: '3',
      },
      {
        title: 'Cottage',
        city: 'Bestad',
        zip: ZIP_B,
        type: webHouse,
        price: 199000,
        bedrooms: 2,
        publishDate: '2025-12-01',
        goal: 'sale',
        marquee: '0',
      },
      {
        title: 'Verkochte villa',
        city: 'Aadorp',
        zip: ZIP_A,
        type: webHouse,
        price: 500000,
        bedrooms: 5,
        publishDate: '2025-06-01',
        goal: 'sale',
        marquee: '4',
      },
      {
        title: 'Huurflat',
        city: 'Bestad',
        zip: ZIP_B,
        type: webFlat,
        price: 850,
        bedrooms: 1,
        publishDate: '2026-04-01',
        goal: 'rent',
        marquee: '0',
      },
      {
        title: 'Verborgen',
        city: 'Aadorp',
        zip: ZIP_A,
        type: webHouse,
        price: 310000,
        bedrooms: 3,
        publishDate: '2026-05-01',
        goal: 'sale',
        marquee: '0',
        published: false,
      },
    ]
    // The new filters: living area, EPC per region (finer labels, status, Luxembourg's label text),
    // garden/terrace/garage as checkbox or surface/count, marquee new/reduced, coordinates.
    const sale = { goal: 'sale', marquee: '0', type: webHouse, bedrooms: 3, publishDate: '2026-01-15' }
    rows[0] = { ...rows[0], surfaceLiving: 140, energyPerformance: 150, garden: true, latitude: 51.2, longitude: 5.3 }
    rows[1] = { ...rows[1], surfaceLiving: 260, energyPerformance: -10, surfaceGarden: 2000, garages: 2, latitude: 51.25, longitude: 5.4 }
    rows[2] = { ...rows[2], surfaceLiving: 95, energyPerformance: 320, terrace: true, latitude: 51.1, longitude: 5.1 }
    rows[3] = { ...rows[3], marquee: '2' }
    rows[4] = { ...rows[4], garden: true, energyPerformance: 50, latitude: 51.2, longitude: 5.3 }
    rows[6] = { ...rows[6], garden: true, energyPerformance: 50, marquee: '1', latitude: 51.2, longitude: 5.3 }
    rows.push(
      {
        ...sale,
        title: 'Brussels flat',
        city: 'Cstad',
        zip: ZIP_C,
        type: webFlat,
        price: 320000,
        bedrooms: 1,
        surfaceLiving: 80,
        energyPerformance: 60,
        surfaceTerrace: 12,
        marquee: '1',
        latitude: 50.85,
        longitude: 4.35,
        publishDate: '2026-02-10',
      },
      {
        ...sale,
        title: 'Brussels house',
        city: 'Cstad',
        zip: ZIP_C,
        price: 610000,
        bedrooms: 5,
        surfaceLiving: 180,
        energyPerformance: 96,
        garage: true,
        latitude: 50.84,
        longitude: 4.36,
        publishDate: '2026-02-11',
      },
      {
        ...sale,
        title: 'Walloon farm',
        city: 'Dstad',
        zip: ZIP_D,
        price: 380000,
        bedrooms: 4,
        surfaceLiving: 200,
        energyPerformance: 0,
        marquee: '1',
        latitude: 50.5,
        longitude: 5.5,
        publishDate: '2026-02-12',
      },
      {
        ...sale,
        title: 'Walloon ruin',
        city: 'Dstad',
        zip: ZIP_D,
        price: 99000,
        bedrooms: 2,
        energyPerformance: 600,
        epcStatus: 'available',
        latitude: 50.5,
        longitude: 5.6,
        publishDate: '2026-02-13',
      },
      {
        ...sale,
        title: 'EPC pending',
        city: 'Fstad',
        zip: ZIP_F,
        price: 275000,
        energyPerformance: 50,
        epcStatus: 'in-application',
        surfaceLiving: 150,
        publishDate: '2026-02-14',
      },
      {
        ...sale,
        title: 'Flemish barn',
        city: 'Fstad',
        zip: ZIP_F,
        price: 275000,
        bedrooms: 0,
        energyPerformance: 550,
        garage: false,
        garages: 0,
        surfaceGarden: 0,
        surfaceLiving: 90,
        latitude: 51.0,
        longitude: 5.0,
        publishDate: '2026-02-15',
      },
      {
        ...sale,
        title: 'Luxembourg loft',
        city: 'Lstad',
        zip: ZIP_C,
        countryId: '50',
        price: 720000,
        bedrooms: 2,
        surfaceLiving: 120,
        energyPerformance: 500,
        epcLabelText: 'B+',
        latitude: 49.61,
        longitude: 6.13,
        publishDate: '2026-02-16',
      },
      {
        ...sale,
        title: 'Luxembourg villa',
        city: 'Lstad',
        zip: ZIP_C,
        countryId: '50',
        price: 990000,
        bedrooms: 6,
        surfaceLiving: 300,
        epcLabelText: 'a_plus',
        marquee: '2',
        garden: true,
        publishDate: '2026-02-17',
      },
      // A standalone new build: a new-build main type outside a project (the new-build list shows it too).
      {
        ...sale,
        title: 'Losse nieuwbouw',
        city: 'Fstad',
        zip: ZIP_F,
        price: 420000,
        mainTypeName: 'Nieuwbouw woning',
        publishDate: '2026-02-19',
      },
      {
        ...sale,
        title: 'Rental studio',
        city: 'Fstad',
        zip: ZIP_F,
        goal: 'rent',
        price: 700,
        bedrooms: 1,
        surfaceLiving: 40,
        energyPerformance: 250,
        terrace: true,
        latitude: 51.0,
        longitude: 5.0,
        publishDate: '2026-02-18',
      },
    )
    for (const row of rows) {
      await payload.create({
        collection: 'properties',
        data: {
          published: true,
          ...row,
          type: typeIds.get(row.type)!,
          externalId: externalId(),
          publishDate: `${row.publishDate}T00:00:00.000Z`,
        } as never,
      })
    }
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  const titles = (result: { docs: Array<{ title: string }> }) => result.docs.map((d) => d.title)

  it('lists each section: for sale (with under option), for rent, sold; never unpublished', async () => {
    expect(titles(await run('for-sale', ''))).toEqual(['Hoeve', 'Dakappartement', 'Bungalow', 'Cottage'])
    expect(titles(await run('for-rent', ''))).toEqual(['Huurflat'])
    expect(titles(await run('sold', ''))).toEqual(['Verkochte villa'])
  })

  it('combines town, type, price and rooms filters', async () => {
    expect(titles(await run('for-sale', `city=${ZIP_A}`))).toEqual(['Hoeve', 'Bungalow'])
    expect(titles(await run('for-sale', `type=${webFlat}`))).toEqual(['Dakappartement'])
    expect(titles(await run('for-sale', `city=${ZIP_B}&type=${webHouse}`))).toEqual(['Cottage'])
    expect(titles(await run('for-sale', 'price=200000-320000'))).toEqual(['Dakappartement', 'Bungalow'])
    expect(titles(await run('for-sale', `price=0-460000&rooms=3&city=${ZIP_A},${ZIP_B}`))).toEqual(['Hoeve', 'Bungalow'])
    expect(titles(await run('for-sale', 'type=999999999'))).toEqual([])
  })

  it('sorts by price, type description, city and date in both directions', async () => {
    expect(titles(await run('for-sale', 'sortPrice=asc'))).toEqual(['Cottage', 'Dakappartement', 'Bungalow', 'Hoeve'])
    expect(titles(await run('for-sale', 'sortPrice=desc'))).toEqual(['Hoeve', 'Bungalow', 'Dakappartement', 'Cottage'])
    expect(titles(await run('for-sale', 'sortTypeDescription=asc'))).toEqual(['Bungalow', 'Cottage', 'Dakappartement', 'Hoeve'])
    expect((await run('for-sale', 'sortCity=desc')).docs.map((d) => d.city)).toEqual(['Bestad', 'Bestad', 'Aadorp', 'Aadorp'])
    expect(titles(await run('for-sale', 'sortDate=asc'))).toEqual(['Cottage', 'Bungalow', 'Dakappartement', 'Hoeve'])
  })

  it('pages through the results with consistent counts', async () => {
    const first = await run('for-sale', 'sortPrice=asc', 3)
    const second = await run('for-sale', 'sortPrice=asc&page=2', 3)
    expect([first.totalDocs, first.totalPages, first.page]).toEqual([4, 2, 1])
    expect([second.totalDocs, second.totalPages, second.page]).toEqual([4, 2, 2])
    expect([...titles(first), ...titles(second)]).toEqual(['Cottage', 'Dakappartement', 'Bungalow', 'Hoeve'])
  })

  it('the in-memory index of the list screens answers every search exactly as the database query', async () => {
    // What the site's search reads: the published listings with the visitor's access.
    const index = buildListingIndex((await readIndexedListings(payload, { zip: { in: [ZIP_A, ZIP_B] } })).nl)
    const cases: Array<[Listing, string, number?]> = [
      ['for-sale', ''],
      ['for-rent', ''],
      ['sold', ''],
      ['for-sale', `city=${ZIP_B}&type=${webHouse}`],
      ['for-sale', `type=${webFlat}`],
      ['for-sale', 'price=200000-320000'],
      ['for-sale', `price=0-460000&rooms=3&city=${ZIP_A},${ZIP_B}`],
      ['for-sale', 'type=999999999'],
      ['for-sale', 'search=appartement'],
      ['for-sale', 'sortPrice=asc'],
      ['for-sale', 'sortPrice=desc'],
      ['for-sale', 'sortTypeDescription=asc'],
      ['for-sale', 'sortTypeDescription=desc'],
      ['for-sale', 'sortDate=asc'],
      ['for-sale', 'sortPrice=asc&page=2', 3],
    ]
    for (const [listing, query, limit = 24] of cases) {
      const fromDatabase = await run(listing, query, limit)
      const fromIndex = searchListingIndex(index, listing, parseSearch(new URLSearchParams(query)), typeIds, limit)
      expect({ query, titles: fromIndex.rows.map((r) => r.title), total: fromIndex.totalDocs, pages: fromIndex.totalPages }).toEqual({
        query,
        titles: titles(fromDatabase),
        total: fromDatabase.totalDocs,
        pages: fromDatabase.totalPages,
      })
    }
  })

  /** The index of the list screens over every listing of this file, read as the site reads it. */
  const allIndex = async () => buildListingIndex((await readIndexedListings(payload, { zip: { in: ALL_ZIPS } })).nl)

  it('the index and the database query agree on every new filter, their combinations, sorts and pages', async () => {
    const index = await allIndex()
    const cases: Array<[Listing, string, number?]> = [
      ['for-sale', 'area=100-'],
      ['for-sale', 'area=-150'],
      ['for-sale', 'area=90-200&sortPrice=asc'],
      ...EPC_LETTERS.map((letter): [Listing, string] => ['for-sale', `epc=${letter}`]),
      ...FEATURE_FILTERS.map((feature): [Listing, string] => ['for-sale', `${feature}=1`]),
      ['for-sale', 'bbox=5.0,51.0,5.35,51.3'],
      // Edges count as inside: both Walloon listings lie on the box's south edge, one on its east edge.
      ['for-sale', 'bbox=5.5,50.5,5.6,50.6'],
      ['for-sale', 'bbox=-10,-10,10,60'],
      ['for-sale', 'epc=b&garden=1'],
      ['for-sale', 'area=80-&epc=c&sortPrice=asc'],
      ['for-sale', 'garden=1&garage=1&sortTypeDescription=desc'],
      [`for-sale`, `terrace=1&new=1&city=${ZIP_C}`],
      ['for-sale', `bbox=4,50,6,52&type=${webHouse}&sortDate=asc`],
      ['for-sale', 'reduced=1&rooms=3&sortCity=asc'],
      ['for-sale', 'epc=g&sortPrice=asc&page=2', 3],
      ['for-sale', 'area=1-&sortTypeDescription=desc&page=3', 2],
      ['for-sale', 'epc=d&bbox=4,49,7,52&price=0-700000&sortPrice=desc&page=2', 2],
      ['for-rent', 'epc=c&terrace=1'],
      ['sold', 'garden=1'],
      ['new-build', 'epc=a'],
      ['new-build', ''],
      ['new-build', 'sortPrice=asc&garden=1'],
    ]
    for (const [listing, query, limit = 24] of cases) {
      const fromDatabase = await run(listing, query, limit, ALL_ZIPS)
      const fromIndex = searchListingIndex(index, listing, parseSearch(new URLSearchParams(query)), typeIds, limit)
      expect({ query, titles: fromIndex.rows.map((r) => r.title), total: fromIndex.totalDocs, pages: fromIndex.totalPages }).toEqual({
        query,
        titles: titles(fromDatabase),
        total: fromDatabase.totalDocs,
        pages: fromDatabase.totalPages,
      })
    }
    // The new-build list holds the standalone new build and no other sale.
    expect(titles(await run('new-build', '', 24, ALL_ZIPS))).toEqual(['Losse nieuwbouw'])
    // The cases mean something: each new filter keeps some listings and drops others.
    const total = (await run('for-sale', '', 100, ALL_ZIPS)).totalDocs
    for (const query of [
      'area=100-',
      'epc=b',
      'epc=f',
      'garden=1',
      'terrace=1',
      'garage=1',
      'new=1',
      'reduced=1',
      'bbox=5.0,51.0,5.35,51.3',
    ]) {
      const found = (await run('for-sale', query, 100, ALL_ZIPS)).totalDocs
      expect({ query, some: found > 0, notAll: found < total }).toEqual({ query, some: true, notAll: true })
    }
  })

  it('reads EPC letters as the detail page labels them, per region, with finer labels as their letter', async () => {
    const epc = async (letter: string) => titles(await run('for-sale', `epc=${letter}&sortTypeDescription=asc`, 100, ALL_ZIPS))
    // A: Flanders below zero (A+), Wallonia 0 (A++), Luxembourg "a_plus". Not the EPC in application.
    expect(await epc('a')).toEqual(['Hoeve', 'Luxembourg villa', 'Walloon farm'])
    // B adds Flanders 150, Brussels 60 (B+) and Luxembourg "B+" (its value 500 is not read).
    expect(await epc('b')).toEqual(['Brussels flat', 'Bungalow', 'Hoeve', 'Luxembourg loft', 'Luxembourg villa', 'Walloon farm'])
    // C adds Brussels 96 (C+); F adds Flanders 550 (above the table: F) and D 320; G Wallonia 600.
    expect((await epc('c')).length).toBe(7)
    expect(await epc('f')).toEqual([
      'Brussels flat',
      'Brussels house',
      'Bungalow',
      'Dakappartement',
      'Flemish barn',
      'Hoeve',
      'Luxembourg loft',
      'Luxembourg villa',
      'Walloon farm',
    ])
    expect((await epc('g')).includes('Walloon ruin')).toBe(true)
    expect((await epc('g')).includes('EPC pending')).toBe(false)
  })

  it('every facet count is the size of the search it stands for, in the index and in the database', async () => {
    const index = await allIndex()
    const countOf = async (listing: Listing, search: PropertySearch) => {
      const q = buildPropertyQuery(listing, search, typeIds)
      return (
        await payload.count({
          collection: 'properties',
          overrideAccess: true,
          where: asPublic({ and: [q.where, { zip: { in: ALL_ZIPS } }] }),
        })
      ).totalDocs
    }
    const searches: Array<[Listing, string]> = [
      ['for-sale', ''],
      ['for-sale', 'garden=1&epc=c'],
      ['for-sale', 'rooms=3&area=80-&bbox=4,49,7,52'],
      ['for-sale', `type=${webHouse}&new=1&epc=a&rooms=2`],
      ['for-rent', 'terrace=1'],
    ]
    for (const [listing, query] of searches) {
      const search = parseSearch(new URLSearchParams(query))
      const facets = searchFacets(index, listing, search, typeIds)
      const expected = {
        total: await countOf(listing, search),
        features: Object.fromEntries(
          await Promise.all(
            FEATURE_FILTERS.map(async (feature) => [
              feature,
              await countOf(listing, { ...search, features: [...new Set([...search.features, feature])] }),
            ]),
          ),
        ),
        rooms: Object.fromEntries(
          await Promise.all(ROOM_OPTIONS.map(async (rooms) => [rooms, await countOf(listing, { ...search, rooms })])),
        ),
        epc: Object.fromEntries(await Promise.all(EPC_LETTERS.map(async (epc) => [epc, await countOf(listing, { ...search, epc })]))),
      }
      expect({ query, ...facets }).toEqual({ query, ...expected })
    }
  })

  it('keeps the marquee columns current: a listing that becomes "price reduced" is found by the next read of changed rows', async () => {
    await new Promise((resolve) => setTimeout(resolve, 10))
    const since = new Date().toISOString()
    const { docs } = await payload.find({
      collection: 'properties',
      where: { title: { equals: 'Bungalow' }, zip: { equals: ZIP_A } },
      depth: 0,
      limit: 1,
    })
    await payload.update({ collection: 'properties', id: docs[0].id, data: { marquee: '2' } })
    // What src/data/listingIndex.ts reads after a save: the rows changed since its last read.
    const changed = (await readIndexedListings(payload, { updatedAt: { greater_than_equal: since } })).nl
    expect(changed.map((row) => row.title)).toEqual(['Bungalow'])
    const reduced = allMatches(buildListingIndex(changed), 'for-sale', parseSearch({ reduced: '1' }), typeIds, Infinity)
    expect(reduced.map((row) => row.title)).toEqual(['Bungalow'])
    expect(titles(await run('for-sale', 'reduced=1', 24, ALL_ZIPS))).toContain('Bungalow')
    await payload.update({ collection: 'properties', id: docs[0].id, data: { marquee: '0' } })
  })
})
