import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import * as make from './fixtures'
import { closePayload, testPayload, unique } from './helpers/payload'

type Json = Record<string, unknown> & { docs?: Array<Record<string, unknown>>; errors?: Array<{ message: string }> }

/**
 * Issue 37.6 on a real database: the properties' hook records the first shown asking price and each
 * change with its date, whoever saves (staff in the admin, the API, an import); nobody writes it by
 * hand; and a listing whose price is hidden has no history for anyone but staff: not in local reads
 * as a visitor, REST, GraphQL, the listing index's cards, nor the detail page's rows.
 */
describe('priceHistory.int.ts: the price record', () => {
  let payload: Payload
  let typeId: number
  let staffToken: string
  const zip = String(4000 + Math.floor(Math.random() * 5000))

  const request = (path: string, init: { token?: string; body?: unknown; method?: string } = {}) =>
    new Request(`http://localhost${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        ...(init.token ? { authorization: `JWT ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    })

  const rest = async (path: string, init: { token?: string; body?: unknown; method?: string } = {}) => {
    const { handleEndpoints } = await import('payload')
    const response = await handleEndpoints({ config: payload.config, request: request(path, init) })
    const type = response.headers.get('content-type') ?? ''
    return { status: response.status, body: (type.includes('json') ? await response.json() : null) as Json }
  }

  const graphql = async (query: string, token?: string) => {
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const response = await GRAPHQL_POST(Promise.resolve(payload.config))(request('/api/graphql', { token, body: { query } }))
    return (await response.json()) as { data?: Record<string, Json | null>; errors?: Array<{ message: string }> }
  }

  const stored = async (id: number) =>
    (
      (await payload.findByID({ collection: 'properties', id, depth: 0 })) as unknown as {
        priceHistory: Array<{ price: number; at: string }>
      }
    ).priceHistory

  beforeAll(async () => {
    payload = await testPayload()
    typeId = (await make.propertyType(payload)).id
    const staff = await make.staffUser(payload, 'editor')
    staffToken = (await payload.login({ collection: 'users', data: { email: staff.email, password: 'Staff-Pass-123' } })).token!
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  it('records the first asking price and each change with its date, once per new price', async () => {
    const before = Date.now()
    const listing = await make.property(payload, typeId, { zip, city: unique('Dorp'), price: 412011 })
    expect((await stored(listing.id)).map((e) => e.price)).toEqual([412011])
    // A staff save through the REST API, as the admin does.
    const patched = await rest(`/api/properties/${listing.id}`, { token: staffToken, method: 'PATCH', body: { price: 398011 } })
    expect(patched.status).toBe(200)
    // The same price again, and another field: no new entry.
    await payload.update({ collection: 'properties', id: listing.id, data: { price: 398011, bedrooms: 3 } })
    const history = await stored(listing.id)
    expect(history.map((e) => e.price)).toEqual([412011, 398011])
    for (const entry of history) expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000)

    // Nobody writes the record by hand: a forged history is replaced by the computed one.
    await rest(`/api/properties/${listing.id}`, {
      token: staffToken,
      method: 'PATCH',
      body: { priceHistory: [{ price: 1, at: '2020-01-01T00:00:00.000Z' }] },
    })
    expect((await stored(listing.id)).map((e) => e.price)).toEqual([412011, 398011])

    // The public reads it with a shown price: the detail page's rows and the card's dated badge.
    const { priceHistoryRows, currentReduction } = await import('../../src/listings/priceHistory')
    const visitor = await payload.findByID({ collection: 'properties', id: listing.id, overrideAccess: false, depth: 0 })
    expect(priceHistoryRows(visitor).map((r) => [r.price, r.change])).toEqual([
      [412011, null],
      [398011, -14000],
    ])
    expect(currentReduction(visitor)).toBe(history[1].at)
    const { readPropertyCards } = await import('../../src/data/propertyCards')
    const { cards } = await readPropertyCards(payload, { where: { id: { equals: listing.id } }, sort: ['id'], page: 1, limit: 1 }, 'nl')
    expect(cards[0].reducedAt).toBe(history[1].at)
  })

  it('starts a listing saved before the record existed with its previous price', async () => {
    const listing = await make.property(payload, typeId, { zip, price: 287011, publishDate: '2026-02-03T10:00:00.000Z' })
    // As a database from before the record: no history stored.
    await payload.db.updateOne({ collection: 'properties', id: listing.id, data: { priceHistory: null } })
    await payload.update({ collection: 'properties', id: listing.id, data: { price: 279011 } })
    expect(await stored(listing.id)).toEqual([
      { price: 287011, at: '2026-02-03T10:00:00.000Z' },
      { price: 279011, at: expect.any(String) },
    ])
  })

  it('shows no history of a hidden price to anyone but staff, and records no hidden price', async () => {
    const listing = await make.property(payload, typeId, { zip, price: 455013 })
    await payload.update({ collection: 'properties', id: listing.id, data: { price: 449013 } })
    await payload.update({ collection: 'properties', id: listing.id, data: { price: 444013, publishPrice: false } })
    // The hidden new price is not recorded; staff still read what was shown.
    expect((await stored(listing.id)).map((e) => e.price)).toEqual([455013, 449013])
    const secrets = ['455013', '449013', '444013']
    const leaks = (value: unknown) => secrets.filter((s) => JSON.stringify(value).includes(s))

    const anonymous = await payload.findByID({ collection: 'properties', id: listing.id, overrideAccess: false, depth: 0 })
    expect(anonymous).not.toHaveProperty('priceHistory')
    expect(leaks(anonymous)).toEqual([])
    const selected = await payload.find({
      collection: 'properties',
      overrideAccess: false,
      where: { id: { equals: listing.id } },
      select: { priceHistory: true },
    })
    expect(leaks(selected.docs)).toEqual([])

    const byRest = await rest(`/api/properties/${listing.id}?depth=0`)
    expect(byRest.status).toBe(200)
    expect(byRest.body).not.toHaveProperty('priceHistory')
    expect(leaks(byRest.body)).toEqual([])
    // No query on it either: it would place the hidden listing by its past prices.
    expect((await rest(`/api/properties?where[priceHistory][like]=455013`)).status).toBe(400)

    const viaGraphql = await graphql(`{ Properties(where: { id: { equals: ${listing.id} } }) { docs { id priceHistory } } }`)
    expect(viaGraphql.data?.Properties?.docs?.[0]).toMatchObject({ priceHistory: null })
    expect(leaks(viaGraphql)).toEqual([])

    const { readPropertyCards, readIndexedListings } = await import('../../src/data/propertyCards')
    const { cards } = await readPropertyCards(payload, { where: { id: { equals: listing.id } }, sort: ['id'], page: 1, limit: 1 }, 'nl')
    expect(leaks(cards)).toEqual([])
    expect(cards[0].reducedAt).toBeNull()
    expect(leaks(await readIndexedListings(payload, { id: { equals: listing.id } }))).toEqual([])

    const staffRead = await rest(`/api/properties/${listing.id}?depth=0`, { token: staffToken })
    expect(staffRead.body.priceHistory).toEqual([
      { price: 455013, at: expect.any(String) },
      { price: 449013, at: expect.any(String) },
    ])
  })
})
