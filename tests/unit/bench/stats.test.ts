import { describe, expect, it } from '@jest/globals'

import { median, percentile, tenths } from '../../../bench/stats.mjs'

describe('median', () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(median([30, 10, 20])).toBe(20)
  })

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('is no figure for no values', () => {
    expect(median([])).toBeUndefined()
  })

  it('leaves its input as it was', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('percentile', () => {
  const sorted = Array.from({ length: 100 }, (_, i) => i + 1)

  it('is the nearest rank of sorted values', () => {
    expect(percentile(sorted, 50)).toBe(51)
    expect(percentile(sorted, 99)).toBe(100)
    expect(percentile(sorted, 0)).toBe(1)
  })

  it('never reads past the end, and is 0 for no values', () => {
    expect(percentile([5], 100)).toBe(5)
    expect(percentile([], 99)).toBe(0)
  })
})

describe('tenths', () => {
  it('rounds to 0.1 ms and keeps a missing figure missing', () => {
    expect(tenths(12.345)).toBe(12.3)
    expect(tenths(undefined)).toBeUndefined()
  })
})
