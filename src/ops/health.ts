import type { Payload } from 'payload'

import { redisClient, redisConfigured } from '../redis'

export type CheckResult = { status: 'ok'; ms: number } | { status: 'down'; ms: number; error: string } | { status: 'not-configured' }

export interface HealthReport {
  status: 'ok' | 'down'
  database: CheckResult
  redis: CheckResult
}

/** A check that takes longer than this counts as down: a load balancer should not wait on it. */
export const CHECK_TIMEOUT_MS = 2_000

async function timed(check: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      }),
    ])
    return { status: 'ok', ms: Math.round(performance.now() - started) }
  } catch (error) {
    return { status: 'down', ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}

/** Overall status: down when any configured part is down. */
export function overallStatus(parts: CheckResult[]): HealthReport['status'] {
  return parts.some((part) => part.status === 'down') ? 'down' : 'ok'
}

/**
 * What GET /api/health reports: the database (one small query through Payload, whichever adapter) and,
 * when REDIS_URL is set, Redis (PING). Errors are named by their message only: no URL, no credentials.
 */
export async function healthReport(payload: () => Promise<Payload>, timeoutMs = CHECK_TIMEOUT_MS): Promise<HealthReport> {
  const [database, redis] = await Promise.all([
    timed(async () => (await payload()).count({ collection: 'payload-migrations', overrideAccess: true }), timeoutMs),
    redisConfigured()
      ? timed(async () => (await redisClient())!.ping(), timeoutMs)
      : Promise.resolve<CheckResult>({ status: 'not-configured' }),
  ])
  return { status: overallStatus([database, redis]), database, redis }
}
