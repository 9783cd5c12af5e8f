import crypto from 'node:crypto'

/**
 * TOTP secrets are stored encrypted (AES-256-GCM) under a key derived from PAYLOAD_SECRET: a copy of
 * the database alone (a backup, an SQL injection) does not yield the second factor. Under a new
 * PAYLOAD_SECRET an enrolled account stays enrolled but no code is accepted, so a rotation clears the
 * totp fields first (docs/operations.md "Rotating PAYLOAD_SECRET").
 */
const VERSION = 'v1'

const keyOf = (payloadSecret: string) => Buffer.from(crypto.hkdfSync('sha256', payloadSecret, 'kempen-vastgoed', 'staff-totp-secret', 32))

export function encryptTotpSecret(secret: string, payloadSecret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(payloadSecret), iv)
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':')
}

/** The secret, or null when `stored` is not one this key encrypted (another PAYLOAD_SECRET, damaged). */
export function decryptTotpSecret(stored: unknown, payloadSecret: string): string | null {
  if (typeof stored !== 'string') return null
  const [version, iv, tag, body] = stored.split(':')
  if (version !== VERSION || !iv || !tag || !body) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(payloadSecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
