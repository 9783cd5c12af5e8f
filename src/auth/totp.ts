import crypto from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'

/**
 * The rules of the staff second factor (pure, unit-tested; src/auth/twoFactor.ts applies them to the
 * database): RFC 6238 codes of 6 digits every 30 s, as every authenticator app makes them, and
 * one-time recovery codes.
 */

export const TOTP_PERIOD_S = 30
/** One step either side of now: a phone clock that is off by up to 30 s still works. */
const TOLERANCE_S = TOTP_PERIOD_S
const RECOVERY_CODE_COUNT = 10

/** A new secret (base32, 160 bits): what the QR code and the manual-entry text carry. */
export const newTotpSecret = (): string => generateSecret({ length: 20 })

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, account: string, issuer: string): string => generateURI({ issuer, label: account, secret })

/** A typed code with its spaces removed when it is six digits, else null. */
export function totpCodeOf(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const code = input.replace(/\s+/g, '')
  return /^\d{6}$/.test(code) ? code : null
}

export type TotpCheck = { ok: true; step: number } | { ok: false }

/**
 * Whether `code` is the secret's code of the current 30-s step or of the one either side, and not of a
 * step at or before `lastStep` (the step of the last accepted code): a code seen once, by a shoulder
 * or a proxy, never logs in again. `nowMs` is the clock (tests pass their own).
 */
export async function checkTotp(secret: string, code: string, lastStep: number | null | undefined, nowMs = Date.now()): Promise<TotpCheck> {
  const token = totpCodeOf(code)
  if (!token) return { ok: false }
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_S,
    ...(typeof lastStep === 'number' ? { afterTimeStep: lastStep } : {}),
  }).catch(() => ({ valid: false as const }))
  return result.valid && 'timeStep' in result ? { ok: true, step: result.timeStep } : { ok: false }
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten new recovery codes, `xxxxx-xxxxx` (about 49 bits each), shown to their owner once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const code = () => Array.from(crypto.randomBytes(10), (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('')
  return Array.from({ length: count }, () => {
    const raw = code()
    return `${raw.slice(0, 5)}-${raw.slice(5)}`
  })
}

/** A typed recovery code in its one spelling (lower case, no spaces or dashes), or null when it cannot be one. */
export function recoveryCodeOf(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const code = input.toLowerCase().replace(/[\s-]+/g, '')
  return /^[a-z0-9]{10}$/.test(code) ? code : null
}

/** What is stored of a recovery code: a keyed hash (the codes are random, so no slow hash is needed). */
export const hashRecoveryCode = (code: string, key: string): string =>
  crypto
    .createHmac('sha256', key)
    .update(`recovery\n${recoveryCodeOf(code) ?? code}`)
    .digest('hex')

/**
 * Spends a recovery code: the stored hashes without the one `input` matches, or null when it matches
 * none (each code works once).
 */
export function spendRecoveryCode(hashes: readonly string[], input: unknown, key: string): string[] | null {
  const code = recoveryCodeOf(input)
  if (!code) return null
  const typed = Buffer.from(hashRecoveryCode(code, key), 'hex')
  const index = hashes.findIndex((hash) => {
    const stored = Buffer.from(hash, 'hex')
    return stored.length === typed.length && crypto.timingSafeEqual(stored, typed)
  })
  return index < 0 ? null : hashes.filter((_, i) => i !== index)
}
