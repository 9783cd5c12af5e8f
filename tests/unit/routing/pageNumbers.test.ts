import { describe, expect, it } from '@jest/globals'

import { pageNumbers } from '../../../src/routing/pageNumbers'

describe('numbered paging', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(pageNumbers(1, 32)).toEqual([1, 2, 'gap', 32])
    expect(pageNumbers(10, 32)).toEqual([1, 'gap', 9, 10, 11, 'gap', 32])
    expect(pageNumbers(32, 32)).toEqual([1, 'gap', 31, 32])
  })

  it('shows a single hidden page instead of a gap', () => {
    expect(pageNumbers(4, 32)).toEqual([1, 2, 3, 4, 5, 'gap', 32])
    expect(pageNumbers(29, 32)).toEqual([1, 'gap', 28, 29, 30, 31, 32])
  })

  it('keeps a page beyond the ends on the nearest end', () => {
    expect(pageNumbers(99, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(0, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(1, 0)).toEqual([])
  })

  it('widens around the current page on request', () => {
    expect(pageNumbers(10, 32, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 32])
  })
})
