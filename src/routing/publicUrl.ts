/**
 * Small rules about the shape of public URLs, shared by the proxy and the page resolver.
 */

/** The request header in which the proxy hands the slashed Location to its redirect route. */
export const SLASHED_LOCATION_HEADER = 'x-slashed-location'

/**
 * Where a language path without its final slash goes (issue 12): the same raw path with the slash and
 * the query string unchanged, or null when it already ends with one. Built as a string on purpose:
 * with `skipTrailingSlashRedirect` on, `request.nextUrl.clone()` normalises a trailing slash away, so
 * a Location built through it pointed at the request itself (a redirect loop).
 */
export function slashedLocation(pathname: string, search: string): string | null {
  if (pathname.endsWith('/')) return null
  // "//host" as a relative Location would send the visitor to another site.
  const path = `/${pathname.replace(/^\/+/, '')}/`
  return `${path}${search && search !== '?' ? search : ''}`
}

/** Whether every segment of a raw path decodes (no "%ff%fe", no lone "%"). */
export function isDecodablePath(pathname: string): boolean {
  return pathname.split('/').every((segment) => decodeSegment(segment) !== null)
}

/** Decodes one path segment, or null when its percent-encoding is invalid (e.g. "%ff%fe" or a lone "%"). */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
