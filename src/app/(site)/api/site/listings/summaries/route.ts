import { NextResponse, type NextRequest } from 'next/server'

import { withReadBudget } from '@/api/readBudget'
import { readListingSummaries } from '@/data/listingSummaries'
import { payloadClient } from '@/data/payload'
import { getPurchaseRates } from '@/data/purchaseRates'
import { getRouteTable } from '@/data/routes'
import { getSiteLanguages } from '@/data/site'
import { readSummariesRequest, type SummariesResponse } from '@/listings/summary'
import { sectionsFor } from '@/routing/routeTable'

/**
 * The shortlist's and compare page's listings (src/shortlist/): public fields of up to 50 listings by
 * CRM id, and for each id no longer on the site `availability: 'gone'`. Bounded (400 naming the bad
 * parameter) and spending the read budget like /api/site/listings; read with the visitor's (no) access.
 */
export const GET = withReadBudget(summaries, payloadClient)

async function summaries(request: NextRequest) {
  const { enabled } = await getSiteLanguages()
  const read = readSummariesRequest(request.nextUrl.searchParams, enabled)
  if (!read.ok) return NextResponse.json(read.body, { status: 400 })
  const sections = sectionsFor(await getRouteTable(), read.locale)
  const [payload, rates] = await Promise.all([payloadClient(), getPurchaseRates()])
  const body: SummariesResponse = { listings: await readListingSummaries(payload, read.ids, read.locale, sections, rates) }
  return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store' } })
}
