import type { Payload } from 'payload'

import { queueEmail } from '../../email/queue'
import { emailTexts } from '../../email/texts'
import type { Locale } from '../../i18n/locales'
import { siteOrigin } from '../../site/seo'
import { siteName } from '../shared/lookups'
import { spamCheck } from '../shared/spamCheck'
import type { FormResult } from '../shared/result'
import { fieldErrorsOf } from '../shared/validation'
import { forgotPasswordSchema, resetPasswordSchema } from './schema'

/** At most this many reset e-mails per address per window: the form cannot be used to flood a mailbox. */
const MAX_RESET_MAILS = 3
const WINDOW_MS = 60 * 60 * 1000

export const resetPasswordPath = (locale: Locale, token: string) => `/${locale}/account/reset-password/${encodeURIComponent(token)}/`

const captchaError = async (payload: Payload, data: { altcha: string }): Promise<FormResult | null> => {
  const fieldErrors = await spamCheck(payload, data.altcha)
  return fieldErrors ? { ok: false, fieldErrors } : null
}

/**
 * Payload makes the reset token (its own e-mail switched off); our translated plain-text e-mail goes
 * through the outbox. The answer never says whether the address has a demand.
 */
export async function requestPasswordReset(payload: Payload, input: unknown): Promise<FormResult> {
  const parsed = forgotPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) }
  const data = parsed.data
  if (data.homepage) return { ok: true, message: 'password.forgotSent' }
  const spam = await captchaError(payload, data)
  if (spam) return spam
  const address = data.email.toLowerCase()
  const since = new Date(Date.now() - WINDOW_MS).toISOString()
  const recent = await payload.count({ collection: 'emails', overrideAccess: true, where: { and: [{ kind: { equals: 'password-reset' } }, { to: { equals: address } }, { createdAt: { greater_than: since } }] } })
  if (recent.totalDocs >= MAX_RESET_MAILS) return { ok: true, message: 'password.forgotSent' }
  try {
    const token = await payload.forgotPassword({ collection: 'demands', data: { email: address }, disableEmail: true })
    if (token) {
      const found = await payload.find({ collection: 'demands', where: { email: { equals: address } }, depth: 0, limit: 1, overrideAccess: true, select: { firstName: true, lastName: true } })
      const demand = found.docs[0]
      const locale = data.locale
      const name = [demand?.firstName, demand?.lastName].filter(Boolean).join(' ')
      const t = await emailTexts(payload)
      const text = [
        t('demandAlert.greeting', locale, { name }),
        t('password.email.body', locale),
        `${siteOrigin()}${resetPasswordPath(locale, token)}`,
        t('password.email.ignore', locale),
        t('demandAlert.signature', locale, { site: await siteName(payload) }),
      ].join('\n\n')
      await queueEmail(payload, { kind: 'password-reset', to: address, subject: t('password.email.subject', locale), text, locale })
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Password reset request failed' })
    return { ok: false, error: 'error.mailNotSent' }
  }
  return { ok: true, message: 'password.forgotSent' }
}

/** Sets the new password when the token is valid and not expired (Payload checks both). */
export async function resetDemandPassword(payload: Payload, input: unknown): Promise<FormResult> {
  const parsed = resetPasswordSchema.safeParse(input)
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error)
    return fieldErrors.token ? { ok: false, error: 'password.invalidLink' } : { ok: false, fieldErrors }
  }
  const data = parsed.data
  if (data.homepage) return { ok: false, error: 'password.invalidLink' }
  const spam = await captchaError(payload, data)
  if (spam) return spam
  try {
    await payload.resetPassword({ collection: 'demands', data: { token: data.token, password: data.password }, overrideAccess: true })
  } catch {
    return { ok: false, error: 'password.invalidLink' }
  }
  return { ok: true, message: 'password.saved' }
}
