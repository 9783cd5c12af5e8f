import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { todayInBelgium } from '../../src/lib/belgianDay'
import { estimatedTotalCost } from '../../src/purchase/listingSale'
import { DEFAULT_RATES } from '../../src/purchase/rates'
import type { Payload } from 'payload'

type Api = typeof import('../../src/shortlist/api')
type AccountApi = typeof import('../../src/account/api')
type DemandDoc = import('../../src/payload-types').Demand

const PASSWORD = 'Zoeker-Test-2026'
const SECTIONS = { forSale: '/nl/te-koop/', forRent: '/nl/te-huur/', newBuild: '/nl/nieuwbouw/', projects: '/nl/projecten/' }

/**
 * The shortlist on a real database: the account's copy (merge endpoint, owner-only access through the
 * route handler, REST-like local reads and hostile bodies), and the listing summaries the shortlist and
 * compare pages read (availability, no hidden address).
 */
describe('shortlist.int.ts: shortlist', () => {
  let payload: Payload
  let api: Api
  let account: AccountApi
  let helpers: typeof import('./helpers/payload')
  let fixtures: typeof import('./fixtures')
  let typeId: number
  let cityId: number
  let demandA: DemandDoc
  let demandB: DemandDoc
  let cookieA: string
  let cookieB: string

  const request = (init: { cookie?: string; body?: unknown; raw?: string; method?: string } = {}) =>
    new Request('http://localhost/api/account/shortlist', {
      method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
      headers: {
        'x-kv-client-ip': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        'content-type': 'application/json',
      },
      body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
    })

  const createDemand = async () =>
    (await payload.create({
      collection: 'demands',
      data: {
        email: `${helpers.unique('bewaard')}@example.be`.toLowerCase(),
        password: PASSWORD,
        firstName: 'An',
        lastName: 'Peeters',
        language: 'nl',
        criteria: { goal: 'sale', types: [typeId], cities: [cityId] },
      } as never,
    })) as unknown as DemandDoc

  const login = async (email: string) => {
    const response = await account.handleDemandLogin(
      payload,
      new Request('http://localhost/api/account/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-kv-client-ip': `10.78.${Math.floor(Math.random() * 250)}.1` },
        body: JSON.stringify({ email, password: PASSWORD, locale: 'nl' }),
      }),
    )
    expect(response.status).toBe(200)
    return response.headers.get('set-cookie')!.split(';')[0]
  }

  const merge = async (cookie: string | undefined, body: unknown) => {
    const response = await api.handleShortlistMerge(payload, request({ cookie, body }))
    return { status: response.status, body: (await response.json()) as { entries?: Array<Record<string, unknown>>; error?: string } }
  }

  beforeAll(async () => {
    helpers = await import('./helpers/payload')
    api = await import('../../src/shortlist/api')
    account = await import('../../src/account/api')
    fixtures = await import('./fixtures')
    payload = await helpers.testPayload()
    typeId = (await fixtures.propertyType(payload)).id
    cityId = (await payload.create({ collection: 'cities', data: { name: helpers.unique('Zone'), zip: String(helpers.externalId()) } })).id
    demandA = await createDemand()
    demandB = await createDemand()
    cookieA = await login(demandA.email)
    cookieB = await login(demandB.email)
  })

  afterAll(async () => {
    await helpers.closePayload(payload)
  })

  it('merges the browser list into the account: union, later note wins, removals kept, saved for the next device', async () => {
    const first = await merge(cookieA, {
      entries: [
        { id: 101, note: 'mooie tuin', addedAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' },
        { id: 102, note: '', addedAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' },
      ],
    })
    expect(first.status).toBe(200)
    expect(first.body.entries!.map((e) => e.id).sort()).toEqual([101, 102])

    // Another browser: a newer note on 101, 102 removed later, 103 added.
    const second = await merge(cookieA, {
      entries: [
        { id: 101, note: 'bod doen', addedAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' },
        { id: 102, note: '', addedAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-22T11:00:00.000Z', removed: true },
        { id: 103, note: '', addedAt: '2026-11-22T12:00:00.000Z', updatedAt: '2026-11-22T12:00:00.000Z' },
      ],
    })
    const kept = second.body.entries!.filter((e) => !e.removed)
    expect(kept.map((e) => e.id).sort()).toEqual([101, 103])
    expect(kept.find((e) => e.id === 101)!.note).toBe('bod doen')

    // A third browser with an old copy does not bring 102 back, nor the old note.
    const third = await merge(cookieA, {
      entries: [
        { id: 101, note: 'mooie tuin', addedAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' },
        { id: 102, note: '', addedAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' },
      ],
    })
    expect(
      third.body
        .entries!.filter((e) => !e.removed)
        .map((e) => e.id)
        .sort(),
    ).toEqual([101, 103])

    const read = await api.handleShortlistRead(payload, request({ cookie: cookieA }))
    expect(read.status).toBe(200)
    expect(((await read.json()) as { entries: unknown[] }).entries).toEqual(third.body.entries)
    const stored = await payload.findByID({ collection: 'demands', id: demandA.id, depth: 0 })
    expect(stored.shortlist).toEqual(third.body.entries)
  })

  it("keeps each demander's list their own: another demander, an anonymous visitor and the local API without access see nothing", async () => {
    const other = await api.handleShortlistRead(payload, request({ cookie: cookieB }))
    expect(((await other.json()) as { entries: unknown[] }).entries).toEqual([])
    const mergedB = await merge(cookieB, { entries: [{ id: 555, addedAt: '2026-11-20T10:00:00.000Z' }] })
    expect(mergedB.body.entries!.map((e) => e.id)).toEqual([555])
    const a = await payload.findByID({ collection: 'demands', id: demandA.id, depth: 0 })
    expect((a.shortlist as Array<{ id: number }>).some((e) => e.id === 555)).toBe(false)

    expect((await api.handleShortlistRead(payload, request())).status).toBe(401)
    expect((await merge(undefined, { entries: [] })).status).toBe(401)
    // Demander B reading or writing A's document with their own access.
    const userB = { ...(await payload.findByID({ collection: 'demands', id: demandB.id, depth: 0 })), collection: 'demands' as const }
    await expect(
      payload.findByID({ collection: 'demands', id: demandA.id, overrideAccess: false, user: userB as never, depth: 0 }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'demands', id: demandA.id, overrideAccess: false, user: userB as never, data: { shortlist: [] } }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'demands', overrideAccess: false, where: { id: { equals: demandA.id } } })).rejects.toThrow()
    const listB = await payload.find({ collection: 'demands', overrideAccess: false, user: userB as never, depth: 0 })
    expect(listB.docs.map((d) => d.id)).toEqual([demandB.id])
  })

  it('answers hostile bodies with a 4xx and stores only valid, bounded entries', async () => {
    expect((await api.handleShortlistMerge(payload, request({ cookie: cookieB, raw: '{not json' }))).status).toBe(400)
    expect((await merge(cookieB, { entries: 'x' })).status).toBe(400)
    expect((await merge(cookieB, [1, 2])).status).toBe(400)
    const huge = await api.handleShortlistMerge(
      payload,
      request({ cookie: cookieB, raw: JSON.stringify({ entries: ['x'.repeat(200_000)] }) }),
    )
    expect(huge.status).toBe(413)
    const junk = await merge(cookieB, {
      entries: [
        null,
        { id: 'DROP TABLE', addedAt: '2026-11-20T10:00:00Z' },
        { id: 777, note: 'n'.repeat(5000), addedAt: '2099-01-01T00:00:00Z' },
        ...Array.from({ length: 300 }, (_, i) => ({ id: 2000 + i, addedAt: '2026-11-01T10:00:00Z' })),
      ],
    })
    expect(junk.status).toBe(200)
    const kept = junk.body.entries!.filter((e) => !e.removed)
    expect(kept.length).toBeLessThanOrEqual(50)
    const noted = kept.find((e) => e.id === 777)!
    expect((noted.note as string).length).toBe(500)
    expect(Date.parse(noted.updatedAt as string)).toBeLessThanOrEqual(Date.now())
  })

  it('summarises listings by CRM id: public fields, sold and rented said, removed and unpublished gone, no hidden address', async () => {
    const { readListingSummaries } = await import('../../src/data/listingSummaries')
    const onOffer = await fixtures.property(payload, typeId, {
      price: 300000,
      surfaceLiving: 150,
      bedrooms: 3,
      bathrooms: 2,
      constructionYear: 1998,
      garden: true,
      surfaceGarden: 400,
      floodZone: 'possible',
      gScore: 'A',
      street: 'Geheimstraat',
      houseNumber: '7',
      publishAddress: false,
    })
    const sold = await fixtures.property(payload, typeId, { marquee: '4' })
    const hidden = await fixtures.property(payload, typeId, { published: false })
    const removed = await fixtures.property(payload, typeId)
    await payload.delete({ collection: 'properties', id: removed.id })
    const ids = [onOffer.externalId, sold.externalId, hidden.externalId, removed.externalId, 999_999_999]
    const items = await readListingSummaries(payload, ids as number[], 'nl', SECTIONS, DEFAULT_RATES)
    expect(items.map((i) => [i.id, i.availability])).toEqual([
      [onOffer.externalId, 'available'],
      [sold.externalId, 'sold'],
      [hidden.externalId, 'gone'],
      [removed.externalId, 'gone'],
      [999_999_999, 'gone'],
    ])
    const first = items[0] as import('../../src/listings/summary').ListingSummary
    expect(first).toMatchObject({ price: 300000, surfaceLiving: 150, bedrooms: 3, bathrooms: 2, constructionYear: 1998, garden: true })
    expect(first).toMatchObject({ surfaceGarden: 400, floodZone: 'possible', gScore: 'A' })
    expect(first.href.startsWith('/nl/te-koop/')).toBe(true)
    // Lommel (3920): the Flemish calculator's first view, as on the detail page.
    // An existing house (1998): duty, not VAT; the starting situation (only own home, the assumed deed's day).
    expect(first.estimatedTotalCost).toBe(
      estimatedTotalCost({ price: 300000, zip: '3920', constructionYear: 1998 }, todayInBelgium())!.total,
    )
    expect(first.totalCostFrom).toBe(false)
    expect((items[1] as import('../../src/listings/summary').ListingSummary).estimatedTotalCost).toBeNull()
    expect(JSON.stringify(items)).not.toContain('Geheimstraat')
  })
})
