import { describe, expect, it } from '@jest/globals'

import { cachedPageMisses, firstSearchMisses, lighthouseMisses, repeatedSearchMisses, verdict } from '../../../bench/targets.mjs'

describe('a cached page (issue 16)', () => {
  it('meets its target at a tenth of raw node and p99 within 50 ms', () => {
    expect(cachedPageMisses({ rps: 400, p99: 50, errors: 0 }, 4000)).toEqual([])
  })

  it('says each miss', () => {
    expect(cachedPageMisses({ rps: 300, p99: 51, errors: 2 }, 4000)).toEqual(['ratio 0.075 < 0.1', 'p99 51 ms > 50 ms', '2 errors'])
  })
})

describe('a repeated search (issue 38)', () => {
  const list = { rps: 600 }

  it('meets its target at half the bare list and p99 within 60 ms', () => {
    expect(repeatedSearchMisses({ rps: 300, p99: 60, errors: 0 }, list)).toEqual([])
  })

  it('misses below half the list, above 60 ms or with errors', () => {
    expect(repeatedSearchMisses({ rps: 299, p99: 61, errors: 1 }, list)).toEqual([
      "299 req/s < 0.5 × the list's 600",
      'p99 61 ms > 60 ms',
      '1 errors',
    ])
  })

  it('cannot pass without the list measured in the same run', () => {
    expect(repeatedSearchMisses({ rps: 9999, p99: 1, errors: 0 }, undefined)).toEqual(['no figure of the bare list to compare with'])
  })
})

describe('a first, unseen search (issue 38)', () => {
  it('meets its target at a median of 80 ms', () => {
    expect(firstSearchMisses({ ttfb: 80, count: 30, errors: 0 })).toEqual([])
  })

  it('misses above 80 ms, and when a search was not answered 200', () => {
    expect(firstSearchMisses({ ttfb: 80.4, count: 30, errors: 1 })).toEqual(['median 80 ms > 80 ms', '1 of 30 not answered 200'])
  })

  it('cannot pass with nothing measured', () => {
    expect(firstSearchMisses({ count: 0, errors: 0 })).toEqual(['no unseen search to ask'])
    expect(firstSearchMisses({ count: 30, errors: 30 })).toEqual(['no request answered 200'])
  })
})

describe('Lighthouse beside the blank page (issue 38)', () => {
  const blank = { performance: 100, tbt: 80, lcp: 700 }

  it("passes at 95, within 5 points of the blank page, TBT up to twice the blank page's and LCP up to 2 s", () => {
    expect(lighthouseMisses({ performance: 95, tbt: 160, lcp: 2000 }, blank)).toEqual([])
  })

  it('says each miss', () => {
    expect(lighthouseMisses({ performance: 94, tbt: 161, lcp: 2001 }, blank)).toEqual([
      'score 94 < 95',
      'LCP 2001 ms > 2000 ms',
      "score 94 more than 5 below the blank page's 100",
      "TBT 161 ms > 2 × the blank page's 80 ms",
    ])
  })

  it('holds the page to the blank page of its run, not only to 95', () => {
    expect(lighthouseMisses({ performance: 96, tbt: 100, lcp: 1000 }, { performance: 100, tbt: 40, lcp: 600 })).toEqual([
      "TBT 100 ms > 2 × the blank page's 40 ms",
    ])
  })

  it("cannot pass without its own figures or the blank page's", () => {
    expect(lighthouseMisses({ error: 'NO_FCP' }, blank)).toEqual(['no result: NO_FCP'])
    expect(lighthouseMisses({ performance: 99, tbt: 10, lcp: 900 }, { error: 'no valid run' })).toEqual([
      'no blank page figure to compare with',
    ])
  })
})

describe('verdict', () => {
  it('is pass, or FAIL with the misses', () => {
    expect(verdict([])).toBe('pass')
    expect(verdict(['a', 'b'])).toBe('FAIL: a; b')
  })
})
