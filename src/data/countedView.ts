import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { claimSeat } from '../limits/claims'
import { addDays, storedDay, todayInBelgium } from '../lib/belgianDay'

/**
 * A property page view counts at most once per visitor, property and Belgian day. The visitor is a
 * keyed hash (HMAC with the server secret) of client address, user agent, property and day: the
 * claims table holds that hash and nothing else, it cannot be turned back into an address, and the
 * day inside it makes tomorrow's hash of the same visitor unrelated to today's. One seat (capacity 1)
 * per hash: the unique index decides, so a burst of parallel reports counts once on every database.
 */
export const PAGE_VIEW_SCOPE = 'page-view'

export function visitorDayKey(secret: string, { address, userAgent, propertyId, day }: { address: string | null; userAgent: string; propertyId: number | string; day: string }): string {
  return crypto.createHmac('sha256', secret).update([address ?? '', userAgent, String(propertyId), day].join('\n')).digest('base64url').slice(0, 43)
}

/** True when this is the visitor's first view of the property today (then it is counted). */
export async function firstViewToday(payload: Payload, visitor: { address: string | null; userAgent: string; propertyId: number | string }, now = new Date()): Promise<boolean> {
  const day = todayInBelgium(now)
  // 00:00 UTC of the next date is after midnight in Belgium (UTC+1/+2): the seat outlives its day.
  const expiresAt = new Date(storedDay(addDays(day, 1)))
  const seat = await claimSeat(payload, { scope: PAGE_VIEW_SCOPE, key: visitorDayKey(payload.secret, { ...visitor, day }), capacity: 1, expiresAt, now })
  return seat !== null
}
