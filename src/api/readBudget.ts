import type { Payload } from 'payload'

import { TokenBuckets } from '../lib/tokenBucket'
import { clientIp } from '../lib/headers'
import { isStaffUser } from '../auth/roles'

/**
 * A request budget per client address for Payload's REST reads and GraphQL (issue 13, finding 5), and
 * for the site's own anonymous JSON reads (the listing search and its map points, the spam-check
 * challenge, the owner portal's reads).
 *
 * Kept in the server process (a token bucket per address): enough for one instance, which is how the
 * site runs today. With several instances each holds its own budget, so a client gets N times as much;
 * a shared store (the `claims` table per time window, or Redis) would be the next step.
 *
 * Counted: GET/HEAD of the REST API (and POSTs overridden to GET) except files (`/api/<collection>/file/…`: pages load many images
 * and Payload answers those from disk after one access check), and every GraphQL request. Logged-in
 * staff (the admin makes many API calls) are exempt; owners and demanders are counted like anyone.
 */

export interface Budget {
  capacity: number
  refillPerSecond: number
}

/** `API_READ_BUDGET=<requests>/<seconds>`, default 120 requests per 60 s (a burst of 120, then 2 a second). */
export function budgetFromEnv(value = process.env.API_READ_BUDGET): Budget {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value ?? '')
  const requests = match ? Number(match[1]) : 120
  const seconds = match ? Number(match[2]) : 60
  if (!(requests >= 1 && seconds >= 1)) return { capacity: 120, refillPerSecond: 2 }
  return { capacity: requests, refillPerSecond: requests / seconds }
}

/** The method Payload will run: a POST with a method-override header of GET is a read with its query in the body. */
export function effectiveMethod(method: string, headers: Pick<Headers, 'get'>): string {
  const override = headers.get('x-payload-http-method-override') ?? headers.get('x-http-method-override')
  return method.toUpperCase() === 'POST' && override === 'GET' ? 'GET' : method.toUpperCase()
}

/** Whether a request spends from the budget. */
export function isBudgetedRequest(method: string, pathname: string): boolean {
  if (/^\/api\/graphql\/?$/.test(pathname)) return true
  if (method !== 'GET' && method !== 'HEAD') return false
  return pathname.startsWith('/api/') && !/^\/api\/[^/]+\/file\//.test(pathname)
}

/** A logged-in staff member (only then is the session checked: anonymous requests cost no lookup). */
async function isStaffRequest(payload: Payload, headers: Headers): Promise<boolean> {
  const cookie = headers.get('cookie') ?? ''
  if (!headers.get('authorization') && !new RegExp(`(^|;\\s*)${payload.config.cookiePrefix}-token=`).test(cookie)) return false
  try {
    const { user } = await payload.auth({ headers })
    return isStaffUser({ user })
  } catch {
    return false
  }
}

export function tooManyRequests(retryAfterSeconds: number): Response {
  return Response.json(
    {
      error: 'Too many requests',
      message: `Too many API requests from this address. Try again in ${retryAfterSeconds} s.`,
      retryAfterSeconds,
    },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } },
  )
}

/** The 429 answer when the request is over its address's budget, else null (go on). */
export async function checkReadBudget(request: Request, payload: () => Promise<Payload>, buckets: TokenBuckets): Promise<Response | null> {
  if (!isBudgetedRequest(effectiveMethod(request.method, request.headers), new URL(request.url).pathname)) return null
  if (await isStaffRequest(await payload(), request.headers)) return null
  const verdict = buckets.take(clientIp(request.headers))
  return verdict.ok ? null : tooManyRequests(verdict.retryAfterSeconds)
}

let processBuckets: TokenBuckets | null = null

/** The server's buckets (one per process). */
function serverBuckets(): TokenBuckets {
  processBuckets ??= new TokenBuckets({ ...budgetFromEnv(), maxKeys: 100_000 })
  return processBuckets
}

/** Wraps a GET route handler (Payload's REST and GraphQL routes, the site's own JSON routes) with the budget. */
export function withReadBudget<R extends Request, C>(
  handler: (request: R, context: C) => Promise<Response>,
  payload: () => Promise<Payload>,
) {
  return async (request: R, context: C): Promise<Response> =>
    (await checkReadBudget(request, payload, serverBuckets())) ?? handler(request, context)
}
