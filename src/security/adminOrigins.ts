/**
 * The origins the admin may be used from (issue 15, point 8). Payload accepts its session cookie only
 * from an Origin on its CSRF list; by default that list is SERVER_URL alone, so an admin opened under
 * another name of the same server (127.0.0.1 instead of localhost, the bare domain instead of www) was
 * refused on every save. The list is explicit, never "any": SERVER_URL, the other loopback names of a
 * local SERVER_URL (same scheme and port: the same machine), and ADMIN_ORIGINS (comma-separated).
 */

// Not [::1]: a CSP source list cannot name an IPv6 literal (Chromium ignores it with a console error).
const LOOPBACK = ['localhost', '127.0.0.1']

/** The origin of an http(s) URL, or null (a path, another scheme, credentials in it). */
export function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim())
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null
    return url.origin
  } catch {
    return null
  }
}

export function adminOrigins(serverUrl: string | undefined, extra: string | undefined): string[] {
  const origins = new Set<string>()
  const main = serverUrl ? httpOrigin(serverUrl) : null
  if (main) {
    origins.add(main)
    const url = new URL(main)
    if (LOOPBACK.includes(url.hostname)) {
      for (const host of LOOPBACK) {
        url.hostname = host
        origins.add(url.origin)
      }
    }
  }
  for (const entry of (extra ?? '').split(',')) {
    const origin = entry.trim() ? httpOrigin(entry) : null
    if (origin) origins.add(origin)
  }
  return [...origins]
}
