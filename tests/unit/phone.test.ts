import { describe, expect, it } from '@jest/globals'

import { formatPhone } from '../../src/lib/phone'

describe('formatPhone (spec section 5)', () => {
  it('groups 10 digits as 4-2-2-2 and 9 digits as 3-2-2-2', () => {
    expect(formatPhone('0475123456')).toBe('0475 12 34 56')
    expect(formatPhone('011543210')).toBe('011 54 32 10')
    expect(formatPhone('0475/12.34.56')).toBe('0475 12 34 56')
  })

  it('leaves other numbers unchanged', () => {
    expect(formatPhone('+32 475 12 34 56')).toBe('+32 475 12 34 56')
    expect(formatPhone('12345')).toBe('12345')
    expect(formatPhone('')).toBe('')
  })
})
