import type { Payload } from 'payload'

import { isSharedProvider, recipientDomain } from '../../lib/mailbox'
import { claimSeat, releaseSeat, type ClaimRequest, type Seat } from '../../limits/claims'
import { hashDomain, hashEmail } from '../../limits/keys'
import { slidingWindow } from '../../limits/windows'
import { mailCapsFromEnv, type MailCaps } from './mailCaps'

/**
 * The limits of the visitor forms, each a set of seats (src/limits/claims.ts), so they hold under
 * parallel requests on every database and across instances, and each a sliding window
 * (src/limits/windows.ts), so no moment lets a burst have twice the limit:
 *  - per form and address: 5 submissions in any 15 minutes;
 *  - mails the site sends to an address a visitor typed in (send-to-friend, the visitor's
 *    confirmation), in any 24 hours: per mailbox, per recipient domain, and send-to-friend in total
 *    (the numbers: mailCaps.ts), so the forms cannot be aimed at an inbox.
 * Keys are keyed hashes; an address or e-mail is never stored.
 */
export interface RateLimit {
  max: number
  windowMs: number
}

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 15 * 60 * 1000 }

const DAY_MS = 24 * 60 * 60 * 1000

/** One seat of the form's window for this address, or null when the limit is reached. */
export function claimSubmissionSeat(
  payload: Payload,
  type: string,
  ipHash: string,
  limit: RateLimit,
  now = new Date(),
): Promise<Seat | null> {
  const window = slidingWindow(now, limit.windowMs)
  return claimSeat(payload, { scope: `form:${type}`, key: `${ipHash}:${window.key}`, capacity: limit.max, expiresAt: window.endsAt, now })
}

export type RecipientScope = 'friend' | 'confirmation'

/** Which cap a recipient seat counts: the failure a form shows depends on it. */
export type RecipientLimit = 'mailbox' | 'domain' | 'total'

export type RecipientSeat = Omit<ClaimRequest, 'holder' | 'now'> & { limit: RecipientLimit }

/**
 * The seats one mail to `email` takes: its mailbox's, its domain's (unless the domain is a known public
 * provider, src/lib/mailbox.ts) and, for send-to-friend, one of the total. All or none are claimed.
 */
export function recipientSeats(
  scope: RecipientScope,
  email: string,
  secret: string,
  now = new Date(),
  caps: MailCaps = mailCapsFromEnv(),
): RecipientSeat[] {
  const day = slidingWindow(now, DAY_MS)
  const friend = scope === 'friend'
  const seats: RecipientSeat[] = [
    {
      limit: 'mailbox',
      scope: `recipient:${scope}`,
      key: `${hashEmail(email, secret)}:${day.key}`,
      capacity: friend ? caps.friendPerMailbox : caps.confirmationsPerMailbox,
      expiresAt: day.endsAt,
    },
  ]
  const domain = recipientDomain(email)
  if (domain && !isSharedProvider(domain))
    seats.push({
      limit: 'domain',
      scope: `recipient-domain:${scope}`,
      key: `${hashDomain(domain, secret)}:${day.key}`,
      capacity: friend ? caps.friendPerDomain : caps.confirmationsPerDomain,
      expiresAt: day.endsAt,
    })
  if (friend)
    seats.push({ limit: 'total', scope: 'recipient-total:friend', key: day.key, capacity: caps.friendTotal, expiresAt: day.endsAt })
  return seats
}

/** The seats of one mail to `email`, or null (and nothing held) when one of its caps is reached. */
export async function claimRecipientSeats(
  payload: Payload,
  scope: RecipientScope,
  email: string,
  now = new Date(),
): Promise<Seat[] | null> {
  const held: Seat[] = []
  try {
    for (const { limit: _limit, ...request } of recipientSeats(scope, email, payload.secret, now)) {
      const seat = await claimSeat(payload, { ...request, now })
      if (!seat) {
        await releaseAll(payload, held)
        return null
      }
      held.push(seat)
    }
  } catch (error) {
    await releaseAll(payload, held)
    throw error
  }
  return held
}

async function releaseAll(payload: Payload, seats: Seat[]): Promise<void> {
  for (const seat of seats) await releaseSeat(payload, seat).catch(() => undefined)
}
