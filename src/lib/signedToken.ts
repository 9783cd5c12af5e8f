import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Tokens that act without a login: unsubscribe links in e-mails (the id is the demand's) and a
 * command-line script telling the running site to refresh its cache (the id is the signing time).
 * The token carries an HMAC of its id, keyed by the site's secret and scoped to one purpose, so a token
 * cannot be made for another id nor reused for another purpose. Tokens do not expire here: an
 * unsubscribe link in an old alert must still work; a purpose that needs freshness checks its id.
 */

export type TokenPurpose = 'unsubscribe' | 'revalidate' | 'listing-watch'

const signature = (purpose: TokenPurpose, id: string, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url')

export function signToken(purpose: TokenPurpose, id: number | string, secret: string): string {
  if (!secret) throw new Error('signToken needs a secret')
  const value = String(id)
  return `${value}.${signature(purpose, value, secret)}`
}

/** The id the token was signed for, or null when it is malformed or its signature does not match. */
export function verifyToken(purpose: TokenPurpose, token: string | null | undefined, secret: string): string | null {
  if (!secret || typeof token !== 'string') return null
  const match = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token.trim())
  if (!match) return null
  const [, id, given] = match
  const expected = Buffer.from(signature(purpose, id, secret))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null
}
