import { describe, expect, it } from '@jest/globals'

import { matchesFilter } from '../../../src/lib/filter'

describe('matchesFilter (spec section 5: accents and case ignored)', () => {
  it('finds labels whatever the accents and case of either side', () => {
    expect(matchesFilter('Liège [4000]', 'liege')).toBe(true)
    expect(matchesFilter('Geel [2440]', 'GEEL')).toBe(true)
    expect(matchesFilter('Hechtel-Eksel [3940]', 'éksel')).toBe(true)
    expect(matchesFilter('Mol [2400]', '2400')).toBe(true)
  })
  it('keeps everything for an empty query and nothing for a miss', () => {
    expect(matchesFilter('Mol [2400]', '  ')).toBe(true)
    expect(matchesFilter('Mol [2400]', 'lommel')).toBe(false)
  })
})
