import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * Rate limit per IP and form, counted in the database so it holds across instances: the submissions of
 * the last window from the same (hashed, never stored raw) IP address.
 */
export interface RateLimit {
  max: number
  windowMs: number
}

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 15 * 60 * 1000 }

/** A keyed hash of the IP address: equal addresses match, the address itself cannot be read back. */
export function hashIp(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(`ip:${ip.trim().toLowerCase()}`).digest('hex').slice(0, 32)
}

export async function rateLimited(payload: Payload, type: string, ipHash: string, limit: RateLimit, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString()
  const { totalDocs } = await payload.count({
    collection: 'submissions',
    overrideAccess: true,
    where: { and: [{ type: { equals: type } }, { ipHash: { equals: ipHash } }, { createdAt: { greater_than: since } }] },
  })
  return totalDocs >= limit.max
}

/** The visitor's address behind the proxy: the first X-Forwarded-For entry, else X-Real-IP. */
export function clientIp(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}
