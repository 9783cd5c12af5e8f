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
/**
 * A second seat per address, property and day: a household behind one address counts as several
 * visitors, but a script that sends a new browser-like user agent with every report does not raise a
 * listing's views by more than this.
 */
export const PAGE_VIEW_ADDRESS_SCOPE = 'page-view-address'
export const VISITORS_PER_ADDRESS_PER_DAY = 3

export function visitorDayKey(
  secret: string,
  { address, userAgent, propertyId, day }: { address: string | null; userAgent: string; propertyId: number | string; day: string },
): string {
  return crypto
    .createHmac('sha256', secret)
    .update([address ?? '', userAgent, String(propertyId), day].join('\n'))
    .digest('base64url')
    .slice(0, 43)
}

/** True when this is the visitor's first view of the property today and its address has counted fewer than the cap (then it is counted). */
export async function firstViewToday(
  payload: Payload,
  visitor: { address: string | null; userAgent: string; propertyId: number | string },
  now = new Date(),
): Promise<boolean> {
  const day = todayInBelgium(now)
  // 00:00 UTC of the next date is after midnight in Belgium (UTC+1/+2): the seat outlives its day.
  const expiresAt = new Date(storedDay(addDays(day, 1)))
  const seat = await claimSeat(payload, {
    scope: PAGE_VIEW_SCOPE,
    key: visitorDayKey(payload.secret, { ...visitor, day }),
    capacity: 1,
    expiresAt,
    now,
  })
  if (!seat) return false
  // The visitor's seat first: a repeated report of a counted visitor must not use up the address's seats.
  const addressKey = visitorDayKey(payload.secret, { ...visitor, userAgent: '', day })
  const addressSeat = await claimSeat(payload, {
    scope: PAGE_VIEW_ADDRESS_SCOPE,
    key: addressKey,
    capacity: VISITORS_PER_ADDRESS_PER_DAY,
    expiresAt,
    now,
  })
  return addressSeat !== null
}
