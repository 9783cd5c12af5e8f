import crypto from 'node:crypto'

/**
 * Password verification at a fixed cost. Payload answers an unknown address without hashing (11-85 ms)
 * and a wrong password after its pbkdf2 (330-430 ms): the difference told which addresses have an
 * account. Here every attempt runs exactly one hash at Payload's current cost: the account's own
 * hash, or a dummy one when there is no account (or only a cheaper legacy hash, which then runs too).
 * Parameters mirror Payload 3.90's `generatePasswordSaltHash` (pbkdf2-sha256, 600,000 iterations).
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

const pbkdf2 = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )

let dummy: { salt: string; hash: string } | null = null
const dummyAccount = () =>
  (dummy ??= { salt: crypto.randomBytes(32).toString('hex'), hash: `${CURRENT_PREFIX}${crypto.randomBytes(32).toString('hex')}` })

export interface StoredPassword {
  hash?: unknown
  salt?: unknown
}

let hashesRun = 0
/** How many hashes at the current cost have run in this process (the tests check every path runs one). */
export const currentCostHashes = () => hashesRun

async function matches(password: string, salt: string, stored: string): Promise<{ ok: boolean; current: boolean }> {
  const current = stored.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? stored.slice(CURRENT_PREFIX.length) : stored, 'hex')
  const key = await pbkdf2(password, salt, iterations, keyLength)
  if (current) hashesRun++
  return { ok: key.length === expected.length && crypto.timingSafeEqual(key, expected), current }
}

/** True when `password` is the account's. `account` null (no such address) costs the same as a wrong password. */
export async function checkPassword(account: StoredPassword | null | undefined, password: string): Promise<boolean> {
  const real = typeof account?.hash === 'string' && typeof account?.salt === 'string' ? { hash: account.hash, salt: account.salt } : null
  const { hash, salt } = real ?? dummyAccount()
  const result = await matches(password, salt, hash).catch(() => ({ ok: false, current: false }))
  // A legacy (cheaper) hash or a malformed one: add the current-cost hash so the timing is the same.
  if (!result.current) await matches(password, dummyAccount().salt, dummyAccount().hash)
  return real !== null && result.ok
}

/** The same cost as a check, for answers that do not check (a throttled attempt). */
export async function spendPasswordCost(password: string): Promise<void> {
  await matches(password, dummyAccount().salt, dummyAccount().hash)
}
