import type { Payload } from 'payload'

import { ACCOUNT_KINDS, type AccountCollection } from '../../auth/accounts'
import { requestPasswordReset, resetPassword } from '../../auth/passwordReset'
import { spamCheck } from '../shared/spamCheck'
import type { FormResult } from '../shared/result'
import { fieldErrorsOf } from '../shared/validation'
import { forgotPasswordSchema, resetPasswordSchema } from './schema'

/**
 * The forgotten-password forms of owners and demanders: the checks of every visitor form (fields,
 * honeypot, ALTCHA), then the one account flow of src/auth/passwordReset.ts for the form's account kind.
 */

const captchaError = async (payload: Payload, altcha: string): Promise<FormResult | null> => {
  const fieldErrors = await spamCheck(payload, altcha)
  return fieldErrors ? { ok: false, fieldErrors } : null
}

/** Asks a reset link. The answer never says whether the address has an account. */
export async function submitPasswordRequest(payload: Payload, input: unknown): Promise<FormResult> {
  const parsed = forgotPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) }
  const data = parsed.data
  const sent: FormResult = { ok: true, message: ACCOUNT_KINDS[data.account].requestSent }
  if (data.homepage) return sent
  const spam = await captchaError(payload, data.altcha)
  if (spam) return spam
  try {
    await requestPasswordReset(payload, data.account, data)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Password reset request failed' })
    return { ok: false, error: 'error.mailNotSent' }
  }
  return sent
}

/** Opens the account's session in the visitor's browser (the action sets the cookie). */
export type StartSession = (collection: AccountCollection, token: string) => Promise<void>

/**
 * Sets the new password from the e-mailed link, then logs the visitor in (`startSession`, when given
 * and Payload opened a session) and answers with the way on: a link to the account's own page (the
 * portal, or the demander's account, where a visitor not logged in finds the login).
 */
export async function submitNewPassword(payload: Payload, input: unknown, startSession?: StartSession): Promise<FormResult> {
  const parsed = resetPasswordSchema.safeParse(input)
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error)
    return fieldErrors.token || fieldErrors.account ? { ok: false, error: 'password.invalidLink' } : { ok: false, fieldErrors }
  }
  const data = parsed.data
  if (data.homepage) return { ok: false, error: 'password.invalidLink' }
  const spam = await captchaError(payload, data.altcha)
  if (spam) return spam
  let reset: Awaited<ReturnType<typeof resetPassword>>
  try {
    reset = await resetPassword(payload, data.account, data)
    if (!reset) return { ok: false, error: 'password.invalidLink' }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Password reset failed' })
    return { ok: false, error: 'error.api' }
  }
  const kind = ACCOUNT_KINDS[data.account]
  const link = { href: kind.home(data.locale), label: kind.homeLink }
  if (reset.session && startSession) {
    try {
      await startSession(data.account, reset.session)
      return { ok: true, message: 'password.savedLoggedIn', link }
    } catch (error) {
      // The password is saved all the same: the link leads to the login.
      payload.logger.warn({ err: error, msg: 'No session after a password reset' })
    }
  }
  return { ok: true, message: 'password.saved', link }
}
