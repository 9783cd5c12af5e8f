import { NextResponse, type NextRequest } from 'next/server'

import { isLocale } from './i18n/locales'
import { internalPortalPath } from './portal/paths'

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
  if (!pathname.endsWith('/')) {
    const url = request.nextUrl.clone()
    url.pathname = `${pathname}/`
    return NextResponse.redirect(url, 308)
  }
  // The owner portal (per user, never cached) has a path per language and one route of its own.
  const portal = internalPortalPath(pathname)
  return portal && portal !== pathname ? NextResponse.rewrite(new URL(`${portal}${request.nextUrl.search}`, request.url)) : NextResponse.next()
}

export const config = {
  // Not: admin, API, assets, and language paths that already end with a slash (the cached pages),
  // except the owner portal's (src/portal/paths.ts), which the proxy rewrites.
  matcher: ['/((?!admin|api|_next|media|favicon.ico|robots.txt|sitemap.xml|(?:nl|fr|en|de)/(?!(?:portaal|portail|portal)/)(?:.*/)?$).*)'],
}
