/**
 * Methods no route of this site answers (issue 33.8): TRACE echoes the request (cross-site tracing),
 * TRACK is its IIS twin, CONNECT asks for a tunnel. Payload's REST handler answered TRACE on every
 * /api/ route with a 500; now every path gets a 405 before Next or Payload sees the request.
 */
export const REFUSED_METHODS: ReadonlySet<string> = new Set(['TRACE', 'TRACK', 'CONNECT'])

export const refusedMethod = (method: string | undefined): boolean => REFUSED_METHODS.has((method ?? '').toUpperCase())

/** The Allow header of a 405: what the path's kind of route answers. */
export function allowedMethods(url: string | undefined): string {
  const path = url ?? '/'
  if (/^\/api(?:[/?]|$)/.test(path)) return 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
  if (/^\/(?:_next|media)\//.test(path)) return 'GET, HEAD'
  return 'GET, HEAD, POST'
}
