import { describe, expect, it } from '@jest/globals'

import { API_MAX_DEPTH, API_MAX_LIMIT, readBoundsProblem } from '../../../src/api/readBounds'

describe('readBoundsProblem', () => {
  it('allows the defaults and anything up to limit 100 and depth 2', () => {
    expect([API_MAX_LIMIT, API_MAX_DEPTH]).toEqual([100, 2])
    expect(readBoundsProblem({}, { limits: true })).toBeNull()
    expect(readBoundsProblem({ limit: 100, depth: 2, pagination: true }, { limits: true })).toBeNull()
    expect(readBoundsProblem({ limit: 1, depth: 0, joins: { children: { limit: 100 } } }, { limits: true })).toBeNull()
  })

  it('refuses what the issue reproduced: limit 100000 and depth 10', () => {
    expect(readBoundsProblem({ limit: 100000 }, { limits: true })).toBe(
      'limit must be between 1 and 100 (got 100000); read further pages with page.',
    )
    expect(readBoundsProblem({ depth: 10 }, { limits: true })).toBe('depth must be at most 2 (got 10).')
  })

  it('refuses every way to ask for all documents: limit 0, pagination=false, an unlimited join', () => {
    expect(readBoundsProblem({ limit: 0 }, { limits: true })).toMatch(/^limit must be between 1 and 100 \(0 would mean every document\)/)
    expect(readBoundsProblem({ pagination: false }, { limits: true })).toMatch(/^pagination=false is not available/)
    expect(readBoundsProblem({ pagination: 'false' }, { limits: true })).toMatch(/^pagination=false/)
    expect(readBoundsProblem({ joins: { children: { limit: 0 } } }, { limits: true })).toMatch(
      /^joins\[children\]\[limit\] must be between 1 and 100/,
    )
    expect(readBoundsProblem({ joins: { units: { limit: 5000 } } }, { limits: true })).toMatch(/^joins\[units\]\[limit\]/)
  })

  it('refuses values that are not numbers', () => {
    expect(readBoundsProblem({ limit: 'abc' }, { limits: true })).toBe('limit must be a number from 1 to 100.')
    expect(readBoundsProblem({ depth: 'deep' }, { limits: true })).toBe('depth must be a number from 0 to 2.')
    expect(readBoundsProblem({ depth: -1 }, { limits: true })).toBe('depth must be a number from 0 to 2.')
  })

  it('checks only the depth of reads whose page size the server chose', () => {
    expect(readBoundsProblem({ limit: 1000, pagination: false }, { limits: false })).toBeNull()
    expect(readBoundsProblem({ limit: 1000, depth: 3 }, { limits: false })).toBe('depth must be at most 2 (got 3).')
  })
})
