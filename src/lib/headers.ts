import { addressKey } from './clientAddress'

/**
 * One Location per response (issue 19.1). RFC 9110 allows a single Location field; a list of them is
 * read as "X, X" by fetch, curl and some proxies. Next 16.4 sends two on the first, uncached answer of
 * a page that calls redirect()/permanentRedirect(): the render sets the header on the response and
 * records it in the render's metadata, and the page runtime then appends the recorded headers again
 * (next/dist/build/templates/app-page-runtime.js, "cachedData.headers" with appendHeader). Cached
 * answers carry only the recorded one.
 *
 * Given the Location value about to be sent, the one to send: the first of a list (what the code that
 * answered set first), or the value unchanged when it is already single.
 */
export function singleLocation<T extends string | number | string[] | undefined>(value: T): T | string {
  return Array.isArray(value) ? (value[0] ?? '') : value
}

/**
 * The private request header carrying the visitor's address. The server sets it on every incoming
 * request from the socket and the trusted proxies (src/site/clientIpHeader.ts), deleting whatever the
 * client sent under that name; nothing else in a request names the visitor's address reliably.
 */
export const CLIENT_IP_HEADER = 'x-kv-client-ip'

/** The visitor's address as the server established it (raw: only to tell who is calling, never to count). */
export function clientAddressOf(headers: Pick<Headers, 'get'>): string | null {
  return headers.get(CLIENT_IP_HEADER)?.trim().slice(0, 100) || null
}

/**
 * The visitor's address as every per-address limit counts it (addressKey: IPv6 by its /64, issue 33.5);
 * 'unknown' when the hook is not installed.
 */
export function clientIp(headers: Pick<Headers, 'get'>): string {
  const address = clientAddressOf(headers)
  return address ? addressKey(address) : 'unknown'
}

/**
 * The same key, or null when the server did not establish an address (a local API call, a test without
 * the hook): callers that can fall back to another key (the login throttle counts by account) use this.
 */
export function knownClientIp(headers: Pick<Headers, 'get'> | null | undefined): string | null {
  const address = headers ? clientAddressOf(headers) : null
  return address ? addressKey(address) : null
}
