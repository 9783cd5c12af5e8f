import { NextResponse, type NextRequest } from 'next/server'

import { firstViewToday } from '@/data/countedView'
import { recordPageView } from '@/data/pageViews'
import { payloadClient } from '@/data/payload'
import { knownClientIp } from '@/lib/headers'
import { isKnownBot } from '@/site/knownBot'

/**
 * A property page view (the detail pages are cached HTML, so the browser reports the view). Only
 * published properties count, known robots never, and each visitor once per property and day
 * (src/data/countedView.ts); the write happens later in one batch (src/data/pageViews.ts). Every
 * accepted report answers 204 alike, counted or not.
 */
export async function POST(request: NextRequest) {
  const body = (await request.json().catch(() => null)) as { id?: unknown } | null
  const externalId = Number(body?.id)
  if (!Number.isInteger(externalId) || externalId <= 0) return NextResponse.json({ error: 'Unknown property' }, { status: 400 })
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'properties',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    where: { externalId: { equals: externalId } },
    select: { externalId: true },
  })
  if (!docs[0]) return NextResponse.json({ error: 'Unknown property' }, { status: 404 })
  const userAgent = request.headers.get('user-agent') ?? ''
  if (isKnownBot(userAgent)) return new NextResponse(null, { status: 204 })
  try {
    if (
      await firstViewToday(payload, { address: knownClientIp(request.headers), userAgent: userAgent.slice(0, 512), propertyId: docs[0].id })
    )
      recordPageView(docs[0].id)
  } catch (error) {
    // A lost view is better than an error for the visitor's browser.
    payload.logger.error({ err: error }, 'page view not counted')
  }
  return new NextResponse(null, { status: 204 })
}
