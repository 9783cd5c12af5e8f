import type { Payload } from 'payload'

import type { DictionaryKey } from '../../i18n/dictionary'
import { claimSeat } from '../../limits/claims'
import { captchaDisabled } from '../../security/captchaWarning'
import { verifyAltcha } from './altcha'

/**
 * The spam check of every visitor form (submissions, password reset): a valid ALTCHA solution whose
 * challenge has not been used before. The first use takes the challenge's only seat, so a solution
 * sent again, or sent by five bots at once, is refused: the seat's unique index decides, on every
 * database. Answers a message for the `altcha` field, or null when the form may go on.
 */
export async function spamCheck(
  payload: Payload,
  altcha: string | null | undefined,
  now = new Date(),
): Promise<Partial<Record<'altcha', DictionaryKey>> | null> {
  if (captchaDisabled()) return null
  const check = await verifyAltcha(altcha, payload.secret, now.getTime())
  if (check.result === 'missing') return { altcha: 'validation.required.captcha' }
  if (check.result !== 'ok') return { altcha: 'validation.invalid.captcha' }
  const seat = await claimSeat(payload, { scope: 'altcha', key: check.key, capacity: 1, expiresAt: check.expiresAt, now })
  if (!seat) {
    payload.logger.warn('Spam check: an ALTCHA solution was used again and refused')
    return { altcha: 'validation.invalid.captcha' }
  }
  return null
}
