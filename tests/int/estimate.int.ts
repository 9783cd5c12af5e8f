import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import * as make from './fixtures'
import { closePayload, testPayload, unique } from './helpers/payload'
import { estimatePrice } from '../../src/listings/estimate'

/**
 * Issue 37.7 on a real database: the instant estimate's references are the published sale listings as
 * the visitor reads them (src/data/estimate.ts referenceOf over readIndexedListings, overrideAccess:
 * false): sold ones as sales, current ones at their asking price; a hidden price, an unpublished
 * listing and a rental never enter it, and too few references give no estimate.
 */
describe('estimate.int.ts: the instant estimate reads only public prices', () => {
  let payload: Payload
  let typeId: number
  const zip = String(4000 + Math.floor(Math.random() * 5000))
  const recent = new Date(Date.now() - 30 * 86_400_000).toISOString()
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    payload = await testPayload()
    typeId = (await make.propertyType(payload)).id
    const city = unique('Dorp')
    const listing = async (name: string, data: Record<string, unknown>) => {
      const doc = await make.property(payload, typeId, { zip, city, surfaceLiving: 150, bedrooms: 3, publishDate: recent, ...data })
      ids[name] = (doc as { externalId: number }).externalId
    }
    await listing('sold', { price: 300_000, marquee: '4' })
    await listing('asking', { price: 320_000 })
    await listing('hidden', { price: 987_654, publishPrice: false })
    await listing('unpublished', { price: 111_111, published: false })
    await listing('rental', { price: 1_200, goal: 'rent' })
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  const references = async () => {
    const { readIndexedListings } = await import('../../src/data/propertyCards')
    const { referenceOf } = await import('../../src/data/estimate')
    const rows = await readIndexedListings(payload, { zip: { equals: zip } })
    return rows.nl.map(referenceOf).filter((reference) => reference !== null)
  }

  it('takes sold listings as sales and current ones as asking prices, and nothing hidden, unpublished or rented', async () => {
    const found = await references()
    expect(found.map((reference) => [reference.id, reference.kind, reference.price]).sort()).toEqual(
      [
        [ids.sold, 'sold', 300_000],
        [ids.asking, 'asking', 320_000],
      ].sort(),
    )
    expect(JSON.stringify(found)).not.toContain('987654')
  })

  it('says "too few" with two references, and estimates from public prices once there are three', async () => {
    const input = { zip, type: typeId, area: 150, bedrooms: 3, epc: null, condition: 'good' as const }
    expect(estimatePrice(input, await references(), Date.now())).toEqual({ kind: 'too-few', count: 2, needed: 3 })
    const third = await make.property(payload, typeId, {
      zip,
      city: unique('Dorp'),
      surfaceLiving: 150,
      bedrooms: 3,
      publishDate: recent,
      price: 310_000,
      marquee: '4',
    })
    const result = estimatePrice(input, await references(), Date.now())
    expect(result).toMatchObject({ kind: 'estimate', count: 3, sold: 2, asking: 1 })
    if (result.kind !== 'estimate') throw new Error(result.kind)
    // Between the public prices (the asking one lowered): the hidden 987,654 would pull it far up.
    expect(result.mid).toBeGreaterThanOrEqual(295_000)
    expect(result.mid).toBeLessThanOrEqual(315_000)
    expect(result.comparables.map((comparable) => comparable.id)).toContain((third as { externalId: number }).externalId)
  })
})
