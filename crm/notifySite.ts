import type { Payload } from 'payload'

import { IMPORT_TAGS, refreshToken, siteUrl } from '../src/revalidation/siteRefresh'

export { siteUrl }

export type SiteNotice = { ok: true; url: string } | { ok: false; url: string; reason: string }

/**
 * Asks the running site to expire the cache of the imported data, so its pages and searches show the
 * import at the next request (src/revalidation/siteRefresh.ts). Never throws: a site that is down has nothing
 * to refresh (its next start clears the cache, scripts/runtime-cache.mjs), and the caller says so.
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
    : `warning: the site at ${notice.url} could not be told to refresh (${notice.reason}). A site that is down shows the import when it starts (every start clears its cache); a site that runs elsewhere keeps its old pages until \`npm run refresh-site\` reaches it (set SERVER_URL).`
}
