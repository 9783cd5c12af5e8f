import { createHash, timingSafeEqual } from 'node:crypto'

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

import { routeKindOf, statusClass } from './routeKind'

/**
 * GET /api/metrics in Prometheus's text format (issue 35.5), through prom-client: requests and their
 * duration by route kind, Next's page cache results, the job queues' depth, failing e-mails, the
 * listing index's age, and the process (CPU, memory, event loop lag). Off unless METRICS_TOKEN is set;
 * a scraper sends `Authorization: Bearer <METRICS_TOKEN>`.
 * One registry per process on globalThis: the request hook (instrumentation) and the route are
 * separate bundles, and each would otherwise count into a registry of its own.
 */

interface Metrics {
  registry: Registry
  requests: Counter<'kind' | 'method' | 'status'>
  duration: Histogram<'kind'>
  pageCache: Counter<'result'>
  queueDepth: Gauge<'queue'>
  failingEmails: Gauge
  listingIndexAge: Gauge
  databaseUp: Gauge
}

const STATE = Symbol.for('kempen.metrics')

function create(): Metrics {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry, prefix: 'kv_' })
  return {
    registry,
    requests: new Counter({
      name: 'kv_http_requests_total',
      help: 'Requests answered, by route kind, method and status class',
      labelNames: ['kind', 'method', 'status'],
      registers,
    }),
    duration: new Histogram({
      name: 'kv_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route kind',
      labelNames: ['kind'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new Counter({
      name: 'kv_page_cache_total',
      help: "Pages answered by Next's cache, by result (HIT, STALE, MISS)",
      labelNames: ['result'],
      registers,
    }),
    queueDepth: new Gauge({
      name: 'kv_job_queue_depth',
      help: 'Jobs waiting or running, by queue (e-mail outbox, scheduled publishing, CRM imports)',
      labelNames: ['queue'],
      registers,
    }),
    failingEmails: new Gauge({
      name: 'kv_emails_failing',
      help: 'Outbox e-mails retrying after a failed send or given up (the admin dashboard counts the same)',
      registers,
    }),
    databaseUp: new Gauge({
      name: 'kv_database_up',
      help: 'Whether the database answered this scrape (1) or not (0); while it does not, the queue depths are left out and the failing e-mails read NaN',
      registers,
    }),
    listingIndexAge: new Gauge({
      name: 'kv_listing_index_age_seconds',
      help: "Seconds since this instance's listing index last read its rows (it reads when listings change); -1 before the first read",
      registers,
    }),
  }
}

const metrics = (): Metrics => {
  const store = globalThis as { [STATE]?: Metrics }
  return (store[STATE] ??= create())
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** Counts one answered request (src/ops/requestLog.ts calls it when the answer ends). */
export function recordRequest(request: {
  path: string
  method: string | undefined
  status: number
  seconds: number
  cache: unknown
}): void {
  const m = metrics()
  const kind = routeKindOf(request.path)
  const method = METHODS.has(request.method ?? '') ? request.method! : 'OTHER'
  m.requests.inc({ kind, method, status: statusClass(request.status) })
  m.duration.observe({ kind }, request.seconds)
  if (request.cache === 'HIT' || request.cache === 'STALE' || request.cache === 'MISS') m.pageCache.inc({ result: request.cache })
}

/** What only the database knows: null when it did not answer. */
export interface DatabaseReadings {
  queueDepths: Record<string, number>
  failingEmails: number
}

export interface StateReadings {
  database: DatabaseReadings | null
  /** Null before the index's first read. */
  listingIndexAgeSeconds: number | null
}

/** The text a scraper reads, with the readings of this moment. */
export async function metricsText(readings: StateReadings): Promise<{ contentType: string; body: string }> {
  const m = metrics()
  m.databaseUp.set(readings.database ? 1 : 0)
  // Without the database the last readings would be stale figures shown as current: the queues are left
  // out and the failing e-mails read NaN (an alert on "> 0" stays quiet; kv_database_up says why).
  m.queueDepth.reset()
  for (const [queue, depth] of Object.entries(readings.database?.queueDepths ?? {})) m.queueDepth.set({ queue }, depth)
  m.failingEmails.set(readings.database ? readings.database.failingEmails : Number.NaN)
  m.listingIndexAge.set(readings.listingIndexAgeSeconds ?? -1)
  return { contentType: m.registry.contentType, body: await m.registry.metrics() }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Off (unset token), refused (no or another token) or allowed. */
export function metricsAccess(
  headers: Pick<Headers, 'get'>,
  env: Record<string, string | undefined> = process.env,
): 'off' | 'refused' | 'allowed' {
  const token = env.METRICS_TOKEN?.trim()
  if (!token) return 'off'
  const sent = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1]?.trim()
  return sent && timingSafeEqual(digest(sent), digest(token)) ? 'allowed' : 'refused'
}
