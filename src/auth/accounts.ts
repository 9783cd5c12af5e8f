import type { DictionaryKey } from '../i18n/dictionary'
import type { Locale } from '../i18n/locales'
import { accountPath, accountResetPasswordPath, portalPath, resetPasswordPath } from './paths'

/**
 * The two kinds of visitor account, owners (the owner portal) and demanders (their search demand):
 * one login, logout, forgotten-password and reset flow (src/auth/session.ts, passwordReset.ts), told
 * apart only by what this table says.
 */
export const ACCOUNT_COLLECTIONS = ['owners', 'demands'] as const
export type AccountCollection = (typeof ACCOUNT_COLLECTIONS)[number]

export interface AccountKind {
  /** Where a login lands. */
  home: (locale: Locale) => string
  /** The link to `home` after a new password (src/forms/password/reset.ts). */
  homeLink: DictionaryKey
  /** The new-password page of the e-mailed link; the token follows as ?token=. */
  resetPage: (locale: Locale) => string
  /** The outbox kind of the reset e-mail (collections/Emails shows its body to admins only). */
  emailKind: 'owner-password-reset' | 'password-reset'
  subject: DictionaryKey
  /** The sentence above the link. */
  body: DictionaryKey
  /** The answer to a request, the same whether the address has an account or not. */
  requestSent: DictionaryKey
}

export const ACCOUNT_KINDS: Record<AccountCollection, AccountKind> = {
  owners: {
    home: portalPath,
    homeLink: 'password.toPortal',
    resetPage: resetPasswordPath,
    emailKind: 'owner-password-reset',
    subject: 'email.resetPassword.subject',
    body: 'email.resetPassword.body',
    requestSent: 'login.forgotSent',
  },
  demands: {
    home: accountPath,
    homeLink: 'password.toAccount',
    resetPage: accountResetPasswordPath,
    emailKind: 'password-reset',
    subject: 'password.email.subject',
    body: 'password.email.body',
    requestSent: 'password.forgotSent',
  },
}

/** The link of a reset e-mail: one format for every account kind. */
export const resetLink = (origin: string, collection: AccountCollection, locale: Locale, token: string): string =>
  `${origin}${ACCOUNT_KINDS[collection].resetPage(locale)}?token=${encodeURIComponent(token)}`
