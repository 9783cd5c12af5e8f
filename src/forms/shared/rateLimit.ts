import type { Payload } from 'payload'

import { claimSeat, type Seat } from '../../limits/claims'
import { hashEmail } from '../../limits/keys'
import { fixedWindow } from '../../limits/windows'
import { addDays, storedDay, todayInBelgium } from '../../lib/belgianDay'

/**
 * The limits of the visitor forms, each a set of seats (src/limits/claims.ts), so they hold under
 * parallel requests on every database and across instances:
 *  - per form and address: 5 submissions per 15-minute window;
 *  - per recipient and day: mails the site sends to an address a visitor typed in (send-to-friend,
 *    the visitor's confirmation), so the forms cannot be used to flood a mailbox.
 * Keys are keyed hashes; an address or e-mail is never stored.
 */
export interface RateLimit {
  max: number
  windowMs: number
}

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 15 * 60 * 1000 }

/** Send-to-friend e-mails one address receives per day, from anyone. */
export const FRIEND_MAILS_PER_DAY = 3
/** Form confirmations one address receives per day, all forms together. */
export const CONFIRMATIONS_PER_DAY = 5

/** One seat of the form's window for this address, or null when the limit is reached. */
export function claimSubmissionSeat(
  payload: Payload,
  type: string,
  ipHash: string,
  limit: RateLimit,
  now = new Date(),
): Promise<Seat | null> {
  const window = fixedWindow(now, limit.windowMs)
  return claimSeat(payload, { scope: `form:${type}`, key: `${ipHash}:${window.key}`, capacity: limit.max, expiresAt: window.endsAt, now })
}

export type RecipientScope = 'friend' | 'confirmation'

/** What a recipient limit claims: the scope's seats of today (the Belgian day, as the agency counts) for that address. */
export function recipientSeat(scope: RecipientScope, email: string, secret: string, now = new Date()) {
  const day = todayInBelgium(now)
  return {
    scope: `recipient:${scope}`,
    key: `${hashEmail(email, secret)}:${day}`,
    capacity: scope === 'friend' ? FRIEND_MAILS_PER_DAY : CONFIRMATIONS_PER_DAY,
    // 00:00 UTC of the next date is after midnight in Belgium (UTC+1/+2): the seat outlives its day.
    expiresAt: new Date(storedDay(addDays(day, 1))),
  }
}

/** One of today's seats of this recipient, or null when the address has had its mails for today. */
export function claimRecipientSeat(payload: Payload, scope: RecipientScope, email: string, now = new Date()): Promise<Seat | null> {
  return claimSeat(payload, { ...recipientSeat(scope, email, payload.secret, now), now })
}
