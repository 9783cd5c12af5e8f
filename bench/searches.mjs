/**
 * The search URLs the bench asks for (issue 38), each spelled canonically (src/listings/canonicalSearch.ts:
 * towns sorted, then type, price, rooms, the filters, sort, page last; defaults dropped), so the proxy
 * rewrites it to the cached results page instead of answering a 308. tests/unit/bench/searches.test.ts
 * checks every one against the site's own canonicalQuery, so a change of the canonical form fails there
 * rather than turning the bench's figures into redirects.
 */

/** The for-sale list every search here narrows. */
export const LIST_PATH = '/nl/te-koop/'

// The example of the search visitors make most: two towns, a price ceiling, three bedrooms.
const FILTER = { city: '2400,2490', price: 400_000, rooms: 3 }
const filtered = (maxPrice) => `${LIST_PATH}?city=${FILTER.city}&price=0-${maxPrice}&rooms=${FILTER.rooms}`

/** A filtered search, asked over and over ("repeated") and measured by Lighthouse as the filtered list page. */
export const FILTERED_SEARCH = filtered(FILTER.price)

/** A paged search, asked over and over: what a crawler follows from the list. */
export const PAGED_SEARCH = `${LIST_PATH}?page=2`

/**
 * `count` filtered searches no one asked before (their first request renders them): the filtered search
 * with its price ceiling raised by 1, 2, … euro, so each is a search of its own with about the results
 * of the repeated one, and the first and the repeated figures compare like with like.
 * @param {number} count
 * @returns {string[]}
 */
export function unseenFilteredSearches(count) {
  return Array.from({ length: count }, (_, i) => filtered(FILTER.price + 1 + i))
}

/**
 * Pages 3, 4, … of the bare list (page 2 is the repeated one), `count` of them or up to the list's last
 * page, whichever comes first: a page beyond the last is not a search anyone follows.
 * @param {number} count
 * @param {number} lastPage
 * @returns {string[]}
 */
export function unseenPagedSearches(count, lastPage) {
  const pages = Math.max(0, Math.min(count, lastPage - 2))
  return Array.from({ length: pages }, (_, i) => `${LIST_PATH}?page=${3 + i}`)
}

/**
 * The list's last page: the highest `page=` of the links to the list in its HTML (the paging bar always
 * shows the last page); 1 when there is no paging bar.
 * @param {string} html the bare list page
 * @returns {number}
 */
export function lastListPage(html) {
  let last = 1
  for (const match of html.matchAll(/\shref="([^"]*)"/gi)) {
    // Resolved against the list itself: a bare `?page=3` is a link to the list too.
    const url = new URL(match[1].replace(/&amp;/g, '&'), `http://site.invalid${LIST_PATH}`)
    if (url.pathname !== LIST_PATH) continue
    const page = Number(url.searchParams.get('page'))
    if (Number.isInteger(page) && page > last) last = page
  }
  return last
}
