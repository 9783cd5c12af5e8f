import { describe, expect, it } from '@jest/globals'

import { activeFilterCount, filtersFromSearch, searchFromFilters } from '../../../src/listings/listFilterState'
import { parseSearch, serializeSearch } from '../../../src/listings/searchParams'

describe('the list filter form', () => {
  it('round-trips a search through the form unchanged (from page 1)', () => {
    const search = parseSearch(
      new URLSearchParams(
        'city=3920,2400&type=1&price=100000-400000&rooms=3&area=80-200&epc=c&garden=1&reduced=1&sortPrice=asc&view=list&page=4',
      ),
    )
    const again = searchFromFilters(search, filtersFromSearch(search))
    expect(serializeSearch(again)).toBe(
      'city=2400,3920&type=1&price=100000-400000&rooms=3&area=80-200&epc=c&garden=1&reduced=1&view=list&sortPrice=asc',
    )
  })

  it('reads the inputs leniently: empty, zero and text are "any"; a minimum above the maximum is swapped', () => {
    const base = parseSearch(new URLSearchParams(''))
    const form = {
      ...filtersFromSearch(base),
      priceMin: '500000',
      priceMax: '200000',
      rooms: '0',
      areaMin: '300',
      areaMax: '90',
      epc: '' as const,
    }
    const search = searchFromFilters(base, form)
    expect(search.price).toEqual({ min: 200000, max: 200000 })
    expect(search.rooms).toBeUndefined()
    expect(search.area).toEqual({ min: 90, max: 300 })
    expect(searchFromFilters(base, { ...form, priceMax: 'abc', areaMin: '', areaMax: '-5' })).toMatchObject({
      price: undefined,
      area: undefined,
    })
    expect(searchFromFilters(base, { ...form, priceMin: '', priceMax: '', areaMin: '120', areaMax: '' }).area).toEqual({
      min: 120,
      max: undefined,
    })
  })

  it('counts the active filters, each feature apart', () => {
    expect(activeFilterCount(parseSearch(new URLSearchParams('sortPrice=asc&page=2&view=map')))).toBe(0)
    expect(activeFilterCount(parseSearch(new URLSearchParams('city=3920,2400&rooms=2&garden=1&garage=1')))).toBe(4)
  })
})
