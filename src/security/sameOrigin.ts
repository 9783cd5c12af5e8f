/**
 * Whether a POST that changes something on a link's behalf (a confirmation button) came from a page of
 * this site (issue 33.6). The secret in the link is the authorisation; this only keeps another site's
 * page from posting a link it learnt. Browsers send `Sec-Fetch-Site` (then only `same-origin`, or
 * `none` for a request the user made, counts) or at least `Origin` (then it must be one of `allowed`;
 * `null`, from a sandboxed or privacy-hiding context, is refused). A client that sends neither (curl,
 * a very old browser) is not a browser another site can drive, and passes.
 */
export function sameOriginPost(headers: { origin?: string | null; secFetchSite?: string | null }, allowed: readonly string[]): boolean {
  const site = headers.secFetchSite?.trim().toLowerCase()
  if (site) return site === 'same-origin' || site === 'none'
  const origin = headers.origin?.trim()
  if (!origin) return true
  const own = new Set(allowed.map((a) => a.replace(/\/+$/, '').toLowerCase()))
  return own.has(origin.toLowerCase())
}
