import { describe, expect, it } from '@jest/globals'

import { fixedWindow } from '../../src/limits/windows'
import { CONFIRMATIONS_PER_DAY, recipientSeat } from '../../src/forms/shared/rateLimit'

describe('fixedWindow', () => {
  const quarter = 15 * 60 * 1000
  it('gives every instant of a window the same key and end', () => {
    const a = fixedWindow(new Date('2026-11-24T10:15:00.000Z'), quarter)
    const b = fixedWindow(new Date('2026-11-24T10:29:59.999Z'), quarter)
    expect(a).toEqual(b)
    expect(a.key).toBe('2026-11-24T10:15:00.000Z')
    expect(a.endsAt.toISOString()).toBe('2026-11-24T10:30:00.000Z')
  })
  it('starts a new window at its end', () => {
    expect(fixedWindow(new Date('2026-11-24T10:30:00.000Z'), quarter).key).toBe('2026-11-24T10:30:00.000Z')
  })
  it('refuses a length that is not positive', () => {
    expect(() => fixedWindow(new Date(), 0)).toThrow(RangeError)
  })
})

describe('recipient limits count the Belgian day', () => {
  const secret = 'unit-secret'
  it('gives 23:30 UTC the next date (00:30 in Brussels) and keeps the seat past Belgian midnight', () => {
    const evening = recipientSeat('friend', 'a@example.be', secret, new Date('2026-11-20T22:59:00Z'))
    const night = recipientSeat('friend', 'a@example.be', secret, new Date('2026-11-20T23:30:00Z'))
    expect(evening.key.endsWith(':2026-11-20')).toBe(true)
    expect(night.key.endsWith(':2026-11-21')).toBe(true)
    expect(evening.expiresAt.getTime()).toBeGreaterThan(Date.parse('2026-11-20T23:00:00Z'))
  })
  it('keys by a hash of the address, never the address', () => {
    const seat = recipientSeat('confirmation', 'Someone@Example.be', secret, new Date('2026-11-20T10:00:00Z'))
    expect(seat.key).not.toMatch(/example/i)
    expect(seat.capacity).toBe(CONFIRMATIONS_PER_DAY)
    expect(recipientSeat('confirmation', 'someone@example.be', secret, new Date('2026-11-20T10:00:00Z')).key).toBe(seat.key)
  })
})
