import { describe, expect, it } from '@jest/globals'

import {
  cachedSearchOf,
  canonicalQuery,
  canonicalSearch,
  isCacheableSearch,
  MAX_CACHED_QUERY,
  searchOfQuery,
} from '../../../src/listings/canonicalSearch'
import { cachedResultsPath, searchAnswer } from '../../../src/listings/listResults'
import { SEARCH_PARAMS } from '../../../src/listings/searchParams'

const canonical = (query: string) => canonicalSearch(new URLSearchParams(query))
const fullCanonical = (query: string) => canonicalQuery(new URLSearchParams(query))

describe('canonicalSearch: one spelling per search (issue 38)', () => {
  it('writes every parameter in one fixed order, whatever order it came in', () => {
    const everything =
      'city=2400&type=1&price=100000-400000&search=tuin&rooms=3&area=80-200&epc=c&garden=1&terrace=1&garage=1&new=1&reduced=1' +
      '&bbox=5.1,51.1,5.3,51.3&view=list&sortPrice=asc&page=2'
    expect(canonical(everything)).toBe(everything)
    const pairs = everything.split('&')
    for (const shuffled of [[...pairs].reverse(), [...pairs.slice(7), ...pairs.slice(0, 7)]]) {
      expect(canonical(shuffled.join('&'))).toBe(everything)
    }
  })

  it('reads every search parameter (a parameter left out of the canonical form would be lost by the 308)', () => {
    const values: Record<string, string> = {
      city: '2400',
      type: '2',
      price: '0-300000',
      search: 'tuin',
      view: 'map',
      rooms: '2',
      area: '80-',
      epc: 'b',
      garden: '1',
      terrace: '1',
      garage: '1',
      new: '1',
      reduced: '1',
      bbox: '5,51,6,52',
      page: '4',
      sortPrice: 'desc',
      sortTypeDescription: 'asc',
      sortCity: 'asc',
      sortDate: 'asc',
    }
    expect(Object.keys(values).sort()).toEqual([...SEARCH_PARAMS].sort())
    for (const key of SEARCH_PARAMS) expect([key, canonical(`${key}=${values[key]}`)]).toEqual([key, `${key}=${values[key]}`])
  })

  it('drops defaults: page 1, the grid view, the newest-first sort, empty values, a price without a maximum', () => {
    expect(canonical('page=1')).toBe('')
    expect(canonical('view=grid')).toBe('')
    expect(canonical('sortDate=desc')).toBe('')
    expect(canonical('city=&type=&price=&rooms=&garden=0&epc=')).toBe('')
    expect(canonical('price=0-0')).toBe('')
    expect(canonical('price=250000-')).toBe('')
    expect(canonical('area=0-0')).toBe('')
    expect(canonical('rooms=0')).toBe('')
    expect(canonical('city=2400&page=1&view=grid&sortDate=desc')).toBe('city=2400')
  })

  it('sorts towns and types and drops repeats, repeated keys included', () => {
    expect(canonical('city=3920,2400,2400')).toBe('city=2400,3920')
    expect(canonical('city=3920&city=2400&city=3920')).toBe('city=2400,3920')
    expect(canonical('type=10,2,1,2')).toBe('type=1,2,10')
    expect(canonical('type=2&type=1')).toBe('type=1,2')
    expect(canonical('city=%203920%20,,2400')).toBe('city=2400,3920')
  })

  it('writes numbers plainly', () => {
    expect(canonical('price=0100000-0400000')).toBe('price=100000-400000')
    expect(canonical('price=100000.99-400000.5')).toBe('price=100000-400000')
    // A minimum above the maximum is read as the maximum (readSearch's rule), written as such.
    expect(canonical('price=500000-100000')).toBe('price=100000-100000')
    expect(canonical('price=-400000')).toBe('price=0-400000')
    expect(canonical('area=200-80')).toBe('area=80-200')
    expect(canonical('rooms=03')).toBe('rooms=3')
    expect(canonical('page=002')).toBe('page=2')
    expect(canonical('epc=C')).toBe('epc=c')
    expect(canonical('garden=true')).toBe('garden=1')
    expect(canonical('bbox=5.1234567,51.1,5.3,51.3')).toBe('bbox=5.12346,51.1,5.3,51.3')
  })

  it('keeps one sort: the first of the sort parameters in their fixed order', () => {
    expect(canonical('sortCity=asc&sortPrice=desc')).toBe('sortPrice=desc')
    expect(canonical('sortPrice=sideways&sortCity=asc')).toBe('sortCity=asc')
  })

  it('drops hostile values: huge, negative, malformed, too long, unknown', () => {
    expect(canonical('page=99999999999999999999')).toBe('')
    expect(canonical('page=-2')).toBe('')
    expect(canonical('page=1e3')).toBe('')
    expect(canonical('rooms=101')).toBe('')
    expect(canonical('rooms=-3')).toBe('')
    expect(canonical('price=1-99999999999')).toBe('')
    expect(canonical('price=abc')).toBe('')
    expect(canonical('type=-1,0,1.5,NaN,Infinity')).toBe('')
    expect(canonical('city=24000,abcd,240')).toBe('')
    expect(canonical('view=../../etc')).toBe('')
    expect(canonical('epc=z')).toBe('')
    expect(canonical('garden=2')).toBe('')
    expect(canonical('bbox=200,0,210,1')).toBe('')
    expect(canonical('bbox=6,51,5,52')).toBe('')
    expect(canonical(`city=${'2400,'.repeat(2_500)}`)).toBe('')
    expect(canonical(`search=${'x'.repeat(10_000)}`)).toBe('')
    expect(canonical(`city=2400&type=${'9'.repeat(10_000)}`)).toBe('city=2400')
    expect(canonical('')).toBe('')
    expect(canonical('&&=&')).toBe('')
  })

  it('keeps a free text as text, trimmed and at most 100 characters, unicode included', () => {
    expect(canonical('search=%20%20Mol%20centrum%20')).toBe('search=Mol+centrum')
    expect(canonical('search=caf%C3%A9%20%E2%82%AC')).toBe('search=caf%C3%A9+%E2%82%AC')
    expect(searchOfQuery(new URLSearchParams(canonical('search=' + '🏠'.repeat(80)))).search?.length).toBeLessThanOrEqual(100)
  })

  it('is its own fixed point: the canonical form of a canonical form is itself (a 308 never loops)', () => {
    const queries = [
      'city=3920,2400&page=1&view=grid',
      'search=' + '🏠'.repeat(80),
      'search=%ED%A0%80x',
      'price=0100000-0400000&sortCity=asc&sortPrice=desc',
      'bbox=5.1234567,51.1,5.3,51.3&city=2400&city=2400',
      `city=2400&page=${'9'.repeat(600)}`,
      'garden=true&epc=C&rooms=03&type=2&type=1',
    ]
    for (const query of queries) {
      const once = canonical(query)
      expect(canonical(once)).toBe(once)
    }
  })

  it('keeps parameters other than the search after it, in their own order (UTM tags reach the browser)', () => {
    expect(fullCanonical('utm_source=mail&city=2400&page=1&utm_medium=x')).toBe('city=2400&utm_source=mail&utm_medium=x')
    expect(fullCanonical('setcookies&page=2')).toBe('page=2&setcookies=')
    expect(fullCanonical('page=1&utm_source=mail')).toBe('utm_source=mail')
  })

  it('caches only searches with a bounded set of values and a short, path-safe query', () => {
    expect(isCacheableSearch(searchOfQuery(new URLSearchParams('city=2400&rooms=3')))).toBe(true)
    expect(isCacheableSearch(searchOfQuery(new URLSearchParams('page=2')))).toBe(true)
    expect(isCacheableSearch(searchOfQuery(new URLSearchParams('search=tuin')))).toBe(false)
    expect(isCacheableSearch(searchOfQuery(new URLSearchParams('bbox=5,51,6,52')))).toBe(false)
    const manyTowns = Array.from({ length: 40 }, (_, i) => String(2000 + i)).join(',')
    expect(canonical(`city=${manyTowns}`).length).toBeGreaterThan(MAX_CACHED_QUERY)
    expect(isCacheableSearch(searchOfQuery(new URLSearchParams(`city=${manyTowns}`)))).toBe(false)
  })

  it("reads a cached route's segment only when it is a canonical, cacheable search", () => {
    expect(cachedSearchOf('city~2400_3920.rooms~3')).toMatchObject({ city: ['2400', '3920'], rooms: 3 })
    expect(cachedSearchOf('city~3920_2400')).toBeNull()
    expect(cachedSearchOf('rooms~3.city~2400')).toBeNull()
    expect(cachedSearchOf('page~1')).toBeNull()
    expect(cachedSearchOf('')).toBeNull()
    expect(cachedSearchOf('search~tuin')).toBeNull()
    expect(cachedSearchOf('bbox~5_51_6_52')).toBeNull()
    expect(cachedSearchOf('city~2400.utm_source~x')).toBeNull()
    // Only the segment's own characters: nothing Next or a client would percent-encode.
    expect(cachedSearchOf('city=2400')).toBeNull()
    expect(cachedSearchOf('city~2400%2C3920')).toBeNull()
    expect(cachedSearchOf('epc~c.garden~1')).toMatchObject({ epc: 'c', features: ['garden'] })
  })
})

