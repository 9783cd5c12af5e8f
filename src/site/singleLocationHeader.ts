import { ServerResponse } from 'node:http'

import { singleLocation } from '../lib/headers'

const INSTALLED = Symbol.for('kempen.singleLocationHeader')

/**
 * Makes every response of this server send at most one Location header (see singleLocation for why
 * Next sends two). The check sits in writeHead, which Node calls for every response before its
 * headers leave (also implicitly on the first write or end), so it covers page redirects, layouts and
 * route handlers alike. Installed once at server start (src/instrumentation.ts).
 */
export function installSingleLocationHeader(): void {
  const proto = ServerResponse.prototype as ServerResponse & { [INSTALLED]?: true }
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const writeHead = proto.writeHead
  proto.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const location = this.getHeader('location')
    if (Array.isArray(location)) this.setHeader('location', singleLocation(location))
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}
