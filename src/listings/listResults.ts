import { cacheSegment, canonicalQuery, canonicalSearch, isCacheableSearch, searchOfQuery } from './canonicalSearch'
import { ESTIMATE_PARAM } from './estimate'
import { SEARCH_PARAMS } from './searchParams'
import { slashedLocation } from '../routing/publicUrl'

/**
 * Filtered list URLs (issues 12 and 38). A language path whose query names a search parameter is
 * answered by `src/proxy.ts` with what `searchAnswer` decides:
 *   - a query not spelled canonically (src/listings/canonicalSearch.ts) gets one 308 to the canonical
 *     URL, the path's final slash added in the same hop;
 *   - a canonical search is rendered by `src/app/(site)/[lang]/cached-results/[query]/[[...path]]/`,
 *     whose path carries the canonical search: a page like the bare list, rendered once and served from
 *     Next's cache (Redis with several instances) until a listing change expires its tags;
 *   - a search with a free text or a map area (no bounded set of values), or on a preview path, is
 *     rendered per request by `src/app/(site)/[lang]/list-results/[[...path]]/` as before.
 * No menu path uses either segment.
 */
const LIST_RESULTS_SEGMENT = 'list-results'
const CACHED_RESULTS_SEGMENT = 'cached-results'

/** Request header the proxy sets on the per-request rewrite: that route answers 404 to a direct request. */
export const LIST_RESULTS_HEADER = 'x-list-search'

/** Whether a query asks for a search (any of `SEARCH_PARAMS`, even empty: the page then reads it leniently). */
export function carriesSearch(params: URLSearchParams): boolean {
  return SEARCH_PARAMS.some((key) => params.has(key))
}

/**
 * Whether a query asks for the owner's instant estimate (issue 37.7: the valuation page's GET form,
 * src/forms/valuation/Estimate.tsx): rendered per request, so the answer works without JavaScript.
 */
export function carriesEstimate(params: URLSearchParams): boolean {
  return params.has(ESTIMATE_PARAM)
}

/** `/nl/te-koop/` -> `/nl/list-results/te-koop/`: the internal path of a language path's per-request variant. */
export function listResultsPath(pathname: string): string {
  const [, lang, ...rest] = pathname.split('/')
  return `/${lang}/${LIST_RESULTS_SEGMENT}/${rest.join('/')}`
}

/** `/nl/te-koop/` and `city=2400&rooms=3` -> `/nl/cached-results/city~2400.rooms~3/te-koop/` (see cacheSegment). */
export function cachedResultsPath(pathname: string, query: string): string {
  const [, lang, ...rest] = pathname.split('/')
  return `/${lang}/${CACHED_RESULTS_SEGMENT}/${cacheSegment(query)}/${rest.join('/')}`
}

/** A staff preview path (/nl/preview/te-koop/) keeps its per-request rendering: never a shared cache entry. */
const isPreviewPath = (pathname: string) => pathname.split('/')[2] === 'preview'

/**
 * Whether two queries hold the same parameters in the same order, however each is percent-encoded: Next
 * hands the proxy a query re-encoded (`,` as `%2C`), so comparing the strings redirected the canonical
 * URL to itself.
 */
const sameParameters = (a: URLSearchParams, b: URLSearchParams) => {
  const [left, right] = [[...a], [...b]]
  return left.length === right.length && left.every(([key, value], i) => key === right[i][0] && value === right[i][1])
}

export type SearchAnswer = { kind: 'redirect'; location: string } | { kind: 'cached'; path: string } | { kind: 'per-request'; path: string }

/**
 * What the proxy does with a language path (raw, as requested) and its query string ("?…" or ""):
 * null when the query holds no search (the proxy's other rules apply). An instant estimate is rendered
 * per request as it is, whatever else its query holds.
 */
export function searchAnswer(pathname: string, query: string): SearchAnswer | null {
  const params = new URLSearchParams(query)
  if (carriesEstimate(params)) return { kind: 'per-request', path: `${listResultsPath(pathname)}${query}` }
  if (!carriesSearch(params)) return null
  const canonical = canonicalQuery(params)
  const wanted = canonical ? `?${canonical}` : ''
  const slashed = slashedLocation(pathname, wanted)
  if (slashed) return { kind: 'redirect', location: slashed }
  if (!sameParameters(params, new URLSearchParams(canonical))) return { kind: 'redirect', location: `${pathname}${wanted}` }
  const search = canonicalSearch(params)
  if (isCacheableSearch(searchOfQuery(params)) && !isPreviewPath(pathname))
    return { kind: 'cached', path: cachedResultsPath(pathname, search) }
  return { kind: 'per-request', path: `${listResultsPath(pathname)}${query}` }
}
