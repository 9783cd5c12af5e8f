import type { Payload } from 'payload'

import { claimSeat } from '../limits/claims'
import { checkTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret, spendRecoveryCode, totpCodeOf, TOTP_PERIOD_S } from './totp'
import { decryptTotpSecret, encryptTotpSecret } from './totpSecret'

/**
 * The staff second factor on the database (the rules are src/auth/totp.ts): who must have one, the
 * code check of a login, enrolment, turning it off. The secret and the recovery codes live in hidden
 * fields of `users` that no API reads (collections/Users); this module reads them with the adapter.
 */

interface StoredFactor {
  id: number | string
  email?: string
  roles?: string[] | null
  totpSecret?: string | null
  totpEnabled?: boolean | null
  totpRecoveryCodes?: unknown
  totpLastStep?: number | null
}

const readFactor = (payload: Payload, id: number | string) =>
  payload.db.findOne<StoredFactor>({ collection: 'users', where: { id: { equals: id } } })

const recoveryHashes = (stored: StoredFactor): string[] =>
  Array.isArray(stored.totpRecoveryCodes) ? stored.totpRecoveryCodes.filter((h): h is string => typeof h === 'string') : []

type FactorWrite = Pick<StoredFactor, 'totpSecret' | 'totpEnabled' | 'totpLastStep'> & { totpRecoveryCodes?: string[] }

const writeFactor = (payload: Payload, id: number | string, data: FactorWrite) =>
  payload.update({ collection: 'users', id, data, overrideAccess: true, depth: 0, context: { twoFactorWrite: true } })

/** How long the site setting is kept in memory: a change reaches every instance within this. */
const SETTING_TTL_MS = 5_000
let editorsSetting: { value: boolean; until: number } | null = null

/** Forget the cached setting (Site settings' afterChange: this instance sees a change at once). */
export const forgetTwoFactorSetting = () => {
  editorsSetting = null
}

async function editorsMustEnrol(payload: Payload): Promise<boolean> {
  if (editorsSetting && editorsSetting.until > Date.now()) return editorsSetting.value
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as {
    twoFactorForEditors?: boolean | null
  }
  editorsSetting = { value: settings.twoFactorForEditors === true, until: Date.now() + SETTING_TTL_MS }
  return editorsSetting.value
}

/** Admins always need a second factor; editors when Site settings says so. */
async function twoFactorRequired(payload: Payload, roles: readonly string[] | null | undefined): Promise<boolean> {
  if (roles?.includes('admin')) return true
  return editorsMustEnrol(payload)
}

/** A session of a staff member who must enrol and has not: it may do nothing but enrol (src/auth/roles.ts). */
export async function enrolmentPending(
  payload: Payload,
  user: { roles?: string[] | null; totpEnabled?: boolean | null },
): Promise<boolean> {
  if (user.totpEnabled) return false
  return twoFactorRequired(payload, user.roles)
}

export type SecondFactorAnswer = 'none' | 'ok' | 'missing' | 'wrong'

/**
 * The second step of a login whose password was right: 'none' when the account has no second factor,
 * 'missing' when it has one and no code came, 'ok' for a current code not used before or an unspent
 * recovery code (which is then spent), else 'wrong'. A code is taken once even by two logins at the
 * same moment: its (account, time step) is a claim, and the unique index decides.
 */
export async function checkSecondFactor(
  payload: Payload,
  id: number | string,
  input: unknown,
  nowMs = Date.now(),
): Promise<SecondFactorAnswer> {
  const stored = await readFactor(payload, id)
  if (!stored?.totpEnabled) return 'none'
  if (typeof input !== 'string' || !input.trim()) return 'missing'
  if (totpCodeOf(input)) {
    const secret = decryptTotpSecret(stored.totpSecret, payload.secret)
    if (!secret) return 'wrong'
    const check = await checkTotp(secret, input, stored.totpLastStep, nowMs)
    if (!check.ok) return 'wrong'
    const seat = await claimSeat(payload, {
      scope: 'totp-step',
      key: `${id}:${check.step}`,
      capacity: 1,
      expiresAt: new Date(nowMs + 3 * TOTP_PERIOD_S * 1000),
    })
    if (!seat) return 'wrong'
    await writeFactor(payload, id, { totpLastStep: Math.max(check.step, stored.totpLastStep ?? 0) })
    return 'ok'
  }
  const hashes = recoveryHashes(stored)
  const left = spendRecoveryCode(hashes, input, payload.secret)
  if (!left) return 'wrong'
  const spent = hashes.find((hash) => !left.includes(hash))!
  const seat = await claimSeat(payload, {
    scope: 'totp-recovery',
    key: `${id}:${spent.slice(0, 32)}`,
    capacity: 1,
    expiresAt: new Date(nowMs + 24 * 60 * 60 * 1000),
  })
  if (!seat) return 'wrong'
  await writeFactor(payload, id, { totpRecoveryCodes: left })
  return 'ok'
}

