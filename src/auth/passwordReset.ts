import type { Payload } from 'payload'

import { queueEmail } from '../email/queue'
import { emailTexts, siteName } from '../email/texts'
import type { Locale } from '../i18n/locales'
import { siteOrigin } from '../lib/siteOrigin'
import { claimSeat } from '../limits/claims'
import { hashEmail } from '../limits/keys'
import { slidingWindow } from '../limits/windows'
import { ACCOUNT_KINDS, resetLink, type AccountCollection } from './accounts'
import { localeOf, statusOf } from './http'

/**
 * The forgotten password of both account kinds (owners, demanders), after the form's own checks
 * (fields, honeypot, ALTCHA: src/forms/password/). Payload makes the reset token with its own e-mail
 * switched off; our translated plain-text e-mail, one layout for both kinds, goes through the outbox.
 */

/** A link stays valid this long (the e-mail says "1 hour"). */
const RESET_EXPIRATION_MS = 60 * 60 * 1000
/** At most this many reset e-mails per address and hour, from anyone: the form cannot flood a mailbox. */
const RESET_MAILS_PER_HOUR = 3
const HOUR_MS = 60 * 60 * 1000

/**
 * Sends the reset e-mail when `email` has an account of `collection` and the address has had fewer than
 * RESET_MAILS_PER_HOUR of them this hour. Returns nothing the caller could tell an account from no
 * account by: the seat is taken for unknown addresses too. Throws only when the database or outbox fails.
 */
export async function requestPasswordReset(
  payload: Payload,
  collection: AccountCollection,
  { email, locale }: { email: string; locale: Locale },
): Promise<void> {
  const address = email.trim().toLowerCase()
  // Per mailbox (hashEmail: victim+1@ is victim@) and in any hour, not per clock hour.
  const now = new Date()
  const hour = slidingWindow(now, HOUR_MS)
  const seat = await claimSeat(payload, {
    scope: `password-reset:${collection}`,
    key: `${hashEmail(address, payload.secret)}:${hour.key}`,
    capacity: RESET_MAILS_PER_HOUR,
    expiresAt: hour.endsAt,
    now,
  })
  if (!seat) return
  // Payload's own forgot-password: null for an unknown address, and it keeps the token hashed on the account.
  const token = await payload.forgotPassword({ collection, data: { email: address }, disableEmail: true, expiration: RESET_EXPIRATION_MS })
  if (!token) return
  // Read on the system's behalf: a visitor who is not logged in has no access to any account.
  const { docs } = await payload.find({
    collection,
    where: { email: { equals: address } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { firstName: true, lastName: true },
  })
  const account = docs[0] as { firstName?: string | null; lastName?: string | null } | undefined
  const kind = ACCOUNT_KINDS[collection]
  const t = await emailTexts(payload)
  const text = [
    t('demandAlert.greeting', locale, { name: [account?.firstName, account?.lastName].filter(Boolean).join(' ') }),
    t(kind.body, locale),
    resetLink(siteOrigin(), collection, locale, token),
    t('password.email.ignore', locale),
    t('demandAlert.signature', locale, { site: await siteName(payload) }),
  ].join('\n\n')
  await queueEmail(payload, { kind: kind.emailKind, to: address, subject: t(kind.subject, locale), text, locale })
}

/** The links staff send an owner from the admin (issue 36.7), each valid as long as its e-mail says. */
export const OWNER_LINKS = {
  invite: { kind: 'owner-invite', subject: 'email.ownerInvite.subject', body: 'email.ownerInvite.body', expiration: 7 * 24 * HOUR_MS },
  reset: {
    kind: 'owner-password-reset',
    subject: 'email.resetPassword.subject',
    body: 'email.ownerResetLink.body',
    expiration: 24 * HOUR_MS,
  },
} as const
export type OwnerLink = keyof typeof OWNER_LINKS

/**
 * Staff send an owner a link to set a password: an invitation for a new account, or a reset link (the
 * owner phoned). Payload's token and the portal's own reset page, as for a forgotten password, in the
 * owner's language, through the outbox. Staff never type or read an owner's password. Returns the
 * address written to; throws NotFound for an unknown owner.
 */
export async function sendOwnerLink(payload: Payload, id: number | string, link: OwnerLink): Promise<string> {
  const owner = await payload.findByID({
    collection: 'owners',
    id,
    depth: 0,
    overrideAccess: true,
    select: { email: true, firstName: true, lastName: true, language: true },
  })
  const { kind, subject, body, expiration } = OWNER_LINKS[link]
  const token = await payload.forgotPassword({ collection: 'owners', data: { email: owner.email }, disableEmail: true, expiration })
  if (!token) throw new Error(`No password link could be made for owner ${id}`)
  const locale = localeOf(owner.language)
  const t = await emailTexts(payload)
  const text = [
    t('demandAlert.greeting', locale, { name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') }),
    t(body, locale),
    resetLink(siteOrigin(), 'owners', locale, token),
    t('demandAlert.signature', locale, { site: await siteName(payload) }),
  ].join('\n\n')
  await queueEmail(payload, { kind, to: owner.email, subject: t(subject, locale), text, locale })
  return owner.email
}

/**
 * Sets the new password when the token is one of `collection` and neither used nor expired (Payload
 * checks both). False for any other token. Else the new session Payload opens for the account (its
 * other sessions end), whose token the form's action sets as the session cookie: the visitor is logged
 * in at once (issue 37.8), as a login would, with no second typing of the password.
 */
export async function resetPassword(
  payload: Payload,
  collection: AccountCollection,
  { token, password }: { token: string; password: string },
): Promise<{ session: string | null } | false> {
  try {
    // Override: the token is the visitor's proof; there is no user to check access for yet.
    const result = await payload.resetPassword({ collection, data: { token, password }, overrideAccess: true })
    return { session: result.token ?? null }
  } catch (error) {
    const status = statusOf(error)
    if (status !== undefined && status < 500) return false
    throw error
  }
}
