import { parseSearch, SEARCH_PARAMS, serializeSearch, type PropertySearch } from './searchParams'

/**
 * The one spelling of a search in a URL (issue 38): parameters in a fixed order, defaults dropped (page
 * 1, the grid view, the newest-first sort, empty values), towns and types sorted without repeats,
 * numbers written plainly (`0400000.9` is `400000`), and anything malformed dropped as the page would
 * ignore it anyway. Equal searches then have equal URLs, so a search is rendered once and served from
 * the cache to everyone who asks for it; the proxy answers any other spelling with a 308 to this one.
 *
 * It is `serializeSearch(parseSearch(…))`: the same reader the pages use and the same writer the list
 * screen's links use, so the links the site makes itself are already canonical (no redirect in use).
 */

type SearchKey = (typeof SEARCH_PARAMS)[number]
const SEARCH_KEYS: ReadonlySet<string> = new Set<SearchKey>(SEARCH_PARAMS)

/**
 * A key given twice (`city=2400&city=3920`, as a plain form with several ticked towns sends it) counts
 * as its values joined with commas, as Next hands such a query to a page; on a one-value key (`page`)
 * that makes the value malformed, hence dropped.
 */
function searchRecord(params: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {}
  for (const key of SEARCH_KEYS) {
    const values = params.getAll(key)
    if (values.length) record[key] = values.join(',')
  }
  return record
}

/** The search a query asks for, read as a page reads it. */
export const searchOfQuery = (params: URLSearchParams): PropertySearch => parseSearch(searchRecord(params))

/** The canonical query string (without "?") of the search in `params`: '' when it asks for nothing. */
export function canonicalSearch(params: URLSearchParams): string {
  return serializeSearch(searchOfQuery(params))
}

/**
 * The whole canonical query of a list URL: the canonical search first, then every other parameter
 * (`utm_source`, `setcookies` …) in its own order. Those are kept, not dropped: the page ignores them on
 * the server, but the browser reads them (UTM parameters go with the page-view events, spec section 5),
 * and they never reach the cache's key (src/listings/listResults.ts).
 */
export function canonicalQuery(params: URLSearchParams): string {
  const others = new URLSearchParams()
  for (const [key, value] of params) if (!SEARCH_KEYS.has(key)) others.append(key, value)
  return [canonicalSearch(params), others.toString()].filter(Boolean).join('&')
}

/**
 * Whether the results of a canonical search may be kept in the shared page cache. Searches with a
 * free text (`search`) or a map area (`bbox`, any rectangle of real numbers) have no bounded set of
 * values: they are rendered per request, so they cannot push the common searches out of the cache. So
 * is a canonical query longer than `MAX_CACHED_QUERY`: it becomes a path segment of the cache key
 * (and of a file name where Next keeps pages on disk, at most 255 bytes).
 */
export const MAX_CACHED_QUERY = 160

/** What a cached search's query may hold, so it is a path segment as it is (no escaping, no `+` for a space). */
const PATH_SAFE = /^[A-Za-z0-9=&,-]*$/

export function isCacheableSearch(search: PropertySearch): boolean {
  const query = serializeSearch(search)
  return !search.search && !search.bbox && query.length <= MAX_CACHED_QUERY && PATH_SAFE.test(query)
}

/**
 * A cacheable canonical query as a path segment of unreserved characters only (`city=2400,2490&rooms=3`
 * -> `city~2400_2490.rooms~3`), so nothing in it is percent-encoded or read as a separator on its way
 * through Next's router (which keeps route parameters as `nxtP…` query parameters): with `&` and `=` in
 * the segment the built site answered 404.
 */
const TO_SEGMENT: Record<string, string> = { '&': '.', '=': '~', ',': '_' }
const FROM_SEGMENT: Record<string, string> = { '.': '&', '~': '=', _: ',' }

export const cacheSegment = (query: string): string => query.replace(/[&=,]/g, (char) => TO_SEGMENT[char])

/**
 * The search of a cached results path's segment (src/listings/listResults.ts), or null when the segment
 * is not a canonical, cacheable search: such a path is no page, so a request made up by hand cannot
 * store a second copy of a search, or an uncacheable one, in the cache.
 */
export function cachedSearchOf(segment: string): PropertySearch | null {
  if (!/^[A-Za-z0-9._~-]+$/.test(segment)) return null
  const query = segment.replace(/[.~_]/g, (char) => FROM_SEGMENT[char])
  const search = searchOfQuery(new URLSearchParams(query))
  return serializeSearch(search) === query && isCacheableSearch(search) ? search : null
}
