import { describe, expect, it } from '@jest/globals'

import {
  EPC_LETTERS,
  FEATURE_FILTERS,
  hasFilter,
  narrowsResults,
  parseSearch,
  readSearch,
  serializeSearch,
} from '../../../src/listings/searchParams'

describe('property search parameters', () => {
  it('reads towns, types, price, rooms, view, page and sort from the URL', () => {
    const search = parseSearch(
      new URLSearchParams('city=3920,2400&type=1,2&price=200000-350000&rooms=3&view=map&page=2&sortPrice=asc&search=tuin'),
    )
    expect(search).toEqual({
      city: ['3920', '2400'],
      type: [1, 2],
      price: { min: 200000, max: 350000 },
      rooms: 3,
      view: 'map',
      page: 2,
      sort: { key: 'price', direction: 'asc' },
      search: 'tuin',
      features: [],
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
    const search = parseSearch({
      city: 'abc,3920',
      type: 'x,-1,4',
      price: 'cheap',
      page: '-3',
      view: 'tiles',
      rooms: 'many',
      sortPrice: 'up',
    })
    expect(search).toMatchObject({
      city: ['3920'],
      type: [4],
      price: undefined,
      page: 1,
      view: 'grid',
      rooms: undefined,
      sort: { key: 'date', direction: 'desc' },
    })
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

describe('the new search parameters (issue 12)', () => {
  const read = (query: string) => readSearch(new URLSearchParams(query))
  const roundTrip = (query: string) => serializeSearch(parseSearch(new URLSearchParams(query)))

  it('reads living area, EPC, the yes/no filters and the map area', () => {
    expect(
      parseSearch(new URLSearchParams('area=80-200&epc=C&garden=1&terrace=true&garage=1&new=1&reduced=1&bbox=5.1,51.0,5.4,51.3')),
    ).toMatchObject({
      area: { min: 80, max: 200 },
      epc: 'c',
      features: ['garden', 'terrace', 'garage', 'new', 'reduced'],
      bbox: { west: 5.1, south: 51, east: 5.4, north: 51.3 },
    })
    expect(parseSearch({ area: '80-' }).area).toEqual({ min: 80, max: undefined })
    expect(parseSearch({ area: '-120' }).area).toEqual({ min: undefined, max: 120 })
    expect(parseSearch({ area: '200-80' }).area).toEqual({ min: 80, max: 200 })
    expect(parseSearch({ area: '0-0' }).area).toBeUndefined()
    expect(parseSearch({ garden: '0', new: '' }).features).toEqual([])
  })

  it.each([
    'area=80-200',
    'area=80-',
    'area=-120',
    ...EPC_LETTERS.map((letter) => `epc=${letter}`),
    ...FEATURE_FILTERS.map((feature) => `${feature}=1`),
    'garden=1&terrace=1&garage=1&new=1&reduced=1',
    'bbox=5.1,51,5.4,51.3',
    'bbox=-0.5,-10.25,0.75,10.5',
    'city=3920&type=1&price=0-400000&rooms=3&area=100-&epc=b&garden=1&reduced=1&bbox=4.5,50.5,6,51.5&view=map&sortPrice=asc&page=2',
  ])('round-trips %s', (query) => {
    expect(roundTrip(query)).toBe(query)
    expect(read(query).problems).toEqual([])
  })

  it('writes the map area to five decimals, which reads back to the same search', () => {
    const query = serializeSearch({ ...parseSearch({}), bbox: { west: 5.123456789, south: 51.000001, east: 5.4, north: 51.3 } })
    expect(query).toBe('bbox=5.12346,51,5.4,51.3')
    expect(roundTrip(query)).toBe(query)
  })

  it('leaves the new defaults out of the URL and counts them as narrowing the results', () => {
    expect(serializeSearch(parseSearch({ area: '0-0', garden: '0' }))).toBe('')
    expect(serializeSearch({ area: { min: 0, max: 150 } })).toBe('area=-150')
    for (const query of ['area=50-', 'epc=d', 'garage=1', 'bbox=5,51,6,52'])
      expect(narrowsResults(parseSearch(new URLSearchParams(query)))).toBe(true)
    expect(narrowsResults(parseSearch({}))).toBe(false)
  })

  it('names each hostile or malformed value as a problem, and a page falls back to the default', () => {
    const hostile: Record<string, string> = {
      city: 'x'.repeat(10_000),
      type: 'abc',
      price: 'cheap',
      area: 'big',
      epc: 'h',
      rooms: 'many',
      garden: 'yes',
      bbox: '1,2,3',
      page: '-1',
      view: 'tiles',
      sortPrice: 'up',
    }
    const { search, problems } = readSearch(hostile)
    expect(problems.map((p) => p.param).sort()).toEqual(Object.keys(hostile).sort())
    expect(problems.every((p) => typeof p.message === 'string' && p.message.length > 0)).toBe(true)
    expect(problems.find((p) => p.param === 'city')?.message).toMatch(/500/)
    expect(search).toEqual(parseSearch({}))
  })

  it.each([
    ['bbox', '1,2,3'],
    ['bbox', '1,2,3,4,5'],
    ['bbox', '6,51,5,52'],
    ['bbox', '5,52,6,51'],
    ['bbox', '5,51,5,52'],
    ['bbox', '181,0,182,1'],
    ['bbox', '0,-91,1,0'],
    ['bbox', '1e1,2,3,4'],
    ['bbox', 'a,b,c,d'],
    ['area', '80-200-300'],
    ['area', '-5--1'],
    ['area', '1.5e3-'],
    ['epc', 'a+'],
    ['epc', 'ab'],
    ['new', '2'],
    ['reduced', 'on'],
    ['page', '0'],
    ['page', '10001'],
    ['page', 'abc'],
    ['rooms', '101'],
    ['city', '39200'],
    ['search', 's'.repeat(501)],
  ])('%s=%s is a problem', (param, value) => {
    expect(readSearch({ [param]: value }).problems).toEqual([{ param, message: expect.any(String) }])
  })

  it('accepts what is merely empty or spaced', () => {
    expect(readSearch({ area: '', epc: '', garden: '', bbox: '', page: '', city: ' 3920 , 2400 ', bbox2: 'x' }).problems).toEqual([])
    expect(readSearch({ bbox: ' 5 , 51 , 6 , 52 ' }).search.bbox).toEqual({ west: 5, south: 51, east: 6, north: 52 })
  })
})
