import { describe, expect, it } from '@jest/globals'

import { pageHref, pageNumber, pagingLinks } from '../../src/views/paging'

describe('paging of module lists', () => {
  it('keeps page 1 on the bare path and numbers the others', () => {
    expect(pageHref('/nl/blog/', 1)).toBe('/nl/blog/')
    expect(pageHref('/nl/blog/', 2)).toBe('/nl/blog/?page=2')
  })

  it('links previous and next only where they exist', () => {
    expect(pagingLinks('/nl/blog/', 1, 2)).toEqual({ next: '/nl/blog/?page=2' })
    expect(pagingLinks('/nl/blog/', 2, 2)).toEqual({ previous: '/nl/blog/' })
    expect(pagingLinks('/nl/blog/', 2, 3)).toEqual({ previous: '/nl/blog/', next: '/nl/blog/?page=3' })
  })

  it('reads a page number safely', () => {
    expect(pageNumber('3')).toBe(3)
    expect(pageNumber(['2', '5'])).toBe(2)
    expect(pageNumber('0')).toBe(1)
    expect(pageNumber('abc')).toBe(1)
    expect(pageNumber(undefined)).toBe(1)
  })
})
