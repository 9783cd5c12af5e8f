import { describe, expect, it } from '@jest/globals'

import { hasFilter, parseSearch, serializeSearch } from '../../src/properties/searchParams'

describe('property search parameters', () => {
  it('reads towns, types, price, rooms, view, page and sort from the URL', () => {
    const search = parseSearch(new URLSearchParams('city=3920,2400&type=1,2&price=200000-350000&rooms=3&view=map&page=2&sortPrice=asc&search=tuin'))
    expect(search).toEqual({
      city: ['3920', '2400'],
      type: [1, 2],
      price: { min: 200000, max: 350000 },
      rooms: 3,
      view: 'map',
      page: 2,
      sort: { key: 'price', direction: 'asc' },
      search: 'tuin',
    })
  })

  it('round-trips through the query string with arrays comma-joined', () => {
    const query = 'city=2400,3920&type=1,2&price=0-300000&search=tuin&rooms=2&view=list&sortTypeDescription=desc&page=3'
    expect(serializeSearch(parseSearch(new URLSearchParams(query)))).toBe(query)
  })

  it('leaves out defaults, so the same search always gives the same URL', () => {
    expect(serializeSearch(parseSearch(new URLSearchParams('')))).toBe('')
    expect(serializeSearch(parseSearch(new URLSearchParams('type=2,1&city=3920,2400')))).toBe('city=2400,3920&type=1,2')
  })

  it('ignores malformed values instead of failing', () => {
    const search = parseSearch({ city: 'abc,3920', type: 'x,-1,4', price: 'cheap', page: '-3', view: 'tiles', rooms: 'many', sortPrice: 'up' })
    expect(search).toMatchObject({ city: ['3920'], type: [4], price: undefined, page: 1, view: 'grid', rooms: undefined, sort: { key: 'date', direction: 'desc' } })
  })

  it('counts the price only when its maximum is above 0 (spec section 5)', () => {
    expect(parseSearch({ price: '100000-0' }).price).toBeUndefined()
    expect(parseSearch({ price: '400000-300000' }).price).toEqual({ min: 300000, max: 300000 })
    expect(hasFilter(parseSearch({ price: '0-0' }))).toBe(false)
    expect(hasFilter(parseSearch({ price: '0-250000' }))).toBe(true)
    expect(hasFilter(parseSearch({ city: '3920' }))).toBe(true)
    expect(hasFilter(parseSearch({ type: '1' }))).toBe(true)
    expect(hasFilter(parseSearch({ rooms: '3', search: 'tuin' }))).toBe(false)
  })
})
