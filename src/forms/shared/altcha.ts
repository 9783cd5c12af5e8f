import { createHash, createHmac, randomInt } from 'node:crypto'

import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { ALTCHA_PAYLOAD_MAX } from './fields'

/**
 * Spam protection without a puzzle (issue 13.1): an ALTCHA proof of work, self-hosted. The server
 * hands out a signed challenge (`/api/forms/altcha`); the visitor's browser searches, in a worker,
 * for the counter whose PBKDF2 key starts with the challenge's prefix; the form sends the answer and
 * the server checks the signature, the expiry and the key. Nothing is stored until a solution is
 * used: then its seat (`claimSeat`, scope `altcha`) makes each challenge good for one submission.
 *
 * Deterministic mode: the server picks the counter and signs the key it derives, so checking is one
 * HMAC (no key derivation on the server) and the work is known in advance: on average COUNTER_MAX/2
 * PBKDF2 runs of COST iterations, split over the browser's workers; a few hundred milliseconds on a
 * phone, thousands of requests' worth of CPU for a bot sending thousands of forms.
 */

export const ALTCHA_TTL_MS = 10 * 60 * 1000
const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256'
const ALTCHA_COST = 200
const ALTCHA_COUNTER_MIN = 500
export const ALTCHA_COUNTER_MAX = 2_500

/** Two keys of their own, derived from PAYLOAD_SECRET, so a leaked challenge key says nothing about it. */
export function altchaSecrets(secret: string): { signature: string; key: string } {
  if (!secret) throw new Error('ALTCHA needs the server secret')
  const derive = (purpose: string) => createHmac('sha256', secret).update(`altcha:${purpose}`).digest('hex')
  return { signature: derive('challenge-signature'), key: derive('derived-key-signature') }
}

/** A fresh signed challenge, valid for 10 minutes. */
export async function createAltchaChallenge(secret: string, now = Date.now()): Promise<Challenge> {
  const secrets = altchaSecrets(secret)
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    counter: randomInt(ALTCHA_COUNTER_MIN, ALTCHA_COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(now + ALTCHA_TTL_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  })
}

export type AltchaCheck =
  | { result: 'missing' }
  | { result: 'invalid' }
  | { result: 'expired' }
  /** A good solution: `key` names the challenge (for its one-use seat), `expiresAt` when it ends. */
  | { result: 'ok'; key: string; expiresAt: Date }

interface AltchaPayload {
  challenge: Challenge
  solution: Solution
}

/** The widget's payload (base64 of JSON) read defensively: anything malformed is simply invalid. */
function parsePayload(text: string): AltchaPayload | null {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Partial<AltchaPayload> | null
    const parameters = value?.challenge?.parameters
    if (!parameters || typeof parameters !== 'object' || typeof value?.challenge?.signature !== 'string') return null
    if (typeof parameters.salt !== 'string' || typeof parameters.nonce !== 'string' || typeof parameters.expiresAt !== 'number') return null
    if (!value.solution || typeof value.solution !== 'object') return null
    return value as AltchaPayload
  } catch {
    return null
  }
}

/** Checks a solution: signature (ours, untampered), expiry, derived key. Never throws on bad input. */
export async function verifyAltcha(text: string | null | undefined, secret: string, now = Date.now()): Promise<AltchaCheck> {
  if (!text || !text.trim()) return { result: 'missing' }
  if (text.length > ALTCHA_PAYLOAD_MAX) return { result: 'invalid' }
  const payload = parsePayload(text.trim())
  if (!payload) return { result: 'invalid' }
  const { parameters } = payload.challenge
  // Only what we hand out: a challenge of another algorithm or cost would be another (cheaper) work.
  if (parameters.algorithm !== ALTCHA_ALGORITHM || parameters.cost !== ALTCHA_COST) return { result: 'invalid' }
  const expiresAt = new Date(parameters.expiresAt! * 1000)
  if (expiresAt.getTime() <= now) return { result: 'expired' }
  const secrets = altchaSecrets(secret)
  try {
    const check = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    })
    if (check.expired) return { result: 'expired' }
    if (!check.verified) return { result: 'invalid' }
  } catch {
    return { result: 'invalid' }
  }
  return { result: 'ok', key: createHash('sha256').update(`${parameters.salt}:${parameters.nonce}`).digest('hex').slice(0, 40), expiresAt }
}
