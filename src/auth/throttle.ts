/**
 * How long a login must wait after failed attempts (pure, unit-tested). Failures are counted per
 * client address and per typed e-mail address (existing account or not, so the answer never tells
 * the two apart). The first `free` failures cost nothing; after that every failure doubles the wait,
 * up to `maxMs`. Nothing is ever locked: the wait ends by itself, and a correct login clears it.
 *
 * Per address the wait grows to 15 minutes: one address guessing gets nowhere. Per account it stops at
 * one minute: an attacker spread over many addresses gets one guess a minute at most, and the real
 * owner, from an address of their own, waits at most that minute however long the attack goes on
 * (a lockout anyone could trigger is what this replaces).
 */
export interface ThrottleRule {
  scope: string
  free: number
  baseMs: number
  maxMs: number
  /** Failures older than this are forgotten. */
  windowMs: number
}

export const ADDRESS_RULE: ThrottleRule = { scope: 'login-fail-address', free: 5, baseMs: 1_000, maxMs: 15 * 60_000, windowMs: 60 * 60_000 }
export const ACCOUNT_RULE: ThrottleRule = { scope: 'login-fail-account', free: 10, baseMs: 1_000, maxMs: 60_000, windowMs: 60 * 60_000 }

/** The wait after `failures` counted failures, in ms. */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.free) return 0
  const doublings = Math.min(failures - rule.free, 30)
  return Math.min(rule.baseMs * 2 ** doublings, rule.maxMs)
}

/** Milliseconds still to wait, given the count and the time of the latest failure; 0 when free. */
export function remainingWait(failures: number, lastFailureAt: number | null, rule: ThrottleRule, now: number): number {
  if (lastFailureAt === null) return 0
  return Math.max(0, lastFailureAt + delayAfter(failures, rule) - now)
}

/** Retry-After in whole seconds (at least 1). */
export const retryAfterSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000))
