import { describe, expect, it } from '@jest/globals'

import { demandSchema } from '../../../../src/forms/demand/schema'

const messagesOf = (input: unknown) => {
  const result = demandSchema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

describe('demand register schema', () => {
  it('checks the budget range while the contact step is still empty (step by step validation)', () => {
    const messages = messagesOf({ goal: 'sale', types: ['1'], cities: [3], priceMin: '400.000', priceMax: '300000' })
    expect(messages.priceMax).toBe('demand.invalid.priceRange')
    expect(messages.firstName).toBe('validation.required.firstName')
    expect(messagesOf({ goal: 'sale', types: ['1'], cities: [3], priceMin: '200000', priceMax: '' }).priceMax).toBeUndefined()
  })

  it('takes empty bounds and bedrooms as parsed by the browser (null) on the server too', () => {
    const messages = messagesOf({ goal: 'sale', types: ['1'], cities: [3], minBedrooms: null, priceMin: null, priceMax: null })
    expect([messages.minBedrooms, messages.priceMin, messages.priceMax]).toEqual([undefined, undefined, undefined])
  })

  it('asks to confirm the password, then for the same password', () => {
    expect(messagesOf({ password: 'Zoeker-2026!', passwordConfirm: '' }).passwordConfirm).toBe('validation.confirmPassword')
    expect(messagesOf({ password: 'Zoeker-2026!', passwordConfirm: 'Zoeker-2027!' }).passwordConfirm).toBe('validation.passwordMismatch')
    expect(messagesOf({ password: 'kort', passwordConfirm: 'kort' }).password).toBe('demand.invalid.passwordLength')
  })

  it('reads one checked box, several, or none as lists of ids', () => {
    expect(messagesOf({ types: '4' }).types).toBeUndefined()
    expect(messagesOf({ types: false }).types).toBe('validation.required.type')
    expect(messagesOf({ cities: [] }).cities).toBe('validation.required.zone')
  })
})
