import crypto from 'node:crypto'
import { APIError, AuthenticationError, type Payload, type PayloadRequest } from 'payload'

import { claimSeat, releaseSeat } from '../limits/claims'
import { adminLanguage } from '../i18n/adminLanguage'
import { twoFactorText } from '../i18n/twoFactorTexts'
import { knownClientIp } from '../lib/headers'
import { checkPassword, spendPasswordCost } from './passwordCheck'
import { ACCOUNT_RULE, ADDRESS_RULE, remainingWait, retryAfterSeconds, type ThrottleRule } from './throttle'

/**
 * Every password login (staff in the admin, owners, demanders; REST, GraphQL and the local API) passes
 * here first, from the auth collections' `beforeOperation` hook. It replaces Payload's lockout
 * (maxLoginAttempts is 0): failures are claims (src/limits/claims.ts, one row per failure, keyed by a
 * hash of the client address and of the typed e-mail), the wait grows per failure (src/auth/throttle.ts),
 * and every answer but success costs one password hash and says the same thing.
 */

export type LoginSlug = 'users' | 'owners' | 'demands'

/** One attempt at a time per client (or per typed address without one): a burst cannot outrun the count. */
const BUSY_SCOPE = 'login-busy'
const BUSY_MS = 15_000
const FAILURE_CAPACITY = 500

/** Keyed hash: the claims table holds no address and no e-mail. */
const keyOf = (secret: string, kind: string, value: string) =>
  crypto.createHmac('sha256', secret).update(`${kind}\n${value}`).digest('base64url').slice(0, 43)

/** Payload's own message for a wrong login, with 429 and how long to wait. Status and `retryAfter` are read by value (bundles may duplicate classes). */
class LoginThrottled extends APIError {
  retryAfter: number
  constructor(message: string, retryAfter: number) {
    super(message, 429, { retryAfter }, true)
    this.retryAfter = retryAfter
  }
}

/**
 * A staff login whose password was right and whose second factor is missing (`secondFactor: 'required'`)
 * or wrong (`'wrong'`): 401, with a message that says what to type. The admin's login form shows its
 * code field on it (src/admin/twoFactor/LoginView.tsx).
 */
export class SecondFactorError extends APIError {
  constructor(message: string, reason: 'required' | 'wrong') {
    super(message, 401, { secondFactor: reason }, true)
  }
}

export const retryAfterOf = (error: unknown): number | undefined => {
  const value =
    (error as { retryAfter?: unknown; data?: { retryAfter?: unknown } } | null)?.retryAfter ??
    (error as { data?: { retryAfter?: unknown } } | null)?.data?.retryAfter
  return typeof value === 'number' ? value : undefined
}

interface Keys {
  address: string | null
  account: string
}

/** The claim keys of a client address (null: unknown) and of a typed e-mail in a collection. */
export function loginKeys(secret: string, collection: LoginSlug, email: string, address: string | null): Keys {
  return {
    address: address ? keyOf(secret, 'address', address) : null,
    account: keyOf(secret, 'account', `${collection}\n${email.trim().toLowerCase()}`),
  }
}

async function waitFor(payload: Payload, rule: ThrottleRule, key: string | null, now: number): Promise<number> {
  if (!key) return 0
  const { docs, totalDocs } = await payload.find({
    collection: 'claims',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    sort: '-expiresAt',
    select: { expiresAt: true },
    where: {
      and: [{ scope: { equals: rule.scope } }, { key: { equals: key } }, { expiresAt: { greater_than: new Date(now).toISOString() } }],
    },
  })
  const last = docs[0] ? new Date(docs[0].expiresAt).getTime() - rule.windowMs : null
  return remainingWait(totalDocs, last, rule, now)
}

/** The wait still due for a client address and an account (the longer of the two), in ms: 0 when free. */
export async function loginWait(payload: Payload, keys: Keys, now = Date.now()): Promise<number> {
  return Math.max(await waitFor(payload, ADDRESS_RULE, keys.address, now), await waitFor(payload, ACCOUNT_RULE, keys.account, now))
}

