import { NextResponse, type NextRequest } from 'next/server'

import { isLocale } from './i18n/locales'
import { LANGUAGE_COOKIE, languageCookieOptions } from './routing/languageCookie'

/** Header that tells the 404 page which language it is in (not-found pages get no route params). */
export const LOCALE_HEADER = 'x-site-locale'
/** Set on paths that end in an id, so a 404 there says "property not found" (spec section 8). */
export const LISTING_HEADER = 'x-site-listing'

const OWN_ROUTES = new Set(['legacy', 'switch-language'])

/**
 * Routing in front of the site (architecture "Routing"): paths without a language segment ("/", old
 * site paths) go to the legacy resolver; language paths get their trailing slash (Payload's admin and
 * API must not, so Next's own redirect is off) and remember the language for "/".
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
  const headers = new Headers(request.headers)
  headers.set(LOCALE_HEADER, first)
  if (/\/\d+\/$/.test(pathname)) headers.set(LISTING_HEADER, '1')
  else headers.delete(LISTING_HEADER)
  const response = NextResponse.next({ request: { headers } })
  if (request.cookies.get(LANGUAGE_COOKIE)?.value !== first) response.cookies.set(LANGUAGE_COOKIE, first, languageCookieOptions)
  return response
}

export const config = {
  matcher: ['/((?!admin|api|_next|media|favicon.ico|robots.txt|sitemap.xml).*)'],
}
