import { revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'

import { payloadClient } from '@/data/payload'
import { expireSharedTags } from '@/revalidation/sharedCache'
import { isValidRefreshToken, refreshTags } from '@/revalidation/siteRefresh'

/**
 * Expires cache tags on behalf of a command-line script of this site (the CRM import), which shares the
 * site's secret but not its process. See src/revalidation/siteRefresh.ts.
 */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!isValidRefreshToken(request.headers.get('authorization'), payload.secret))
    return NextResponse.json({ error: 'Not allowed' }, { status: 401 })
  const tags = refreshTags(await request.json().catch(() => null))
  if (!tags) return NextResponse.json({ error: 'Unknown tags' }, { status: 400 })
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  await expireSharedTags(tags)
  payload.logger.info(`Cache refreshed on request of a site script: ${tags.join(', ')}`)
  return NextResponse.json({ revalidated: tags })
}
