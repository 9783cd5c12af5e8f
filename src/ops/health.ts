import { createHash, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { withDeadline } from '../lib/deadline'
import { clientAddressOf } from '../lib/headers'

export type CheckResult = { status: 'ok'; ms: number } | { status: 'down'; ms: number; error: string } | { status: 'not-configured' }

/**
 * ok: everything answers. degraded: Redis or the database is away; the instance still serves cached
 * pages and the search from its own memory, and a form says "try again" with the visitor's input kept,
 * so it stays in rotation (200): every instance shares the one Redis and the one database, and taking
 * them all out would stop even the cached pages. The report says which part is down. down: the database
 * has not answered once since the instance started (503): it has nothing cached to serve, and a release
 * rolling onto it must stop (deploy/rollingUpdate.mjs). draining: the instance is shutting down (503), so
 * the proxy's active health check stops sending it requests (src/ops/connectionDrain.ts).
 */
export type HealthStatus = 'ok' | 'degraded' | 'down' | 'draining'

export interface HealthReport {
  status: HealthStatus
  database: CheckResult
  redis: CheckResult
}

/** A check that takes longer than this counts as down: a load balancer should not wait on it. */
export const CHECK_TIMEOUT_MS = 2_000

async function timed(check: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now()
  try {
    await withDeadline(check(), timeoutMs)
    return { status: 'ok', ms: Math.round(performance.now() - started) }
  } catch (error) {
    return { status: 'down', ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * Overall status of the checks: degraded without Redis, or without a database that answered before;
 * down without a database that never answered since the start.
 */
export function overallStatus({ database, redis }: Pick<HealthReport, 'database' | 'redis'>, databaseAnsweredBefore = true): HealthStatus {
  if (database.status === 'down') return databaseAnsweredBefore ? 'degraded' : 'down'
  return redis.status === 'down' ? 'degraded' : 'ok'
}

/** The status code a load balancer reads: 200 while the instance should receive requests. */
export const healthStatusCode = (status: HealthStatus): number => (status === 'ok' || status === 'degraded' ? 200 : 503)

type RedisConnection = { isReady: boolean; ping(): Promise<unknown> } | null

/** The shared cache's own Redis connection (cache-handler.mjs), so the report says what the cache sees. */
async function sharedCacheRedis(): Promise<RedisConnection> {
  const { sharedCacheRedis: connection } = (await import('../../cache-handler.mjs')) as {
    sharedCacheRedis: () => Promise<RedisConnection>
  }
  return connection()
}

async function pingRedis(): Promise<void> {
  const client = await sharedCacheRedis()
  // Not connected: said at once, no command is queued for a reconnect.
  if (!client?.isReady) throw new Error('not connected')
  await client.ping()
}

/** Set once the database answered this process: from then on its absence degrades, it no longer fails. */
const DATABASE_ANSWERED = Symbol.for('kempen.health.databaseAnswered')

const answeredStore = () => globalThis as { [DATABASE_ANSWERED]?: true }

/**
 * One small query through Payload, whichever adapter, within `timeoutMs`. Payload's start connects to
 * the database, so an instance it gives is one whose database answered.
 */
export const checkDatabase = (payload: () => Promise<Payload>, timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckResult> =>
  timed(async () => {
    const client = await payload()
    answeredStore()[DATABASE_ANSWERED] = true
    return client.count({ collection: 'payload-migrations', overrideAccess: true })
  }, timeoutMs)

/**
 * What GET /api/health reports: the database (one small query through Payload, whichever adapter) and,
 * when REDIS_URL is set, the shared cache's Redis (PING). Errors are named by their message only: no
 * URL, no credentials.
 */
export async function healthReport(payload: () => Promise<Payload>, timeoutMs = CHECK_TIMEOUT_MS): Promise<HealthReport> {
  const [database, redis] = await Promise.all([
    checkDatabase(payload, timeoutMs),
    process.env.REDIS_URL ? timed(pingRedis, timeoutMs) : Promise.resolve<CheckResult>({ status: 'not-configured' }),
  ])
  return { status: overallStatus({ database, redis }, answeredStore()[DATABASE_ANSWERED] === true), database, redis }
}

/** How long one report answers every caller: a load balancer's checks and a flood alike cost one check per period. */
export const HEALTH_CACHE_MS = 3_000

/**
 * One report for every caller within `ttlMs` of the last check, and callers that come while a check
 * runs wait for that one (issue 33.9: each anonymous GET was a database round trip). A check that
 * throws is not kept.
 */
export function sharedReport<T>(check: () => Promise<T>, ttlMs = HEALTH_CACHE_MS, clock: () => number = Date.now): () => Promise<T> {
  let current: { promise: Promise<T>; at: number; settled: boolean } | null = null
  return () => {
    if (current && (!current.settled || clock() - current.at < ttlMs)) return current.promise
    const entry = { promise: check(), at: clock(), settled: false }
    current = entry
    entry.promise.then(
      () => {
        // Kept from when the check ended, so a slow check is not repeated at once.
        entry.settled = true
        entry.at = clock()
      },
      () => {
        if (current === entry) current = null
      },
    )
    return entry.promise
  }
}

/** What anyone may know: ok, degraded or draining (the status code says whether to send requests). */
export const publicHealth = (report: HealthReport | Pick<HealthReport, 'status'>): Pick<HealthReport, 'status'> => ({
  status: report.status,
})

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether the caller may read the report's details (which part is down, its error, timings): the
 * machine itself (its established address is loopback: docker compose's check, an operator's curl; a
 * request through the trusted proxies has the visitor's address, src/lib/clientAddress.ts) or a
 * monitor that sends `Authorization: Bearer <HEALTH_TOKEN>`. Next adds an X-Forwarded-For of its own
 * to every request, so that header cannot tell a proxied request apart.
 */
export function internalCaller(headers: Pick<Headers, 'get'>, env: Record<string, string | undefined> = process.env): boolean {
  const token = env.HEALTH_TOKEN?.trim()
  const sent = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1]?.trim()
  if (token && sent && timingSafeEqual(digest(sent), digest(token))) return true
  const address = clientAddressOf(headers)
  return !!address && LOOPBACK.test(address)
}
