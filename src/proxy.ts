import { NextResponse, type NextRequest } from 'next/server'

import { isLocale } from './i18n/locales'
import { internalPortalPath } from './auth/paths'
import { internalShortlistPath } from './routing/shortlistPaths'
import { LIST_RESULTS_HEADER, searchAnswer } from './listings/listResults'
import { SLASHED_LOCATION_HEADER, slashedLocation } from './routing/publicUrl'

const OWN_ROUTES = new Set(['legacy', 'switch-language'])

/**
 * Routing in front of the site (architecture "Routing"): paths without a language segment ("/", old
 * site paths) go to the legacy resolver; language paths get their trailing slash (Payload's admin and
 * API must not, so Next's own redirect is off). Canonical language paths (with their slash) never reach
 * the proxy (see `config`): cached pages are served without it, and the page remembers the language.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (/\.[a-z0-9]+$/i.test(pathname)) return NextResponse.next()
  const first = pathname.split('/')[1] ?? ''
  if (OWN_ROUTES.has(first)) return NextResponse.next()
  if (!isLocale(first)) {
    const url = request.nextUrl.clone()
    url.pathname = `/legacy${pathname === '/' ? '/' : pathname}`
    return NextResponse.rewrite(url)
  }
  const portal = internalPortalPath(pathname)
  const shortlist = internalShortlistPath(pathname)
  // A search in the query (?city=…, ?page=3, ?sortPrice=asc) of any other page has one spelling
  // (src/listings/listResults.ts): another answers 308 to it, the slash added in the same hop.
  const search = portal || shortlist ? null : searchAnswer(pathname, request.nextUrl.search)
  // One 308 to the slashed path, query kept, answered by the slash-redirect route: a Location sent
  // from here passes through Next's URL normalisation, which drops the slash again (the old loop).
  const location = search?.kind === 'redirect' ? search.location : slashedLocation(pathname, request.nextUrl.search)
  if (location) {
    const headers = new Headers(request.headers)
    headers.set(SLASHED_LOCATION_HEADER, location)
    return NextResponse.rewrite(new URL('/slash-redirect', request.url), { request: { headers } })
  }
  // The owner portal (per user, never cached) has a path per language and one route of its own.
  if (portal && portal !== pathname) return NextResponse.rewrite(new URL(`${portal}${request.nextUrl.search}`, request.url))
  // The shortlist and compare pages (src/routing/shortlistPaths.ts) likewise, one route each.
  if (shortlist && shortlist !== pathname) return NextResponse.rewrite(new URL(`${shortlist}${request.nextUrl.search}`, request.url))
  // A canonical search: the page of its cached route, whose path carries the search (the query is left
  // behind, so it is no part of the cache key); the bare path stays the cached page without a search.
  if (search?.kind === 'cached') return NextResponse.rewrite(new URL(search.path, request.url))
  // A free-text or map-area search, or an instant estimate (?estimate=…): rendered per request.
  if (search?.kind === 'per-request') {
    const headers = new Headers(request.headers)
    headers.set(LIST_RESULTS_HEADER, '1')
    return NextResponse.rewrite(new URL(search.path, request.url), { request: { headers } })
  }
  return NextResponse.next()
}

export const config = {
  // Not: admin, API, assets, and language paths that already end with a slash (the cached pages),
  // except the owner portal's (src/auth/paths.ts) and the shortlist's and compare page's
  // (src/routing/shortlistPaths.ts), which the proxy rewrites, and language paths with a
  // search in their query, one entry per key of SEARCH_PARAMS (src/listings/searchParams.ts), and the
  // instant estimate's ESTIMATE_PARAM (src/listings/estimate.ts). Next needs a literal here, so
  // tests/unit/proxyMatcher.test.ts checks these keys are exactly SEARCH_PARAMS and ESTIMATE_PARAM.
  matcher: [
    '/((?!admin|api|_next|media|favicon.ico|robots.txt|sitemap.xml|(?:nl|fr|en|de)/(?!(?:portaal|portail|portal|bewaard|favoris|saved|vergelijk|comparer|compare)/)(?:.*/)?$).*)',
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'city' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'type' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'price' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'search' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'view' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'rooms' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'area' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'epc' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'garden' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'terrace' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'garage' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'new' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'reduced' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'bbox' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'page' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'sortPrice' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'sortTypeDescription' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'sortCity' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'sortDate' }] },
    { source: '/:lang(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'estimate' }] },
  ],
}
