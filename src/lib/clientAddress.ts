/**
 * The client's address as the server saw it on the socket: `src/instrumentation.ts` writes it into the
 * private request header `x-kv-client-ip` (replacing anything a client sent under that name). Never
 * `X-Forwarded-For`, which the client writes itself. Null when the header is absent (a local API call,
 * a test, or a server started without that instrumentation): callers then count by account only.
 */
export const CLIENT_ADDRESS_HEADER = 'x-kv-client-ip'

export function clientAddress(headers: Pick<Headers, 'get'> | null | undefined): string | null {
  const value = headers?.get(CLIENT_ADDRESS_HEADER)?.trim()
  return value ? value.slice(0, 100) : null
}
