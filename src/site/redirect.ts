import { NextResponse } from 'next/server'

/**
 * A redirect with a relative Location (RFC 9110 allows it): the browser stays on the host it used.
 * An absolute URL built from request.url would name the server's own hostname (`next start` reports
 * localhost), which behind a proxy or under another host name loses the visitor's cookies.
 */
export function redirectTo(location: string, status: 307 | 308): NextResponse {
  return new NextResponse(null, { status, headers: { Location: location } })
}
