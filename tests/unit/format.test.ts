import { describe, expect, it } from '@jest/globals'

import { formatPrice } from '../../src/lib/format'

describe('formatPrice', () => {
  it('formats euros Belgian Dutch style with the "€ " prefix', () => {
    expect(formatPrice(289000)).toBe('€ 289.000')
    expect(formatPrice(850)).toBe('€ 850')
    expect(formatPrice(1250000)).toBe('€ 1.250.000')
  })

  it('returns "NaN" when there is no number (spec section 8)', () => {
    expect(formatPrice(undefined)).toBe('NaN')
    expect(formatPrice(Number.NaN)).toBe('NaN')
  })
})
