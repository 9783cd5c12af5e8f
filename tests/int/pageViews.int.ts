import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

type Helpers = typeof import('./helpers/payload')
type Counted = typeof import('../../src/data/countedView')

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/**
 * A property page view counts once per visitor (client address + user agent), property and Belgian
 * day, decided by a claim under a keyed hash: parallel reports of one visitor count once on every
 * database, one address counts at most 3 visitors per property and day, and the claims table keeps
 * neither the address nor the user agent.
 */
describe('pageViews.int.ts: counted page views', () => {
  let payload: Payload
  let helpers: Helpers
  let counted: Counted

  beforeAll(async () => {
    helpers = await import('./helpers/payload')
    counted = await import('../../src/data/countedView')
    payload = await helpers.testPayload()
  })

  afterAll(async () => {
    await helpers.closePayload(payload)
  })

  it('counts 100 parallel reports of one visitor for one property once', async () => {
    const visitor = {
      address: `192.0.2.${Math.floor(Math.random() * 250)}`,
      userAgent: `${BROWSER} ${helpers.unique('run')}`,
      propertyId: helpers.externalId(),
    }
    const answers = await Promise.all(Array.from({ length: 100 }, () => counted.firstViewToday(payload, visitor)))
    expect(answers.filter(Boolean)).toHaveLength(1)
    expect(await counted.firstViewToday(payload, visitor)).toBe(false)
  })

  it('counts another visitor, another property and the next Belgian day again', async () => {
    const now = new Date('2026-11-20T10:00:00Z')
    const visitor = { address: '192.0.2.7', userAgent: `${BROWSER} ${helpers.unique('run')}`, propertyId: helpers.externalId() }
    expect(await counted.firstViewToday(payload, visitor, now)).toBe(true)
    expect(await counted.firstViewToday(payload, visitor, new Date('2026-11-20T22:59:00Z'))).toBe(false)
    // 00:30 in Brussels is the next day.
    expect(await counted.firstViewToday(payload, visitor, new Date('2026-11-20T23:30:00Z'))).toBe(true)
    expect(await counted.firstViewToday(payload, { ...visitor, address: '192.0.2.8' }, now)).toBe(true)
    expect(await counted.firstViewToday(payload, { ...visitor, userAgent: `${visitor.userAgent} Other` }, now)).toBe(true)
    expect(await counted.firstViewToday(payload, { ...visitor, propertyId: helpers.externalId() }, now)).toBe(true)
  })

  it('counts one address at most 3 times per property and day, however its reports vary the user agent', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`
    const propertyId = helpers.externalId()
    const run = helpers.unique('ua')
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => counted.firstViewToday(payload, { address, userAgent: `${BROWSER} ${run}-${i}`, propertyId })),
    )
    expect(answers.filter(Boolean)).toHaveLength(counted.VISITORS_PER_ADDRESS_PER_DAY)
    // Another address and another property of the same address still count.
    expect(await counted.firstViewToday(payload, { address: '198.18.0.1', userAgent: `${BROWSER} ${run}-x`, propertyId })).toBe(true)
    expect(await counted.firstViewToday(payload, { address, userAgent: `${BROWSER} ${run}-y`, propertyId: helpers.externalId() })).toBe(
      true,
    )
  })

  it('stores a keyed hash only: no address, no user agent, no property id', async () => {
    const address = '198.18.0.77'
    const userAgent = `${BROWSER} ${helpers.unique('marker')}`
    const propertyId = helpers.externalId()
    await counted.firstViewToday(payload, { address, userAgent, propertyId })
    const { docs } = await payload.find({
      collection: 'claims',
      overrideAccess: true,
      pagination: false,
      where: { scope: { in: [counted.PAGE_VIEW_SCOPE, counted.PAGE_VIEW_ADDRESS_SCOPE] } },
    })
    const stored = JSON.stringify(docs)
    expect(stored).not.toContain(address)
    expect(stored).not.toContain('marker')
    expect(
      docs.some(
        (doc) =>
          doc.key ===
          counted.visitorDayKey(payload.secret, {
            address,
            userAgent,
            propertyId,
            day: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date()),
          }),
      ),
    ).toBe(true)
    expect(docs.every((doc) => !String(doc.key).includes(String(propertyId)))).toBe(true)
    // Another secret gives another key: without the server's secret the hash cannot be recomputed from a guess.
    expect(counted.visitorDayKey('other-secret', { address, userAgent, propertyId, day: '2026-11-24' })).not.toBe(
      counted.visitorDayKey(payload.secret, { address, userAgent, propertyId, day: '2026-11-24' }),
    )
  })
})