async function recordFailure(payload: Payload, rule: ThrottleRule, key: string | null, now: number): Promise<void> {
  if (!key) return
  // Full (500 failures within the window) means the wait is long at its maximum already.
  await claimSeat(payload, {
    scope: rule.scope,
    key,
    capacity: FAILURE_CAPACITY,
    expiresAt: new Date(now + rule.windowMs),
    now: new Date(now),
  })
}

/** One failed attempt, counted for the client address and for the account at time `at`. */
export async function recordLoginFailure(payload: Payload, keys: Keys, at: number): Promise<void> {
  await recordFailure(payload, ADDRESS_RULE, keys.address, at)
  await recordFailure(payload, ACCOUNT_RULE, keys.account, at)
}

async function clearFailures(payload: Payload, rule: ThrottleRule, key: string | null): Promise<void> {
  if (!key) return
  await payload.delete({
    collection: 'claims',
    overrideAccess: true,
    depth: 0,
    select: { seat: true },
    where: { and: [{ scope: { equals: rule.scope } }, { key: { equals: key } }] },
  })
}

export interface LoginAttempt {
  collection: LoginSlug
  email: string
  password: string
  headers: Pick<Headers, 'get'> | null | undefined
  /**
   * The second step, asked only once the password is right and no wait is due (staff: the TOTP or
   * recovery code, src/auth/twoFactor.ts). A wrong code counts as a failed login, per address and per
   * account, like a wrong password.
   */
  secondFactor?: (accountId: number | string) => Promise<'none' | 'ok' | 'missing' | 'wrong'>
}

/**
 * Checks one attempt; returns when the password is right (Payload's login then goes on), else throws
 * AuthenticationError (401) or LoginThrottled (429), both with Payload's one message for a failed login.
 */
export async function guardLogin(
  payload: Payload,
  req: Pick<PayloadRequest, 't'> & { i18n?: { language?: string } },
  { collection, email, password, headers, secondFactor }: LoginAttempt,
): Promise<void> {
  const now = Date.now()
  const keys = loginKeys(payload.secret, collection, email, knownClientIp(headers))
  const failed = () => new AuthenticationError(req.t)
  const throttled = (waitMs: number) => new LoginThrottled(failed().message, retryAfterSeconds(waitMs))

  const busy = await claimSeat(payload, {
    scope: BUSY_SCOPE,
    key: keys.address ?? keys.account,
    capacity: 1,
    expiresAt: new Date(now + BUSY_MS),
  })
  if (!busy) {
    await spendPasswordCost(password)
    throw throttled(1_000)
  }
  try {
    const wait = Math.max(await waitFor(payload, ADDRESS_RULE, keys.address, now), await waitFor(payload, ACCOUNT_RULE, keys.account, now))
    const account = await payload.db.findOne<{ id: number | string; hash?: string; salt?: string }>({
      collection,
      where: { email: { equals: email.trim().toLowerCase() } },
    })
    // Hash before deciding, whatever the answer: a throttled, unknown or wrong login all cost the same.
    const ok = await checkPassword(account, password)
    if (wait > 0) throw throttled(wait)
    if (!ok) {
      // The wait counts from the answer, not from the start of the hash.
      await recordLoginFailure(payload, keys, Date.now())
      throw failed()
    }
    if (secondFactor && account) {
      const lang = adminLanguage(req.i18n?.language)
      const answer = await secondFactor(account.id)
      // No code yet: the form asks for it; nothing is counted and nothing cleared (the failures stay
      // until the whole login succeeds, so a known password does not reset the count of code guesses).
      if (answer === 'missing') throw new SecondFactorError(twoFactorText('codeRequired', lang), 'required')
      if (answer === 'wrong') {
        await recordLoginFailure(payload, keys, Date.now())
        throw new SecondFactorError(twoFactorText('codeWrong', lang), 'wrong')
      }
    }
    // The right password (and code): this client and this account start afresh.
    await clearFailures(payload, ADDRESS_RULE, keys.address)
    await clearFailures(payload, ACCOUNT_RULE, keys.account)
  } finally {
    await releaseSeat(payload, busy).catch((error: unknown) => payload.logger.warn({ err: error }, 'login busy seat not released'))
  }
}
