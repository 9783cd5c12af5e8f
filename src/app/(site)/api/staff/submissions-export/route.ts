import { NextResponse, type NextRequest } from 'next/server'
import type { Where } from 'payload'

import { isStaffUser } from '../../../../../../collections/access'
import { SUBMISSION_TYPES } from '../../../../../../collections/Submissions'
import { payloadClient } from '@/data/payload'
import { submissionsCsv, type SubmissionRow } from '@/forms/staff/csv'

const TYPES = new Set<string>(SUBMISSION_TYPES.map(([value]) => value))

/**
 * Staff-only CSV export of the submissions (Leads → Submissions, "Export CSV"), optionally by type,
 * status and period. The user is the one of the admin's payload-token cookie; reads run with that
 * user's access, so only staff get rows.
 */
export async function GET(request: NextRequest) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || !isStaffUser({ user })) return NextResponse.json({ error: 'Staff only' }, { status: 403 })

  const params = request.nextUrl.searchParams
  const and: Where[] = []
  const type = params.get('type')
  if (type && TYPES.has(type)) and.push({ type: { equals: type } })
  const status = params.get('status')
  if (status === 'new' || status === 'handled') and.push({ status: { equals: status } })
  const from = params.get('from')
  if (from && /^\d{4}-\d{2}-\d{2}$/.test(from)) and.push({ createdAt: { greater_than_equal: `${from}T00:00:00.000Z` } })
  const to = params.get('to')
  if (to && /^\d{4}-\d{2}-\d{2}$/.test(to)) and.push({ createdAt: { less_than_equal: `${to}T23:59:59.999Z` } })

  const { docs } = await payload.find({
    collection: 'submissions',
    user,
    overrideAccess: false,
    depth: 1,
    pagination: false,
    sort: '-createdAt',
    where: and.length ? { and } : undefined,
    populate: { properties: { externalId: true, title: true }, advisors: { name: true } },
  })
  const name = ['submissions', type, status, new Date().toISOString().slice(0, 10)].filter(Boolean).join('-')
  return new NextResponse(submissionsCsv(docs as unknown as SubmissionRow[]), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
