import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { readIndexedListings } from '../../src/data/propertyCards'
import { buildListingIndex, searchListingIndex } from '../../src/properties/listingIndex'
import { buildPropertyQuery, type Listing } from '../../src/properties/query'
import { parseSearch } from '../../src/properties/searchParams'
import { closePayload, externalId, testPayload } from './helpers/payload'

/**
 * The list pages' query builder against a real database: filters combine, every sort orders the
 * rows, paging counts add up. Listings live in two postal codes of their own so other test files
 * sharing the database do not interfere.
 */
const ZIP_A = String(9100 + Math.floor(Math.random() * 400))
const ZIP_B = String(Number(ZIP_A) + 500)

describe('property search query', () => {
  let payload: Payload
  const typeIds = new Map<number, number>()
  const webHouse = 800_000 + Math.floor(Math.random() * 1000) * 2
  const webFlat = webHouse + 1

  const run = async (listing: Listing, query: string, limit = 24) => {
    const search = parseSearch(new URLSearchParams(query))
    const q = buildPropertyQuery(listing, search, typeIds, limit)
    const result = await payload.find({
      collection: 'properties',
      where: { and: [q.where, { zip: { in: [ZIP_A, ZIP_B] } }] },
      sort: q.sort,
      page: q.page,
      limit: q.limit,
      depth: 0,
      overrideAccess: false,
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
    const rows = [
      { title: 'Bungalow', city: 'Aadorp', zip: ZIP_A, type: webHouse, price: 300000, bedrooms: 3, publishDate: '2026-01-01', goal: 'sale', marquee: '0' },
      { title: 'Hoeve', city: 'Aadorp', zip: ZIP_A, type: webHouse, price: 450000, bedrooms: 4, publishDate: '2026-03-01', goal: 'sale', marquee: '0' },
      { title: 'Dakappartement', city: 'Bestad', zip: ZIP_B, type: webFlat, price: 250000, bedrooms: 2, publishDate: '2026-02-01', goal: 'sale', marquee: '3' },
      { title: 'Cottage', city: 'Bestad', zip: ZIP_B, type: webHouse, price: 199000, bedrooms: 2, publishDate: '2025-12-01', goal: 'sale', marquee: '0' },
      { title: 'Verkochte villa', city: 'Aadorp', zip: ZIP_A, type: webHouse, price: 500000, bedrooms: 5, publishDate: '2025-06-01', goal: 'sale', marquee: '4' },
      { title: 'Huurflat', city: 'Bestad', zip: ZIP_B, type: webFlat, price: 850, bedrooms: 1, publishDate: '2026-04-01', goal: 'rent', marquee: '0' },
      { title: 'Verborgen', city: 'Aadorp', zip: ZIP_A, type: webHouse, price: 310000, bedrooms: 3, publishDate: '2026-05-01', goal: 'sale', marquee: '0', published: false },
    ]
    for (const row of rows) {
      await payload.create({
        collection: 'properties',
        data: { published: true, ...row, type: typeIds.get(row.type)!, externalId: externalId(), publishDate: `${row.publishDate}T00:00:00.000Z` } as never,
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
})
