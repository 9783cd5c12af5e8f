import { NextResponse } from 'next/server'

import { payloadClient } from '@/data/payload'
import { healthReport } from '@/ops/health'

export const dynamic = 'force-dynamic'

/** For load balancers and docker compose: 200 when the database and Redis (when used) answer, else 503. */
export async function GET() {
  const report = await healthReport(payloadClient)
  return NextResponse.json(report, { status: report.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
