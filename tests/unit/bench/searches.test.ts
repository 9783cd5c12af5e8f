import { describe, expect, it } from '@jest/globals'

import {
  FILTERED_SEARCH,
  LIST_PATH,
  PAGED_SEARCH,
  lastListPage,
  unseenFilteredSearches,
  unseenPagedSearches,
} from '../../../bench/searches.mjs'
import { canonicalQuery, isCacheableSearch, searchOfQuery } from '@/listings/canonicalSearch'

/** The query of a bench URL, as the proxy sees it. */
const queryOf = (url: string) => new URL(url, 'http://site.invalid').searchParams

describe("the bench's searches", () => {
  const all = [FILTERED_SEARCH, PAGED_SEARCH, ...unseenFilteredSearches(30), ...unseenPagedSearches(30, 400)]

  it('are spelled canonically, so the proxy serves them from the cache and never answers a redirect', () => {
    for (const url of all) {
      expect(url.startsWith(`${LIST_PATH}?`)).toBe(true)
      expect(`${LIST_PATH}?${canonicalQuery(queryOf(url))}`).toBe(url)
    }
  })

  it('are searches the cache may keep', () => {
    for (const url of all) expect(isCacheableSearch(searchOfQuery(queryOf(url)))).toBe(true)
  })

  it('filter by two towns, a price ceiling and three bedrooms, as the issue asks', () => {
    expect(searchOfQuery(queryOf(FILTERED_SEARCH))).toMatchObject({ city: ['2400', '2490'], price: { min: 0, max: 400000 }, rooms: 3 })
    expect(searchOfQuery(queryOf(PAGED_SEARCH)).page).toBe(2)
  })

  it('ask each unseen search once, and never the repeated one', () => {
    const filtered = unseenFilteredSearches(30)
    expect(new Set(filtered).size).toBe(30)
    expect(filtered).not.toContain(FILTERED_SEARCH)
    const paged = unseenPagedSearches(30, 400)
    expect(new Set(paged).size).toBe(30)
    expect(paged).not.toContain(PAGED_SEARCH)
  })

  it("ask no page beyond the list's last", () => {
    expect(unseenPagedSearches(30, 5)).toEqual([`${LIST_PATH}?page=3`, `${LIST_PATH}?page=4`, `${LIST_PATH}?page=5`])
    expect(unseenPagedSearches(30, 2)).toEqual([])
    expect(unseenPagedSearches(30, 1)).toEqual([])
  })
})

describe("the list's last page", () => {
  it('is the highest page its paging bar links to, absolute or relative, entities decoded', () => {
    const html =
      '<nav class="paging"><a href="/nl/te-koop/?page=2" rel="next">2</a><a href="/nl/te-koop/?page=3">3</a>' +
      '<span>…</span><a href="?sortPrice=asc&amp;page=42">42</a></nav>' +
      '<a href="/nl/te-huur/?page=90">rent</a><a href="/nl/te-koop/mol/huis/12/?page=99">card</a>'
    expect(lastListPage(html)).toBe(42)
  })

  it('is 1 without a paging bar', () => {
    expect(lastListPage('<a href="/nl/te-koop/">Te koop</a><a href="/nl/">Home</a>')).toBe(1)
  })
})
