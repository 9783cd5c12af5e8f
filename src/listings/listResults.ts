import { ESTIMATE_PARAM } from './estimate'
import { SEARCH_PARAMS } from './searchParams'

/**
 * Filtered list URLs (issue 12): a language path whose query names any search parameter is rendered per
 * request by `src/app/(site)/[lang]/list-results/[[...path]]/page.tsx`, so its HTML carries its real
 * results, while the bare path stays the cached page. `src/proxy.ts` rewrites to it; no menu path uses
 * this segment.
 */
export const LIST_RESULTS_SEGMENT = 'list-results'

/** Request header the proxy sets on that rewrite: the route answers 404 to a direct request. */
export const LIST_RESULTS_HEADER = 'x-list-search'

/** Whether a query asks for a search (any of `SEARCH_PARAMS`, even empty: the page then reads it leniently). */
export function carriesSearch(params: URLSearchParams): boolean {
  return SEARCH_PARAMS.some((key) => params.has(key))
}

/**
 * Whether a query asks for the owner's instant estimate (issue 37.7: the valuation page's GET form,
 * src/forms/valuation/Estimate.tsx): the same per-request rendering, so the answer works without JavaScript.
 */
export function carriesEstimate(params: URLSearchParams): boolean {
  return params.has(ESTIMATE_PARAM)
}

/** `/nl/te-koop/` -> `/nl/list-results/te-koop/`: the internal path of a language path's filtered variant. */
export function listResultsPath(pathname: string): string {
  const [, lang, ...rest] = pathname.split('/')
  return `/${lang}/${LIST_RESULTS_SEGMENT}/${rest.join('/')}`
}
