import type { NextRequest } from 'next/server'

import { getProjectPaths, getPropertyPaths } from '@/data/property'
import { getRouteTable } from '@/data/routes'
import { isLocale } from '@/i18n/locales'
import { LANGUAGE_COOKIE, languageCookieOptions } from '@/routing/languageCookie'
import { switchPortalPath } from '@/auth/paths'
import { parseListingPath } from '@/routing/listingPaths'
import { switchShortlistPath } from '@/routing/shortlistPaths'
import { sectionsFor, switchLanguage } from '@/routing/routeTable'
import { redirectTo } from '@/site/redirect'

/**
 * The language switcher's target (spec section 2): the same page's path in the chosen language, or
 * "/" when the language is not enabled or the page has no counterpart. The choice is remembered, so
 * "/" then opens the chosen language's home.
 */
export async function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to') ?? ''
  const from = request.nextUrl.searchParams.get('from') ?? '/'
  const table = await getRouteTable()
  if (!isLocale(to) || !table.enabled.includes(to)) return redirectTo('/', 307)
  let target = switchPortalPath(from, to) ?? switchShortlistPath(from, to) ?? switchLanguage(table, from, to)
  const fromLocale = from.split('/')[1]
  if (target === '/' && isLocale(fromLocale)) {
    // A listing: its path in the other language comes from its translated slug.
    const listing = parseListingPath(from, sectionsFor(table, fromLocale))
    if (listing) {
      const sections = { [to]: sectionsFor(table, to) }
      const paths = listing.kind === 'property' ? await getPropertyPaths(listing.id, sections) : await getProjectPaths(listing.id, sections)
      target = paths[to] ?? '/'
    }
  }
  const response = redirectTo(target, 307)
  response.cookies.set(LANGUAGE_COOKIE, to, languageCookieOptions)
  return response
}
