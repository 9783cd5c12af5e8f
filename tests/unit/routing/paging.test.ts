import { describe, expect, it } from '@jest/globals'

import { pageHref, pagingLinks, splitPagePath } from '../../../src/routing/pageNumbers'

describe('paging of module lists', () => {
  it('keeps page 1 on the bare path and puts the others in the path', () => {
    expect(pageHref('/nl/blog/', 1)).toBe('/nl/blog/')
    expect(pageHref('/nl/blog/', 2)).toBe('/nl/blog/2/')
  })

  it('links previous and next only where they exist', () => {
    expect(pagingLinks('/nl/blog/', 1, 2)).toEqual({ next: '/nl/blog/2/' })
    expect(pagingLinks('/nl/blog/', 2, 2)).toEqual({ previous: '/nl/blog/' })
    expect(pagingLinks('/nl/blog/', 2, 3)).toEqual({ previous: '/nl/blog/', next: '/nl/blog/3/' })
  })

  it('reads a page from the end of a path', () => {
    expect(splitPagePath('/nl/blog/2/')).toEqual({ base: '/nl/blog/', page: 2 })
    expect(splitPagePath('/nl/blog/1/')).toBeNull()
    expect(splitPagePath('/nl/blog/')).toBeNull()
    expect(splitPagePath('/nl/blog/abc/')).toBeNull()
  })
})
