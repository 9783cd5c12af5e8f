/**
 * The client's address for per-address limits. `src/instrumentation.ts` puts the socket's address (or,
 * with TRUST_PROXY_HOPS, the address the trusted proxies saw) in the private request header
 * `x-kv-client-ip`, replacing any value the client sent. Without it (a server started without that
 * instrumentation) every client shares one key: stricter, never a bypass, unlike the client-written
 * X-Forwarded-For.
 */
export const CLIENT_IP_HEADER = 'x-kv-client-ip'

export function clientAddress(headers: Pick<Headers, 'get'>): string {
  return headers.get(CLIENT_IP_HEADER)?.trim() || 'unknown'
}
