import type { NextRequest } from 'next/server'

import { getProjectPaths, getPropertyPaths } from '@/data/property'
import { redirectFor } from '@/data/redirects'
import { getRouteTable } from '@/data/routes'
import { homeFor, LANGUAGE_COOKIE } from '@/routing/languageCookie'
import { redirectForOriginal, sectionsFor } from '@/routing/routeTable'
import { withQuery } from '@/routing/redirects'
import { redirectTo } from '@/site/redirect'

/**
 * Paths outside a language segment (the proxy rewrites them here): "/" goes to the visitor's language,
 * an original path of the old site redirects permanently to its public path in the default language
 * (spec section 2), anything else resolves to "/". The query string is kept (UTM parameters, setcookies).
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ path?: string[] }> }) {
  const { path = [] } = await params
  const table = await getRouteTable()
  const pathname = `/${path.map((s) => decodeURIComponent(s)).join('/')}`
  const target = (to: string) => `${to}${request.nextUrl.search}`
  if (path.length === 0)
    return redirectTo(target(homeFor(request.cookies.get(LANGUAGE_COOKIE)?.value, table.enabled, table.defaultLocale)), 307)
  const original = redirectForOriginal(table, pathname, table.defaultLocale)
  if (original) return redirectTo(target(original), 308)
  // /property/{id}/ and /project/{id}/ of the original site open the listing in the default language.
  const listing = pathname.match(/^\/(property|project)\/(\d{1,9})\/?$/i)
  if (listing) {
    const sections = { [table.defaultLocale]: sectionsFor(table, table.defaultLocale) }
    const id = Number(listing[2])
    const paths = listing[1].toLowerCase() === 'property' ? await getPropertyPaths(id, sections) : await getProjectPaths(id, sections)
    const path = paths[table.defaultLocale]
    if (path) return redirectTo(target(path), 308)
  }
  // A redirect staff added for a path outside the languages (a campaign link, a page of another old site).
  const redirected = await redirectFor(pathname)
  if (redirected) return redirectTo(withQuery(redirected, request.nextUrl.search), 308)
  return redirectTo(target('/'), 307)
}
