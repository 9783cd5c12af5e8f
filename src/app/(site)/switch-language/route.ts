import { NextResponse, type NextRequest } from 'next/server'

import { getRouteTable } from '@/data/routes'
import { isLocale } from '@/i18n/locales'
import { LANGUAGE_COOKIE, languageCookieOptions } from '@/routing/languageCookie'
import { switchLanguage } from '@/routing/routeTable'

/**
 * The language switcher's target (spec section 2): the same page's path in the chosen language, or
 * "/" when the language is not enabled or the page has no counterpart. The choice is remembered, so
 * "/" then opens the chosen language's home.
 */
export async function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to') ?? ''
  const from = request.nextUrl.searchParams.get('from') ?? '/'
  const table = await getRouteTable()
  if (!isLocale(to) || !table.enabled.includes(to)) return NextResponse.redirect(new URL('/', request.url), 307)
  const response = NextResponse.redirect(new URL(switchLanguage(table, from, to), request.url), 307)
  response.cookies.set(LANGUAGE_COOKIE, to, languageCookieOptions)
  return response
}
