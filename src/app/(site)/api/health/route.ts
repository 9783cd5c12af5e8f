import { NextResponse } from 'next/server'

import { withReadBudget } from '@/api/readBudget'
import { payloadClient } from '@/data/payload'
import { healthReport, internalCaller, publicHealth, sharedReport } from '@/ops/health'

export const dynamic = 'force-dynamic'

/** One check every few seconds at most, whoever asks (src/ops/health.ts). */
const report = sharedReport(() => healthReport(payloadClient))

/**
 * For load balancers and docker compose: 200 when the database and Redis (when used) answer, else 503.
 * The public reads `{ status }` only; the machine itself and a monitor with HEALTH_TOKEN read the details.
 * Spends the caller's API read budget like any anonymous read (src/api/readBudget.ts).
 */
async function health(request: Request) {
  const full = await report()
  return NextResponse.json(internalCaller(request.headers) ? full : publicHealth(full), {
    status: full.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}

export const GET = withReadBudget(health, payloadClient)
