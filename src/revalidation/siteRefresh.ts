import { signToken, verifyToken } from '../lib/signedToken'
import { isSiteTag, TAGS } from './tags'

/**
 * The CRM import runs in its own process, where Next's cache cannot be reached: its hooks expire no
 * tags. When it has written, it asks the running site over HTTP to expire the tags its data feeds
 * (POST /api/site/revalidate). The request is signed with the site's secret and valid for a few
 * minutes, so nobody else can empty the cache and a captured request cannot be replayed later.
 */

/** Every tag the import's collections (types, cities, projects, properties, media) feed. */
export const IMPORT_TAGS = [TAGS.properties, TAGS.projects, TAGS.propertyTypes, TAGS.cities, TAGS.media] as const

export const REFRESH_TOKEN_MAX_AGE_S = 300

export function refreshToken(secret: string, now = Date.now()): string {
  return signToken('revalidate', Math.floor(now / 1000), secret)
}

/** Whether an Authorization header carries a token this site signed in the last few minutes. */
export function isValidRefreshToken(header: string | null, secret: string, now = Date.now()): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1]
  const signedAt = Number(verifyToken('revalidate', token, secret))
  if (!Number.isInteger(signedAt) || signedAt <= 0) return false
  return Math.abs(now / 1000 - signedAt) <= REFRESH_TOKEN_MAX_AGE_S
}

/**
 * Which tags a request may expire: every tag the site's reads use (src/revalidation/tags.ts owns the list). Besides
 * the import, a write in the site's own process may need them expired from outside a request: a scheduled
 * publish runs in the server's job cron, where Next's revalidateTag has no request to work in (it throws
 * "static generation store missing"), so the hook asks the site over HTTP instead, and a publish that moves
 * a page must reach the redirect rules (`redirects`) as much as the page.
 * Returns the tags a refresh request asks for, or null when it asks for anything else.
 */
export function refreshTags(body: unknown): string[] | null {
  const tags = (body as { tags?: unknown } | null)?.tags
  if (!Array.isArray(tags) || tags.length === 0) return null
  if (!tags.every((tag): tag is string => typeof tag === 'string' && isSiteTag(tag))) return null
  return [...new Set(tags)]
}

/** The running site's address, as the server knows itself (SERVER_URL, the default port otherwise). */
export function siteUrl(): string {
  return (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
}

/** Asks the site (this very server, from its job cron) to expire tags; resolves whether it did. */
export async function requestSiteRefresh(tags: string[], secret: string, url = siteUrl(), timeoutMs = 10_000): Promise<boolean> {
  const response = await fetch(`${url}/api/site/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${refreshToken(secret)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  return response.ok
}
