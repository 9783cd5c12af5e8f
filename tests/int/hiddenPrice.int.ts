import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import * as make from './fixtures'
import { closePayload, testPayload, unique } from './helpers/payload'
import { buildListingIndex, searchListingIndex } from '../../src/listings/listingIndex'
import { parseSearch } from '../../src/listings/searchParams'
import { PRICE_FIELDS } from '../../src/listings/publicPrice'
import { DEFAULT_RATES } from '../../src/purchase/rates'

type Json = Record<string, unknown> & { docs?: Array<Record<string, unknown>>; errors?: Array<{ message: string }> }

const SECTIONS = { forSale: '/nl/te-koop/', forRent: '/nl/te-huur/', newBuild: '/nl/nieuwbouw/', projects: '/nl/projecten/' }

/**
 * Issue 33.1 on a real database: a listing with publishPrice off has no price and no figure derived
 * from it for anonymous readers and owners of other listings (local reads with overrideAccess: false,
 * REST, GraphQL, the site's listing index, cards and compare summaries), and no price filter or sort
 * places it by its hidden value; staff and the listing's own owner see it.
 */
describe('hiddenPrice.int.ts: a hidden price stays hidden', () => {
  let payload: Payload
  let typeId: number
  let staffToken: string
  let ownerToken: string
  let otherOwnerToken: string
  // Distinctive amounts, so that a leak shows as the number anywhere in an answer. Each has five digits or
  // more, so no four-digit postcode and no row id of a test database can be mistaken for one.
  const costs = {
    price: 311017,
    registrationRight: 68573,
    vatValue: 12313,
    notaryFeeExVat: 29171,
    notaryFeeIncVat: 35297,
    agencyCost: 41113,
    totalCost: 356139,
  }
  const zip = String(4000 + Math.floor(Math.random() * 5000))
  let hidden: { id: number; externalId: number }
  let shown: { id: number; externalId: number }

  const request = (path: string, init: { token?: string; body?: unknown } = {}) =>
    new Request(`http://localhost${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: {
        ...(init.token ? { authorization: `JWT ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    })

  const rest = async (path: string, token?: string) => {
    const { handleEndpoints } = await import('payload')
    const response = await handleEndpoints({ config: payload.config, request: request(path, { token }) })
    const type = response.headers.get('content-type') ?? ''
    return { status: response.status, body: (type.includes('json') ? await response.json() : null) as Json }
  }

  const graphql = async (query: string, token?: string) => {
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const response = await GRAPHQL_POST(Promise.resolve(payload.config))(request('/api/graphql', { token, body: { query } }))
    return (await response.json()) as { data?: Record<string, Json | null>; errors?: Array<{ message: string }> }
  }

  // A whole number only: an amount's digits inside a longer number (a timestamp, a larger id) are no leak.
  const leaks = (value: unknown) =>
    Object.values(costs).filter((amount) => new RegExp(`(?<![0-9])${amount}(?![0-9])`).test(JSON.stringify(value)))

  beforeAll(async () => {
    payload = await testPayload()
    typeId = (await make.propertyType(payload)).id
    const ownerA = await make.owner(payload)
    const ownerB = await make.owner(payload)
    const h = await make.property(payload, typeId, {
      zip,
      city: unique('Dorp'),
      ...costs,
      surfaceLiving: 137,
      publishPrice: false,
      owner: ownerA.id,
    })
    const s = await make.property(payload, typeId, { zip, city: 'Zichtbaar', price: 305000, surfaceLiving: 120, owner: ownerB.id })
    hidden = { id: h.id, externalId: h.externalId }
    shown = { id: s.id, externalId: s.externalId }
    const staff = await make.staffUser(payload, 'editor')
    staffToken = (await payload.login({ collection: 'users', data: { email: staff.email, password: 'Staff-Pass-123' } })).token!
    ownerToken = (await payload.login({ collection: 'owners', data: { email: ownerA.email, password: 'Owner-Pass-123' } })).token!
    otherOwnerToken = (await payload.login({ collection: 'owners', data: { email: ownerB.email, password: 'Owner-Pass-123' } })).token!
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  it('has no price or derived cost in anonymous local reads; staff and system reads keep them', async () => {
    const anonymous = await payload.findByID({ collection: 'properties', id: hidden.id, overrideAccess: false, depth: 0 })
    for (const field of PRICE_FIELDS) expect(anonymous[field]).toBeUndefined()
    expect(anonymous.publishPrice).toBe(false)
    expect(leaks(anonymous)).toEqual([])
    // A select that asks for the price only still gets none.
    const selected = await payload.find({
      collection: 'properties',
      overrideAccess: false,
      where: { id: { equals: hidden.id } },
      select: { price: true, totalCost: true },
    })
    expect(leaks(selected.docs)).toEqual([])
    expect(selected.docs[0]).not.toHaveProperty('price')
    // A published price is there for everyone.
    expect((await payload.findByID({ collection: 'properties', id: shown.id, overrideAccess: false })).price).toBe(305000)
    const system = await payload.findByID({ collection: 'properties', id: hidden.id })
    expect(system).toMatchObject(costs)
  })

  it('is absent from REST and GraphQL for anonymous readers and owners of other listings, present for staff and its owner', async () => {
    const path = `/api/properties?where[externalId][equals]=${hidden.externalId}&depth=0`
    for (const token of [undefined, otherOwnerToken]) {
      const answer = await rest(path, token)
      expect(answer.status).toBe(200)
      expect(answer.body.docs).toHaveLength(1)
      expect(leaks(answer.body)).toEqual([])
      const byId = await rest(`/api/properties/${hidden.id}?depth=0`, token)
      expect(byId.status).toBe(200)
      expect(leaks(byId.body)).toEqual([])
      const viaGraphql = await graphql(
        `{ Properties(where: { externalId: { equals: ${hidden.externalId} } }) { docs { id price registrationRight vatValue notaryFeeExVat notaryFeeIncVat agencyCost totalCost publishPrice } } }`,
        token,
      )
      expect(viaGraphql.data?.Properties?.docs).toHaveLength(1)
      expect(viaGraphql.data?.Properties?.docs?.[0]).toMatchObject({ price: null, totalCost: null, registrationRight: null })
      expect(leaks(viaGraphql)).toEqual([])
    }
    expect((await rest(path, staffToken)).body.docs?.[0]).toMatchObject(costs)
    expect((await rest(path, ownerToken)).body.docs?.[0]).toMatchObject(costs)
    const staffGraphql = await graphql(
      `{ Properties(where: { externalId: { equals: ${hidden.externalId} } }) { docs { price totalCost } } }`,
      staffToken,
    )
    expect(staffGraphql.data?.Properties?.docs?.[0]).toEqual({ price: costs.price, totalCost: costs.totalCost })
  })

  it('cannot be found by filtering or sorting on the price or its costs, by anyone but staff', async () => {
    const near = `where[externalId][equals]=${hidden.externalId}`
    for (const token of [undefined, otherOwnerToken, ownerToken]) {
      expect((await rest(`/api/properties?${near}&where[price][greater_than]=300000`, token)).status).toBe(400)
      expect((await rest(`/api/properties?${near}&where[totalCost][less_than]=400000`, token)).status).toBe(400)
      expect((await rest(`/api/properties?where[zip][equals]=${zip}&sort=-price`, token)).status).toBe(400)
      expect((await rest(`/api/properties?where[zip][equals]=${zip}&sort=registrationRight`, token)).status).toBe(400)
      const viaGraphql = await graphql(
        `
          {
            Properties(where: { price: { greater_than: 300000 } }) {
              docs {
                id
              }
            }
          }
        `,
        token,
      )
      expect(viaGraphql.errors?.length).toBeGreaterThan(0)
      const sorted = await graphql(`{ Properties(sort: "price", where: { zip: { equals: "${zip}" } }) { docs { id } } }`, token)
      expect(sorted.errors?.length).toBeGreaterThan(0)
    }
    await expect(
      payload.find({ collection: 'properties', overrideAccess: false, where: { price: { greater_than: 300000 } } }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(payload.find({ collection: 'properties', overrideAccess: false, sort: 'price' })).rejects.toMatchObject({ status: 400 })
    // Staff still filter and sort on it.
    const staffFilter = await rest(`/api/properties?${near}&where[price][greater_than]=300000`, staffToken)
    expect(staffFilter.body.docs).toHaveLength(1)
    // A project's units are not ordered by their price for a visitor: the join's default sort is not the
    // price (a visitor's read of the project would be refused), and a visitor's join sort on it is refused.
    const project = await payload.create({
      collection: 'projects',
      locale: 'nl',
      data: { _status: 'published', title: unique('Project'), externalId: hidden.externalId, zip, city: 'Dorp', published: true } as never,
    })
    for (const id of [hidden.id, shown.id]) await payload.update({ collection: 'properties', id, data: { project: project.id } as never })
    for (const token of [undefined, otherOwnerToken]) {
      const read = await rest(`/api/projects/${project.id}?depth=0`, token)
      expect(read.status).toBe(200)
      expect((read.body.units as { docs: unknown[] }).docs).toHaveLength(2)
      expect((await rest(`/api/projects/${project.id}?depth=0&joins[units][sort]=price`, token)).status).toBe(400)
    }
    expect((await rest(`/api/projects/${project.id}?depth=0&joins[units][sort]=price`, staffToken)).status).toBe(200)
  })

  it("is unknown to the site's listing index: no price filter includes it, a price sort puts it last, and its card and summary have no price", async () => {
    const { readIndexedListings, readPropertyCards } = await import('../../src/data/propertyCards')
    const { readListingSummaries } = await import('../../src/data/listingSummaries')
    const rows = await readIndexedListings(payload, { zip: { equals: zip } })
    expect(leaks(rows)).toEqual([])
    const index = buildListingIndex(rows.nl)
    const search = (query: string) =>
      searchListingIndex(index, 'for-sale', parseSearch(new URLSearchParams(query)), new Map(), 24).rows.map((r) => r.id)
    // The hidden price lies inside each range: a visitor's range never finds it.
    expect(search('price=300000-320000')).toEqual([shown.id])
    expect(search('price=310000-312000')).toEqual([])
    // Sorted by price either way, the unknown price comes last.
    expect(search('sortPrice=asc')).toEqual([shown.id, hidden.id])
    expect(search('sortPrice=desc')).toEqual([shown.id, hidden.id])

    const { cards } = await readPropertyCards(payload, { where: { zip: { equals: zip } }, sort: ['id'], page: 1, limit: 10 }, 'nl')
    expect(cards).toHaveLength(2)
    expect(leaks(cards)).toEqual([])
    const summaries = await readListingSummaries(payload, [hidden.externalId, shown.externalId], 'nl', SECTIONS, DEFAULT_RATES)
    expect(summaries.map((s) => s.availability)).toEqual(['available', 'available'])
    expect(leaks(summaries)).toEqual([])
    // Nothing computed from it either (price per m², the estimated total): 311017 / 137 = 2270.
    expect(JSON.stringify(summaries[0])).not.toContain('2270')
    expect(JSON.stringify(summaries[1])).toContain('305000')
  })
})
