import { describe, expect, it } from '@jest/globals'

import { fixedWindow } from '../../src/limits/windows'

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