export interface TwoFactorStatus {
  enabled: boolean
  required: boolean
  pending: boolean
  recoveryCodesLeft: number
}

export async function twoFactorStatus(payload: Payload, id: number | string): Promise<TwoFactorStatus | null> {
  const stored = await readFactor(payload, id)
  if (!stored) return null
  const required = await twoFactorRequired(payload, stored.roles)
  const enabled = stored.totpEnabled === true
  return { enabled, required, pending: required && !enabled, recoveryCodesLeft: enabled ? recoveryHashes(stored).length : 0 }
}

export class TwoFactorConflict extends Error {
  constructor(readonly reason: 'alreadyEnabled' | 'notStarted' | 'codeWrong') {
    super(reason)
  }
}

/** Step 1 of enrolment: a new secret, kept encrypted and not yet in force. Refused while one is in force. */
export async function startEnrolment(payload: Payload, id: number | string): Promise<string> {
  const stored = await readFactor(payload, id)
  if (!stored) throw new TwoFactorConflict('notStarted')
  if (stored.totpEnabled) throw new TwoFactorConflict('alreadyEnabled')
  const secret = newTotpSecret()
  await writeFactor(payload, id, { totpSecret: encryptTotpSecret(secret, payload.secret), totpRecoveryCodes: [], totpLastStep: null })
  return secret
}

/**
 * Step 2: a code of the new secret puts it in force and yields the recovery codes, shown this once
 * (only their hashes are kept).
 */
export async function confirmEnrolment(payload: Payload, id: number | string, code: unknown, nowMs = Date.now()): Promise<string[]> {
  const stored = await readFactor(payload, id)
  if (!stored) throw new TwoFactorConflict('notStarted')
  if (stored.totpEnabled) throw new TwoFactorConflict('alreadyEnabled')
  const secret = decryptTotpSecret(stored.totpSecret, payload.secret)
  if (!secret) throw new TwoFactorConflict('notStarted')
  const check = typeof code === 'string' ? await checkTotp(secret, code, null, nowMs) : { ok: false as const }
  if (!check.ok) throw new TwoFactorConflict('codeWrong')
  const codes = newRecoveryCodes()
  await writeFactor(payload, id, {
    totpEnabled: true,
    totpRecoveryCodes: codes.map((c) => hashRecoveryCode(c, payload.secret)),
    totpLastStep: check.step,
  })
  return codes
}

/**
 * An account enrolled with a known secret, without recovery codes: the seed's admin when
 * SEED_ADMIN_TOTP_SECRET is set (the browser tests compute its codes). Refuses a secret that is not
 * base32 of at least 16 bytes, which authenticator apps would not take either.
 */
export async function enrolWithSecret(payload: Payload, id: number | string, secret: string): Promise<void> {
  if (!/^[A-Z2-7]{26,}=*$/.test(secret)) throw new Error('The TOTP secret must be base32 (A-Z, 2-7) of at least 26 characters.')
  await writeFactor(payload, id, {
    totpEnabled: true,
    totpSecret: encryptTotpSecret(secret, payload.secret),
    totpRecoveryCodes: [],
    totpLastStep: null,
  })
}

/** Off: the account logs in with its password alone again (and must enrol again when required). */
export async function clearSecondFactor(payload: Payload, id: number | string): Promise<void> {
  await writeFactor(payload, id, { totpEnabled: false, totpSecret: null, totpRecoveryCodes: [], totpLastStep: null })
}
