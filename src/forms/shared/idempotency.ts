import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '../../i18n/locales'
import type { SubmissionType, ThankYou } from './result'

export { idempotencyKeyOf } from './fillKey'

/**
 * Server side of the fill key (src/forms/shared/fillKey.ts): the `submissions` row stored for a key
 * (unique index) and the thank-you it was answered with.
 */
export interface PriorAnswer {
  ok: true
  locale: Locale
  thankYou: ThankYou
  submissionId: number
}

const isThankYou = (value: unknown): value is ThankYou =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as { page?: unknown }).page === 'string' || typeof (value as { message?: unknown }).message === 'string')

/** The answer given to the fill with this key, when it was stored (by a form of the same type). */
export async function priorAnswer(payload: Payload, type: SubmissionType, key: string, req?: PayloadRequest): Promise<PriorAnswer | null> {
  const { docs } = await payload.find({
    collection: 'submissions',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    req,
    // A lead staff moved to the trash still holds its key (unique): a retry of its fill is answered, not stored twice.
    trash: true,
    select: { type: true, locale: true, answer: true },
    where: { idempotencyKey: { equals: key } },
  })
  const prior = docs[0]
  if (!prior || prior.type !== type) return null
  return {
    ok: true,
    locale: prior.locale as Locale,
    thankYou: isThankYou(prior.answer) ? prior.answer : { message: 'success.thanks' },
    submissionId: prior.id,
  }
}
