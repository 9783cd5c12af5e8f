import { NextResponse } from 'next/server'

import { withReadBudget } from '@/api/readBudget'
import { payloadClient } from '@/data/payload'
import { connectionDraining } from '@/ops/connectionDrain'
import { healthReport, healthStatusCode, internalCaller, publicHealth, sharedReport } from '@/ops/health'

export const dynamic = 'force-dynamic'

/** One check every few seconds at most, whoever asks (src/ops/health.ts). */
const report = sharedReport(() => healthReport(payloadClient))

/**
 * For load balancers and docker compose: 200 while the instance should get requests (Redis or the
 * database may be away: "degraded", the instance still serves what it can), 503 when the instance is
 * shutting down ("draining", at once, without a check). The public reads `{ status }` only; the machine
 * itself and a monitor with HEALTH_TOKEN read the details. Spends the caller's API read budget like any
 * anonymous read (src/api/readBudget.ts).
 */
async function health(request: Request) {
  const full = connectionDraining() ? ({ status: 'draining' } as const) : await report()
  const body = internalCaller(request.headers) && 'database' in full ? full : publicHealth(full)
  return NextResponse.json(body, { status: healthStatusCode(full.status), headers: { 'Cache-Control': 'no-store' } })
}

export const GET = withReadBudget(health, payloadClient)
