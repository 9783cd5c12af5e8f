import { describe, expect, it } from '@jest/globals'

import { isAlertWorthy, matchesDemand, townKey, type DemandCriteria, type ListingFacts } from '../../../src/alerts/match'

const house: ListingFacts = { goal: 'sale', typeIds: [1], cityIds: [10], price: 295000, bedrooms: 3 }
const wants: DemandCriteria = { goal: 'sale', types: [1, 2], cities: [10, 11], priceMin: 200000, priceMax: 300000, minBedrooms: 3 }

describe('matchesDemand', () => {
  it('matches a listing of the wanted goal, type, zone, budget and bedrooms', () => {
    expect(matchesDemand(house, wants)).toBe(true)
  })

  it('rejects another goal, type or zone', () => {
    expect(matchesDemand({ ...house, goal: 'rent' }, wants)).toBe(false)
    expect(matchesDemand({ ...house, typeIds: [4] }, wants)).toBe(false)
    expect(matchesDemand({ ...house, cityIds: [12] }, wants)).toBe(false)
    expect(matchesDemand({ ...house, cityIds: [] }, wants)).toBe(false)
  })

  it('counts the extra types a listing also belongs to', () => {
    expect(matchesDemand({ ...house, typeIds: [5, 2] }, wants)).toBe(true)
  })

  it('keeps to the price range, bounds included', () => {
    expect(matchesDemand({ ...house, price: 300000 }, wants)).toBe(true)
    expect(matchesDemand({ ...house, price: 200000 }, wants)).toBe(true)
    expect(matchesDemand({ ...house, price: 300001 }, wants)).toBe(false)
    expect(matchesDemand({ ...house, price: 199999 }, wants)).toBe(false)
  })

  it('treats an empty or zero bound as no bound, and a price on request as outside any budget', () => {
    expect(matchesDemand({ ...house, price: 900000 }, { ...wants, priceMax: 0 })).toBe(true)
    expect(matchesDemand({ ...house, price: 1000 }, { ...wants, priceMin: null })).toBe(true)
    expect(matchesDemand({ ...house, price: null }, wants)).toBe(false)
    expect(matchesDemand({ ...house, price: null }, { ...wants, priceMin: null, priceMax: null })).toBe(true)
  })

  it('asks for at least the wanted bedrooms; unknown counts as none', () => {
    expect(matchesDemand({ ...house, bedrooms: 2 }, wants)).toBe(false)
    expect(matchesDemand({ ...house, bedrooms: 5 }, wants)).toBe(true)
    expect(matchesDemand({ ...house, bedrooms: null }, wants)).toBe(false)
    expect(matchesDemand({ ...house, bedrooms: null }, { ...wants, minBedrooms: 0 })).toBe(true)
  })
})

describe('isAlertWorthy', () => {
  const onOffer = { published: true, status: 'for-sale', price: 250000 }

  it('alerts for a new listing on offer, a newly published one and one back on the market', () => {
    expect(isAlertWorthy(null, onOffer)).toBe(true)
    expect(isAlertWorthy({ ...onOffer, published: false }, onOffer)).toBe(true)
    expect(isAlertWorthy({ ...onOffer, status: 'under-option' }, onOffer)).toBe(true)
  })

  it('alerts when the price changes, not for other edits', () => {
    expect(isAlertWorthy(onOffer, { ...onOffer, price: 239000 })).toBe(true)
    expect(isAlertWorthy(onOffer, { ...onOffer })).toBe(false)
  })

  it('tells no change of a hidden price ("price on request"), and a price made public is news', () => {
    const hidden = { ...onOffer, publishPrice: false }
    expect(isAlertWorthy(hidden, { ...hidden, price: 239000 })).toBe(false)
    expect(isAlertWorthy(hidden, { ...onOffer, publishPrice: true })).toBe(true)
    expect(isAlertWorthy(null, hidden)).toBe(true)
  })

  it('never alerts for a hidden, sold, rented or under-option listing', () => {
    expect(isAlertWorthy(null, { ...onOffer, published: false })).toBe(false)
    expect(isAlertWorthy(onOffer, { ...onOffer, status: 'sold', price: 1 })).toBe(false)
    expect(isAlertWorthy(null, { published: true, status: 'rented', price: 900 })).toBe(false)
    expect(isAlertWorthy(null, { published: true, status: 'under-option', price: 900 })).toBe(false)
    expect(isAlertWorthy(null, { published: true, status: 'for-rent', price: 900 })).toBe(true)
  })
})

describe('townKey', () => {
  it('compares town names without case, accents or spaces', () => {
    expect(townKey(' Lommel ', '3920')).toBe(townKey('lommel', '3920'))
    expect(townKey('Émblem', '2520')).toBe(townKey('emblem', '2520'))
    expect(townKey('Lommel', '3920')).not.toBe(townKey('Lommel', '3900'))
  })
})

describe('criteriaSummary', () => {
  it('sums up a demand for the admin list', async () => {
    const { criteriaSummary } = await import('../../../src/alerts/summary')
    expect(criteriaSummary({ goal: 'sale', types: [1, 2], cities: [5], priceMin: 200000, priceMax: 350000, minBedrooms: 3 })).toBe(
      'Buy · 2 types · 1 zone · €\u00a0200.000 - €\u00a0350.000 · 3+ bedrooms',
    )
    expect(criteriaSummary({ goal: 'rent', types: [1], cities: [5, 6], priceMax: 900 })).toBe('Rent · 1 type · 2 zones · … - €\u00a0900')
    expect(criteriaSummary(null)).toBe('')
  })
})