describe("searchAnswer: the proxy's decision for a language path with a query", () => {
  it('answers a non-canonical query with one 308 to the canonical URL', () => {
    expect(searchAnswer('/nl/te-koop/', '?rooms=3&city=2400')).toEqual({ kind: 'redirect', location: '/nl/te-koop/?city=2400&rooms=3' })
    expect(searchAnswer('/nl/te-koop/', '?city=3920%2C2400')).toEqual({ kind: 'redirect', location: '/nl/te-koop/?city=2400,3920' })
    expect(searchAnswer('/nl/te-koop/', '?page=1')).toEqual({ kind: 'redirect', location: '/nl/te-koop/' })
    expect(searchAnswer('/nl/te-koop/', '?page=abc&utm_source=mail')).toEqual({
      kind: 'redirect',
      location: '/nl/te-koop/?utm_source=mail',
    })
  })

  it('takes a canonical query however it is percent-encoded (Next hands the proxy commas as %2C): no loop', () => {
    for (const query of ['?city=2400%2C3920&rooms=3', '?city=2400,3920&rooms=3', '?city=%32400,3920&rooms=3']) {
      expect(searchAnswer('/nl/te-koop/', query)).toEqual({ kind: 'cached', path: '/nl/cached-results/city~2400_3920.rooms~3/te-koop/' })
    }
    expect(searchAnswer('/nl/te-koop/', '?city=2400,3920&rooms=3&utm_source=a%20b')?.kind).toBe('cached')
    expect(searchAnswer('/nl/te-koop/', '?search=Mol%20centrum')?.kind).toBe('per-request')
  })

  it('adds the final slash in the same hop (never a second redirect)', () => {
    expect(searchAnswer('/nl/te-koop', '?rooms=3&city=2400')).toEqual({ kind: 'redirect', location: '/nl/te-koop/?city=2400&rooms=3' })
    expect(searchAnswer('/nl/te-koop', '?city=2400')).toEqual({ kind: 'redirect', location: '/nl/te-koop/?city=2400' })
    for (const query of ['?rooms=3&city=2400', '?page=1', '?city=2400']) {
      const first = searchAnswer('/nl/te-koop', query)
      expect(first?.kind).toBe('redirect')
      const location = (first as { location: string }).location
      const at = location.indexOf('?')
      const next = searchAnswer(at < 0 ? location : location.slice(0, at), at < 0 ? '' : location.slice(at))
      expect(next?.kind).not.toBe('redirect')
    }
  })

  it('rewrites a canonical search to the cached route, with the search as its segment and no query', () => {
    const query = 'city=2400,2490&type=1,10&price=0-400000&rooms=3&area=80-200&epc=c&garden=1&new=1&view=list&sortPrice=asc&page=2'
    const answer = searchAnswer('/nl/te-koop/', `?${query}`)
    expect(answer?.kind).toBe('cached')
    const segment = (answer as { path: string }).path.split('/')[3]
    // Nothing in it to percent-encode, and it reads back as the same search.
    expect(encodeURIComponent(segment)).toBe(segment)
    expect(cachedSearchOf(segment)).toEqual(searchOfQuery(new URLSearchParams(query)))
    expect(searchAnswer('/nl/te-koop/', '?city=2400&rooms=3')).toEqual({
      kind: 'cached',
      path: '/nl/cached-results/city~2400.rooms~3/te-koop/',
    })
    expect(searchAnswer('/fr/a-vendre/', '?page=2&utm_source=mail')).toEqual({
      kind: 'cached',
      path: '/fr/cached-results/page~2/a-vendre/',
    })
    expect(cachedResultsPath('/nl/te-koop/', 'page=2')).toBe('/nl/cached-results/page~2/te-koop/')
  })

  it('renders per request what has no bounded set of values, a preview, and an instant estimate as it is', () => {
    expect(searchAnswer('/nl/te-koop/', '?search=tuin')).toEqual({ kind: 'per-request', path: '/nl/list-results/te-koop/?search=tuin' })
    expect(searchAnswer('/nl/te-koop/', '?bbox=5,51,6,52')).toEqual({
      kind: 'per-request',
      path: '/nl/list-results/te-koop/?bbox=5,51,6,52',
    })
    expect(searchAnswer('/nl/preview/te-koop/', '?city=2400')).toEqual({
      kind: 'per-request',
      path: '/nl/list-results/preview/te-koop/?city=2400',
    })
    expect(searchAnswer('/nl/gratis-schatting/', '?town=2400&estimate=1&city=9')).toEqual({
      kind: 'per-request',
      path: '/nl/list-results/gratis-schatting/?town=2400&estimate=1&city=9',
    })
  })

  it('leaves a query without a search to the other rules', () => {
    expect(searchAnswer('/nl/te-koop/', '')).toBeNull()
    expect(searchAnswer('/nl/te-koop/', '?utm_source=mail&City=2400')).toBeNull()
  })
})
