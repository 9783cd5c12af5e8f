import { describe, expect, it } from '@jest/globals'
import crypto from 'node:crypto'

import { checkPassword, currentCostHashes, spendPasswordCost } from '../../../src/auth/passwordCheck'
import { ACCOUNT_RULE, ADDRESS_RULE, delayAfter, remainingWait, retryAfterSeconds } from '../../../src/auth/throttle'

describe('login throttle', () => {
  it('lets the first failures through, then doubles the wait up to its maximum', () => {
    expect([0, 4].map((n) => delayAfter(n, ADDRESS_RULE))).toEqual([0, 0])
    expect([5, 6, 7, 10].map((n) => delayAfter(n, ADDRESS_RULE))).toEqual([1_000, 2_000, 4_000, 32_000])
    expect(delayAfter(15, ADDRESS_RULE)).toBe(15 * 60_000)
    expect(delayAfter(10_000, ADDRESS_RULE)).toBe(15 * 60_000)
  })

  it("keeps an account's wait at one minute at most, so the owner is never locked out for long", () => {
    expect(delayAfter(9, ACCOUNT_RULE)).toBe(0)
    expect(delayAfter(10, ACCOUNT_RULE)).toBe(1_000)
    expect(delayAfter(500, ACCOUNT_RULE)).toBe(60_000)
  })

  it('counts the wait from the latest failure and answers whole seconds', () => {
    const last = 1_000_000
    expect(remainingWait(0, null, ADDRESS_RULE, last)).toBe(0)
    expect(remainingWait(6, last, ADDRESS_RULE, last + 500)).toBe(1_500)
    expect(remainingWait(6, last, ADDRESS_RULE, last + 2_000)).toBe(0)
    expect(retryAfterSeconds(1_500)).toBe(2)
    expect(retryAfterSeconds(1)).toBe(1)
    expect(retryAfterSeconds(0)).toBe(1)
  })
})

/** Payload 3.90's current format: pbkdf2-sha256, 600,000 iterations, 32 bytes. */
function storedPassword(password: string) {
  const salt = crypto.randomBytes(32).toString('hex')
  const hash = crypto.pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('hex')
  return { salt, hash: `pbkdf2-sha256-v1:${hash}` }
}

/** Each hash takes ~0.3 s alone, several seconds on a busy shared machine. */
const HASHING_TIMEOUT = 120_000

describe('fixed-cost password check', () => {
  const account = storedPassword('Juist-Wachtwoord-1')

  it(
    "accepts only the account's own password",
    async () => {
      expect(await checkPassword(account, 'Juist-Wachtwoord-1')).toBe(true)
      expect(await checkPassword(account, 'fout')).toBe(false)
      expect(await checkPassword(null, 'Juist-Wachtwoord-1')).toBe(false)
      expect(await checkPassword({ hash: account.hash }, 'Juist-Wachtwoord-1')).toBe(false)
    },
    HASHING_TIMEOUT,
  )

  // Timing medians on a shared 2-core machine are not stable enough to assert; what makes the times
  // equal is that each path runs exactly one hash at the current cost, and that is checked here.
  it(
    'runs exactly one current-cost hash for an unknown address, a wrong password, a legacy hash and a throttled attempt',
    async () => {
      const legacySalt = crypto.randomBytes(16).toString('hex')
      const legacy = { salt: legacySalt, hash: crypto.pbkdf2Sync('x', legacySalt, 25_000, 512, 'sha256').toString('hex') }
      const cases: Array<[string, () => Promise<unknown>]> = [
        ['unknown', () => checkPassword(null, 'whatever')],
        ['wrong', () => checkPassword(account, 'whatever')],
        ['right', () => checkPassword(account, 'Juist-Wachtwoord-1')],
        ['legacy', () => checkPassword(legacy, 'whatever')],
        ['malformed', () => checkPassword({ hash: 'zz', salt: 'zz' }, 'whatever')],
        ['throttled', () => spendPasswordCost('whatever')],
      ]
      for (const [name, run] of cases) {
        const before = currentCostHashes()
        await run()
        expect([name, currentCostHashes() - before]).toEqual([name, 1])
      }
    },
    HASHING_TIMEOUT,
  )
})
