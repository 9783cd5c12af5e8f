import type { Payload } from 'payload'

import { IMPORT_TAGS, refreshToken } from '../src/data/siteRefresh'

export type SiteNotice = { ok: true; url: string } | { ok: false; url: string; reason: string }

/** The running site's address, as the server knows itself (SERVER_URL, the default port otherwise). */
export function siteUrl(): string {
  return (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
}

/**
 * Asks the running site to expire the cache of the imported data, so its pages and searches show the
 * import at the next request (src/data/siteRefresh.ts). Never throws: a site that is down has nothing
 * to refresh now, and the caller says what to run once it is up.
 */
export async function notifySite(payload: Payload, url = siteUrl(), timeoutMs = 10_000): Promise<SiteNotice> {
  try {
    const response = await fetch(`${url}/api/site/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${refreshToken(payload.secret)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: IMPORT_TAGS }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    return response.ok ? { ok: true, url } : { ok: false, url, reason: `HTTP ${response.status}` }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return { ok: false, url, reason: cause ?? (error instanceof Error ? error.message : String(error)) }
  }
}

export function describeNotice(notice: SiteNotice): string {
  return notice.ok
    ? `The site at ${notice.url} refreshed its pages and searches.`
    : `warning: the site at ${notice.url} could not be told to refresh (${notice.reason}). Its pages keep the old data until you run \`npm run refresh-site\` while it runs.`
}
