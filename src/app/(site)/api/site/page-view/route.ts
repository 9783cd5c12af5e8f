import { NextResponse, type NextRequest } from 'next/server'

import { recordPageView } from '@/data/pageViews'
import { payloadClient } from '@/data/payload'

/**
 * A property page view (the detail pages are cached HTML, so the browser reports the view). Only
 * published properties count; the write happens later in one batch (src/data/pageViews.ts).
 */
export async function POST(request: NextRequest) {
  const body = (await request.json().catch(() => null)) as { id?: unknown } | null
  const externalId = Number(body?.id)
  if (!Number.isInteger(externalId) || externalId <= 0) return NextResponse.json({ error: 'Unknown property' }, { status: 400 })
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'properties', depth: 0, limit: 1, pagination: false, overrideAccess: false, where: { externalId: { equals: externalId } }, select: { externalId: true } })
  if (!docs[0]) return NextResponse.json({ error: 'Unknown property' }, { status: 404 })
  recordPageView(docs[0].id)
  return new NextResponse(null, { status: 204 })
}
