import { describe, expect, it } from '@jest/globals'
import { unstable_doesMiddlewareMatch as matches } from 'next/experimental/testing/server'

import { ESTIMATE_PARAM } from '../../src/listings/estimate'
import { carriesEstimate, carriesSearch, listResultsPath } from '../../src/listings/listResults'
import { SEARCH_PARAMS } from '../../src/listings/searchParams'
import { config } from '../../src/proxy'

const nextConfig = { skipTrailingSlashRedirect: true }
const reaches = (url: string) => matches({ config, url, nextConfig })

describe('the proxy matcher and filtered list URLs', () => {
  it('names exactly the search parameters and the estimate, one query entry each', () => {
    const keys = config.matcher.flatMap((entry) => (typeof entry === 'string' ? [] : entry.has.map((condition) => condition.key)))
    expect([...keys].sort()).toEqual([...SEARCH_PARAMS, ESTIMATE_PARAM].sort())
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('lets a language path with any search key through, and keeps the bare cached path away', () => {
    for (const key of SEARCH_PARAMS) expect(reaches(`/nl/te-koop/?${key}=1`)).toBe(true)
    expect(reaches('/nl/te-koop/?city=3920&type=1')).toBe(true)
    expect(reaches('/fr/a-vendre/?page=3')).toBe(true)
    expect(reaches('/nl/te-koop/')).toBe(false)
    expect(reaches('/nl/te-koop/?utm_source=mail')).toBe(false)
    expect(reaches('/api/site/listings?city=3920')).toBe(false)
    expect(reaches('/nl/gratis-schatting/?estimate=1&town=2400')).toBe(true)
    expect(reaches('/fr/estimation-gratuite/?town=2400')).toBe(false)
  })

  it('recognises an instant estimate in a query', () => {
    expect(carriesEstimate(new URLSearchParams('estimate=1&town=2400'))).toBe(true)
    expect(carriesEstimate(new URLSearchParams('town=2400'))).toBe(false)
  })

  it('recognises a search in a query and names the internal path', () => {
    expect(carriesSearch(new URLSearchParams('sortPrice=asc'))).toBe(true)
    expect(carriesSearch(new URLSearchParams('garden='))).toBe(true)
    expect(carriesSearch(new URLSearchParams('utm_source=x&setcookies'))).toBe(false)
    expect(listResultsPath('/nl/te-koop/')).toBe('/nl/list-results/te-koop/')
    expect(listResultsPath('/nl/preview/te-koop/')).toBe('/nl/list-results/preview/te-koop/')
  })
})
