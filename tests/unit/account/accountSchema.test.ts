import { describe, expect, it } from '@jest/globals'

import { accountPath } from '../../../src/auth/paths'
import { accountCriteriaSchema, subscriptionUpdate } from '../../../src/account/schema'

const messages = (input: unknown) => {
  const result = accountCriteriaSchema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('demand account criteria', () => {
  it("takes the register's form values: ids as strings, amounts with dots, empty bounds as none", () => {
    expect(
      accountCriteriaSchema.parse({ goal: 'rent', types: ['3', '5'], cities: 7, minBedrooms: '', priceMin: '', priceMax: '1.250' }),
    ).toEqual({
      goal: 'rent',
      types: [3, 5],
      cities: [7],
      minBedrooms: null,
      priceMin: null,
      priceMax: 1250,
    })
  })

  it('accepts its own parse again: the browser sends the parsed values (empty bounds as null) to the server', () => {
    const once = accountCriteriaSchema.parse({ goal: 'sale', types: ['1'], cities: ['2'], minBedrooms: '', priceMin: '', priceMax: '' })
    expect(once).toMatchObject({ minBedrooms: null, priceMin: null, priceMax: null })
    expect(accountCriteriaSchema.parse(once)).toEqual(once)
  })

  it("needs a goal, one type and one zone, with the spec's messages, and a maximum above the minimum", () => {
    expect(messages({ types: [], cities: [], priceMin: '300000', priceMax: '200000' })).toEqual({
      goal: 'validation.required.goal',
      types: 'validation.required.type',
      cities: 'validation.required.zone',
      // The range is checked as soon as both amounts are valid, also while other fields are still wrong.
      priceMax: 'demand.invalid.priceRange',
    })
    expect(messages({ goal: 'sale', types: [1], cities: [2], priceMin: '300000', priceMax: '200000' })).toEqual({
      priceMax: 'demand.invalid.priceRange',
    })
    expect(messages({ goal: 'sale', types: [1], cities: [2], minBedrooms: 'veel', priceMin: 'abc' })).toEqual({
      minBedrooms: 'demand.invalid.bedrooms',
      priceMin: 'demand.invalid.price',
    })
  })

  it('ignores anything but the criteria (no password, e-mail or subscription sneaks in)', () => {
    expect(
      Object.keys(
        accountCriteriaSchema.parse({ goal: 'sale', types: [1], cities: [2], email: 'x@y.be', password: 'x', subscribed: false }),
      ).sort(),
    ).toEqual(['cities', 'goal', 'minBedrooms', 'priceMax', 'priceMin', 'types'])
  })
})

describe('subscription update', () => {
  const now = new Date('2026-11-23T10:00:00Z')
  it('remembers when the alerts were switched off and forgets it when they are switched on again', () => {
    expect(subscriptionUpdate(false, now)).toEqual({ subscribed: false, unsubscribedAt: '2026-11-23T10:00:00.000Z' })
    expect(subscriptionUpdate(true, now)).toEqual({ subscribed: true, unsubscribedAt: null })
  })
})

describe('account path', () => {
  it("is the language's account page", () => {
    expect(accountPath('fr')).toBe('/fr/account/')
  })
})
