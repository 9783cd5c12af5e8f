import { describe, expect, it } from '@jest/globals'

import { isSoldOrRented, MARQUEE, propertyStatus } from '../../../src/lib/marquee'

describe('propertyStatus', () => {
  it('follows the goal when the marquee says nothing about the state', () => {
    expect(propertyStatus('sale', MARQUEE.none)).toBe('for-sale')
    expect(propertyStatus('rent', MARQUEE.new)).toBe('for-rent')
    expect(propertyStatus('sale', MARQUEE.priceReduced)).toBe('for-sale')
    expect(propertyStatus('sale', MARQUEE.comingSoon)).toBe('for-sale')
  })

  it('marks sold or rented by goal, under option and to take over', () => {
    expect(propertyStatus('sale', MARQUEE.soldOrRented)).toBe('sold')
    expect(propertyStatus('rent', MARQUEE.soldOrRented)).toBe('rented')
    expect(propertyStatus('sale', MARQUEE.underOption)).toBe('under-option')
    expect(propertyStatus('sale', MARQUEE.toTakeOver)).toBe('to-take-over')
  })
})

describe('isSoldOrRented', () => {
  it('is true only for the two states that take a listing off the market for good', () => {
    expect(isSoldOrRented('sold')).toBe(true)
    expect(isSoldOrRented('rented')).toBe(true)
    for (const status of ['for-sale', 'for-rent', 'under-option', 'to-take-over', null, undefined, ''])
      expect(isSoldOrRented(status)).toBe(false)
    expect(isSoldOrRented(propertyStatus('rent', MARQUEE.soldOrRented))).toBe(true)
  })
})
