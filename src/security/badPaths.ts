import { IncomingMessage, Server, ServerResponse } from 'node:http'

import { isDecodablePath } from '../routing/publicUrl'
import { badRequestPage } from './badRequest'

const INSTALLED = Symbol.for('kempen.badPaths')

export interface BadPathAnswer {
  status: 400
  contentType: string
  body: string
}

/**
 * The answer to a request whose path cannot be percent-decoded (`/nl/%ff%fe/`, `/api/%ff`,
 * `/admin/%ff`), or null when the path is fine. Next answers such paths 500 (it looks for a /400 page
 * this App Router site has not) and Payload's routes fail decoding them: the 400 is given before
 * either sees the request. API paths get JSON in Payload's error shape, every other path the small
 * page in the path's language.
 */
export function badPathAnswer(url: string | undefined): BadPathAnswer | null {
  const pathname = (url ?? '/').split(/[?#]/, 1)[0]
  if (isDecodablePath(pathname)) return null
  if (pathname === '/api' || pathname.startsWith('/api/'))
    return {
      status: 400,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ errors: [{ message: 'The path cannot be decoded: it holds invalid percent-encoding.' }] }),
    }
  return { status: 400, contentType: 'text/html; charset=utf-8', body: badRequestPage(pathname) }
}

/**
 * Answers undecodable paths with their 400 for every request of this process, in Node's http layer
 * under Next (like clientIpHeader): pages, the admin, the API and static files alike. The response
 * still gets the security headers (src/security/responseHeaders.ts hooks writeHead). Installed once at
 * server start (src/instrumentation.ts).
 */
export function installBadPathGuard(): void {
  const proto = Server.prototype as Server & { [INSTALLED]?: true }
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const emit = proto.emit
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && args[0] instanceof IncomingMessage && args[1] instanceof ServerResponse) {
      const answer = badPathAnswer(args[0].url)
      if (answer) {
        const res = args[1]
        res.writeHead(answer.status, { 'Content-Type': answer.contentType, 'Cache-Control': 'no-store' })
        res.end(args[0].method === 'HEAD' ? undefined : answer.body)
        return true
      }
    }
    return (emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean).call(this, event, ...args)
  } as Server['emit']
}
