import { describe, expect, it } from '@jest/globals'

import { BELGIAN_POSTAL_RANGES, regionOf } from '../../../src/lib/region'

describe('regionOf (spec section 5)', () => {
  it.each([
    ['1000', 'brussels'],
    ['1299', 'brussels'],
    ['1300', 'wallonia'],
    ['1499', 'wallonia'],
    ['1500', 'flanders'],
    ['3920', 'flanders'],
    ['3999', 'flanders'],
    ['4000', 'wallonia'],
    ['7999', 'wallonia'],
    ['8000', 'flanders'],
    ['9999', 'flanders'],
  ])('%s → %s', (zip, region) => {
    expect(regionOf(zip)).toBe(region)
  })

  it('knows Luxembourg by its country id and rejects what is no postal code', () => {
    expect(regionOf('1009', 50)).toBe('luxembourg')
    expect(regionOf('999')).toBeUndefined()
    expect(regionOf('abcd')).toBeUndefined()
    expect(regionOf(undefined)).toBeUndefined()
  })
})

describe('BELGIAN_POSTAL_RANGES', () => {
  it('covers 1000-9999 once, each code in the region regionOf gives it', () => {
    const wrong: number[] = []
    for (let code = 1000; code <= 9999; code++) {
      const regions = Object.entries(BELGIAN_POSTAL_RANGES).filter(([, ranges]) =>
        ranges.some(([low, high]) => code >= low && code <= high),
      )
      if (regions.length !== 1 || regions[0][0] !== regionOf(String(code))) wrong.push(code)
    }
    expect(wrong).toEqual([])
  })
})
