import { describe, expect, it } from '@jest/globals'

import { formatPhone } from '../../../src/lib/phone'

/** The number as a visitor reads it: the no-break spaces written as plain ones. */
const shown = (phone: string) => phone.replace(/\u00a0/g, ' ')

describe('formatPhone (spec section 5)', () => {
  it('groups 10 digits as 4-2-2-2 and 9 digits as 3-2-2-2', () => {
    expect(shown(formatPhone('0475123456'))).toBe('0475 12 34 56')
    expect(shown(formatPhone('011543210'))).toBe('011 54 32 10')
    expect(shown(formatPhone('0475/12.34.56'))).toBe('0475 12 34 56')
  })

  it('leaves other numbers as given', () => {
    expect(shown(formatPhone('+32 475 12 34 56'))).toBe('+32 475 12 34 56')
    expect(formatPhone('12345')).toBe('12345')
    expect(formatPhone('')).toBe('')
  })

  it('never lets a number break across lines (issue 37 point 9): no plain space in it', () => {
    for (const phone of ['014312240', '0475123456', '+32 14 31 22 40', ' 014  31 22 40 ']) {
      const formatted = formatPhone(phone)
      expect(formatted).not.toMatch(/[ \t\n]/)
      expect(formatted).toContain('\u00a0')
    }
    expect(formatPhone('014312240')).toBe('014\u00a031\u00a022\u00a040')
  })
})
