import { NextResponse, type NextRequest } from 'next/server'

import { DEFAULT_LOCALE } from './i18n/locales'

/**
 * Public URLs end with a slash (spec section 2); Payload's admin and API do not, so Next's own
 * trailing-slash redirect is off (next.config.mjs) and only site paths get the slash here.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/') {
    return NextResponse.redirect(new URL(`/${DEFAULT_LOCALE}/`, request.url), 307)
  }
  if (!pathname.endsWith('/') && !/\.[a-z0-9]+$/i.test(pathname)) {
    const url = request.nextUrl.clone()
    url.pathname = `${pathname}/`
    return NextResponse.redirect(url, 308)
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/((?!admin|api|_next|media|favicon.ico|robots.txt|sitemap.xml).*)'],
}
