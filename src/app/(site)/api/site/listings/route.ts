import { NextResponse, type NextRequest } from 'next/server'

import { getMapPoints, getSearchFacets, searchProperties } from '@/data/listings'
import { getSiteLanguages } from '@/data/site'
import { readListingsRequest } from '@/listings/listingsRequest'
import { withReadBudget } from '@/api/readBudget'
import { payloadClient } from '@/data/payload'

/**
 * Results of a search as JSON, for the map view, the filter panel's pending count and client programs
 * (list pages render their own search on the server, src/proxy.ts): one page of cards, the counts of
 * each filter option (`facets`) and, for the map view, every located match (`points`, uncapped).
 * A malformed request is a 400 naming each bad parameter. Public data only: the reads run with the
 * visitor's (no) access.
 */
export const GET = withReadBudget(listings, payloadClient)

async function listings(request: NextRequest) {
  const { enabled } = await getSiteLanguages()
  const read = readListingsRequest(request.nextUrl.searchParams, enabled)
  if (!read.ok) return NextResponse.json(read.body, { status: 400 })
  const { listing, locale, limit, search } = read
  const [result, facets, points] = await Promise.all([
    searchProperties(listing, search, locale, limit),
    getSearchFacets(listing, search, locale),
    search.view === 'map' ? getMapPoints(listing, search, locale) : Promise.resolve(null),
  ])
  return NextResponse.json({ ...result, facets, points })
}
