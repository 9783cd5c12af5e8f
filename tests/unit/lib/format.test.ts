import { describe, expect, it } from '@jest/globals'

import { formatDate, formatNumber, formatPrice } from '../../../src/lib/format'

describe('formatPrice', () => {
  it('formats euros Belgian Dutch style with the "€ " prefix', () => {
    expect(formatPrice(289000)).toBe('€\u00a0289.000')
    expect(formatPrice(850)).toBe('€\u00a0850')
    expect(formatPrice(1250000)).toBe('€\u00a01.250.000')
  })

  it('keeps the euro sign and every digit of the amount on one line (issue 37 point 9)', () => {
    for (const value of [305000, 389000, 1250000, 850]) expect(formatPrice(value)).not.toMatch(/[ \t\n]/)
  })

  it('returns "NaN" when there is no number (spec section 8)', () => {
    expect(formatPrice(undefined)).toBe('NaN')
    expect(formatPrice(Number.NaN)).toBe('NaN')
  })
})

describe('formatDate and formatNumber (spec section 9)', () => {
  it('shows dates as day-month-year in Belgian time', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('05-03-2026')
    // 23:30 UTC on 31 December is already New Year in Brussels.
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('01-01-2026')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate(null)).toBe('')
  })

  it('groups thousands with a dot', () => {
    expect(formatNumber(1250)).toBe('1.250')
    expect(formatNumber(null)).toBe('')
  })
})
