import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { claimSeat, purgeExpiredClaims, releaseSeat, seatsTaken } from '../../src/limits/claims'
import { closePayload, testPayload } from './helpers/payload'

/** The seats primitive behind every limit: parallel requests never take more seats than there are. */
describe('claims.int.ts: claimSeat', () => {
  let payload: Payload
  const later = new Date(Date.now() + 60 * 60 * 1000)

  beforeAll(async () => {
    payload = await testPayload()
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  it('gives exactly `capacity` seats to 20 parallel requests', async () => {
    const key = `parallel-${Date.now()}`
    const results = await Promise.all(
      Array.from({ length: 20 }, () => claimSeat(payload, { scope: 'test', key, capacity: 3, expiresAt: later })),
    )
    const granted = results.filter((claim) => claim !== null)
    expect(granted).toHaveLength(3)
    expect(granted.map((claim) => claim!.seat).sort()).toEqual([1, 2, 3])
    expect(await seatsTaken(payload, 'test', key)).toBe(3)
  })

  it('keeps scopes and keys apart', async () => {
    const key = `apart-${Date.now()}`
    expect(await claimSeat(payload, { scope: 'test', key, capacity: 1, expiresAt: later })).not.toBeNull()
    expect(await claimSeat(payload, { scope: 'test', key, capacity: 1, expiresAt: later })).toBeNull()
    expect(await claimSeat(payload, { scope: 'other', key, capacity: 1, expiresAt: later })).not.toBeNull()
    expect(await claimSeat(payload, { scope: 'test', key: `${key}-2`, capacity: 1, expiresAt: later })).not.toBeNull()
  })

  it('frees a released seat and an expired one', async () => {
    const key = `free-${Date.now()}`
    const now = new Date()
    const first = await claimSeat(payload, { scope: 'test', key, capacity: 1, expiresAt: later, now })
    expect(first).not.toBeNull()
    await releaseSeat(payload, first!)
    const second = await claimSeat(payload, { scope: 'test', key, capacity: 1, expiresAt: new Date(now.getTime() + 1000), now })
    expect(second).not.toBeNull()
    expect(await claimSeat(payload, { scope: 'test', key, capacity: 1, expiresAt: later, now })).toBeNull()
    const afterExpiry = new Date(now.getTime() + 2000)
    expect(await claimSeat(payload, { scope: 'test', key, capacity: 1, expiresAt: later, now: afterExpiry })).not.toBeNull()
  })

  it('purges expired seats only', async () => {
    const key = `purge-${Date.now()}`
    const now = new Date()
    await claimSeat(payload, { scope: 'test', key, capacity: 2, expiresAt: new Date(now.getTime() + 1000), now })
    await claimSeat(payload, { scope: 'test', key, capacity: 2, expiresAt: later, now })
    expect(await purgeExpiredClaims(payload, new Date(now.getTime() + 2000))).toBeGreaterThanOrEqual(1)
    expect(await seatsTaken(payload, 'test', key, new Date(now.getTime() + 2000))).toBe(1)
    const { totalDocs } = await payload.count({ collection: 'claims', where: { key: { equals: key } } })
    expect(totalDocs).toBe(1)
  })
})
