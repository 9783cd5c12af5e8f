import { NextResponse, type NextRequest } from 'next/server'

import { getMapPoints, searchProperties } from '@/data/listings'
import { getSiteLanguages } from '@/data/site'
import { isLocale } from '@/i18n/locales'
import type { Listing } from '@/properties/query'
import { parseSearch } from '@/properties/searchParams'

const LISTINGS: readonly Listing[] = ['for-sale', 'for-rent', 'sold', 'new-build']

/**
 * Results of a list screen for a search (the list pages themselves are cached HTML of the unfiltered
 * list; a filtered, sorted or paged state loads its results here). Public data only: the reads run
 * with the visitor's (no) access.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const listing = params.get('listing') as Listing
  const locale = params.get('locale')
  const limit = Math.min(48, Math.max(1, Number(params.get('limit')) || 24))
  const { enabled } = await getSiteLanguages()
  if (!LISTINGS.includes(listing) || !isLocale(locale) || !enabled.includes(locale)) {
    return NextResponse.json({ error: 'Unknown list or language' }, { status: 400 })
  }
  const search = parseSearch(params)
  const [result, points] = await Promise.all([searchProperties(listing, search, locale, limit), search.view === 'map' ? getMapPoints(listing, search, locale) : Promise.resolve(null)])
  return NextResponse.json({ ...result, points })
}
