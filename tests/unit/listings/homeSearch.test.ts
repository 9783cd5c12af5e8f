import { describe, expect, it } from '@jest/globals'

import { epcFilterLetters } from '@/listings/epcChoices'
import { HOME_ROOM_OPTIONS, homeSearchOf, homeSearchQuery, PRICE_PRESETS } from '@/listings/homeSearch'
import { readSearch } from '@/listings/searchParams'
import { epcScaleLetters } from '@/lib/epc'

describe('home search box (issue 37.2)', () => {
  const none = { city: [], type: [], min: '', max: '' }

  it('sends towns, bedrooms and a maximum price as the list reads them', () => {
    const { query, searchable } = homeSearchQuery({ ...none, city: ['2490', '2400'], max: '400000', rooms: 3 })
    expect(searchable).toBe(true)
    expect(query).toBe('city=2400,2490&price=0-400000&rooms=3')
    const { search, problems } = readSearch(new URLSearchParams(query))
    expect(problems).toEqual([])
    expect(search).toMatchObject({ city: ['2400', '2490'], price: { min: 0, max: 400000 }, rooms: 3 })
  })

  it('searches on bedrooms alone, but not on nothing or a minimum price alone', () => {
    expect(homeSearchQuery({ ...none, rooms: 2 })).toEqual({ query: 'rooms=2', searchable: true })
    expect(homeSearchQuery(none)).toEqual({ query: '', searchable: false })
    expect(homeSearchQuery({ ...none, min: '200000' })).toEqual({ query: '', searchable: false })
  })

  it('brings a minimum above the maximum down to it and ignores amounts that are no amount', () => {
    expect(homeSearchOf({ ...none, min: '500000', max: '300000' }).price).toEqual({ min: 300000, max: 300000 })
    expect(homeSearchOf({ ...none, min: '-5', max: 'abc' }).price).toBeUndefined()
    expect(homeSearchOf({ ...none, min: 'x', max: '250000.7' }).price).toEqual({ min: 0, max: 250000 })
    expect(homeSearchOf({ ...none, type: ['12', 'x', '-1'] }).type).toEqual([12])
  })

  it('offers rising one-tap prices per goal, €400,000 among the sale ones, and bedrooms 1 to 4', () => {
    for (const presets of Object.values(PRICE_PRESETS)) expect([...presets]).toEqual([...presets].sort((a, b) => a - b))
    expect(PRICE_PRESETS.sale).toContain(400_000)
    expect(Math.max(...PRICE_PRESETS.rent)).toBeLessThan(10_000)
    expect(HOME_ROOM_OPTIONS).toEqual([1, 2, 3, 4])
  })
})

describe('EPC filter choices per region (issue 37.9)', () => {
  it('knows each scale: Flanders ends at F, Brussels and Wallonia at G', () => {
    expect(epcScaleLetters('flanders')).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
    expect(epcScaleLetters('brussels')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
    expect(epcScaleLetters('wallonia')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
  })

  it('offers no "G or better" for towns in Flanders only', () => {
    expect(epcFilterLetters(['2400', '2490', '3920'])).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })

  it('keeps G where a Brussels or Walloon town is searched', () => {
    expect(epcFilterLetters(['2400', '1000'])).toContain('g')
    expect(epcFilterLetters(['4000'])).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
  })

  it('keeps the whole scale for an unknown postal code or no towns, and a letter the search holds', () => {
    expect(epcFilterLetters(['L-1234'])).toContain('g')
    expect(epcFilterLetters([])).toContain('g')
    expect(epcFilterLetters(['2400'], 'g')).toContain('g')
  })
})
