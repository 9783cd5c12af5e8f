import type { Payload } from 'payload'

import type { Locale } from '../i18n/locales'
import { signToken, verifyToken } from '../lib/signedToken'

/** The signed link in every alert e-mail (issue form 6): /{lang}/unsubscribe/{token}/. */
export function unsubscribeUrl(payload: Payload, demandId: number | string, locale: Locale, origin: string): string {
  return `${origin}/${locale}/unsubscribe/${signToken('unsubscribe', demandId, payload.secret)}/`
}

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid'

/** Whether a token from a link is genuine (the page shows the confirm button only then). */
export function demandOfToken(payload: Payload, token: string): number | null {
  const id = verifyToken('unsubscribe', token, payload.secret)
  return id && /^\d+$/.test(id) ? Number(id) : null
}

/**
 * Stops the alerts of the demand a genuine token names. A system write on behalf of a link holder who
 * is not logged in: the signature is the authorisation, so only `subscribed` and `unsubscribedAt` change.
 * Unsubscribing twice is fine and keeps the first date.
 */
export async function unsubscribeDemand(payload: Payload, token: string): Promise<UnsubscribeOutcome> {
  const id = demandOfToken(payload, token)
  if (id === null) return 'invalid'
  const found = await payload.find({
    collection: 'demands',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    where: { id: { equals: id } },
    select: { subscribed: true, unsubscribedAt: true },
  })
  const demand = found.docs[0]
  if (!demand) return 'invalid'
  if (demand.subscribed !== false || !demand.unsubscribedAt) {
    await payload.update({
      collection: 'demands',
      id,
      depth: 0,
      overrideAccess: true,
      data: { subscribed: false, unsubscribedAt: demand.unsubscribedAt ?? new Date().toISOString() },
    })
  }
  return 'unsubscribed'
}
