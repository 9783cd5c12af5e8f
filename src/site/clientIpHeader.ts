import { IncomingMessage, Server } from 'node:http'

import { clientAddress, trustedProxyHops } from '../lib/clientAddress'
import { CLIENT_IP_HEADER } from '../lib/headers'

const INSTALLED = Symbol.for('kempen.clientIpHeader')

/** Overwrites the private client-address header of one incoming request (exported for the unit test). */
function stampClientIp(req: IncomingMessage, hops: number): void {
  delete req.headers[CLIENT_IP_HEADER]
  req.headers[CLIENT_IP_HEADER] = clientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for'], hops)
}

/**
 * Next's app router gives route handlers and server actions the request headers but not the socket.
 * Every HTTP server of this process emits 'request' for each incoming request before Next sees it;
 * the hook writes the visitor's address (socket, or TRUST_PROXY_HOPS entries from the right of
 * X-Forwarded-For) into a private header, replacing any value the client sent, so `clientIp()` can
 * trust it. Installed once at server start (src/instrumentation.ts), like singleLocationHeader.
 */
export function installClientIpHeader(hops = trustedProxyHops()): void {
  const proto = Server.prototype as Server & { [INSTALLED]?: true }
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const emit = proto.emit
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && args[0] instanceof IncomingMessage) stampClientIp(args[0], hops)
    return (emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean).call(this, event, ...args)
  } as Server['emit']
}
