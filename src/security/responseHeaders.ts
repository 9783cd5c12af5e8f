import { IncomingMessage, Server, ServerResponse, type OutgoingHttpHeaders } from 'node:http'

import type { Duplex } from 'node:stream'

import { t } from '../i18n/dictionary'
import { actionKind, screenActionRequest } from './actionBodies'
import { localeOfPath } from './badRequest'
import { allowedMethods, refusedMethod } from './methods'
import { freshNonce, placeholderNonce } from './nonce'
import { adminOrigins } from './adminOrigins'
import { inDraftMode, securityHeaders, servesHttps } from './policy'
import { chainSwaps, chosenSwap, createByteSwap, type ByteSwap } from './swapStream'
import { scriptsWaitForPaint, WAITING_SCRIPT_SWAPS } from '../lib/scriptsAfterPaint'

const INSTALLED = Symbol.for('kempen.securityHeaders')
const NONCE = Symbol('kempen.cspNonce')
const SWAP = Symbol('kempen.cspNonceSwap')
/** Where Next keeps its per-request state (next/dist/server/request-meta.js). */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta')

type Response = ServerResponse & { [NONCE]?: string; [SWAP]?: ByteSwap }

/** Bodies that can carry the placeholder: Next's HTML and its flight (RSC) payloads. */
export const carriesNonce = (contentType: unknown): boolean =>
  typeof contentType === 'string' && /^\s*(?:text\/html|text\/x-component)\b/i.test(contentType)

const isHtml = (contentType: unknown): boolean => typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType)

const nonceOf = (res: Response) => (res[NONCE] ??= freshNonce())

/**
 * The Cache-Control of a response whose body carries its own nonce (issue 33.9). Next marks a page it
 * serves from its cache `s-maxage=31536000`: a shared cache in front (a CDN, a caching proxy) would keep
 * one response, its nonce included, and hand it to every visitor, so the nonce would no longer be a
 * secret of one response. Such a response is `private, no-cache` instead: a browser may keep it for
 * itself, nothing shared stores it. Next's own cache, on the server, is untouched (the header is
 * rewritten on the way out). A directive list that already keeps shared caches out stays as it is.
 */
export function privateCacheControl(value: unknown): string {
  const directives = (Array.isArray(value) ? value.join(',') : String(value ?? '')).toLowerCase()
  if (/(?:^|,)\s*(?:private|no-store)\s*(?:,|$)/.test(directives)) return String(value)
  return 'private, no-cache'
}

const toBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
  if (chunk == null || typeof chunk === 'function') return null
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}

/**
 * Puts the swap in front of this response's write and end, as they are now: Next's compression has
 * already wrapped them (at the start of the request), so the swap sees the body before it is
 * compressed. A public page's HTML also has its framework scripts wait for its paint
 * (src/lib/scriptsAfterPaint.ts).
 */
function swapBody(res: Response, contentType: unknown): void {
  if (res[SWAP]) return
  const swaps = [createByteSwap(Buffer.from(placeholderNonce()), () => Buffer.from(nonceOf(res)))]
  if (isHtml(contentType)) {
    // The status is set by the time the body is written, not always when its type is.
    swaps.push(
      chosenSwap(() =>
        scriptsWaitForPaint(res.req?.url ?? '/', res.statusCode)
          ? chainSwaps(
              WAITING_SCRIPT_SWAPS.map(([search, replacement]) => createByteSwap(Buffer.from(search), () => Buffer.from(replacement))),
            )
          : null,
      ),
    )
  }
  const swap = (res[SWAP] = chainSwaps(swaps))
  const write = res.write
  const end = res.end
  res.write = function (this: Response, chunk: unknown, encoding?: unknown, callback?: unknown) {
    const bytes = toBuffer(chunk, encoding)
    const cb = typeof encoding === 'function' ? encoding : callback
    if (!bytes) return write.call(this, chunk as never, encoding as never, callback as never)
    return write.call(this, swap.push(bytes), cb as never)
  } as ServerResponse['write']
  res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const bytes = toBuffer(chunk, encoding)
    const cb = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    const out = bytes ? Buffer.concat([swap.push(bytes), swap.end()]) : swap.end()
    return (out.length ? end.call(this, out, cb as never) : end.call(this, cb as never, undefined as never, undefined as never)) as Response
  } as ServerResponse['end']
}

const CONNECT_REFUSED = Symbol('kempen.connectRefused')

/** A 405 written on the socket, for methods that never become a request Next sees. */
const raw405 = (url: string | undefined) => {
  const body = t('error.methodNotAllowed', localeOfPath(url ?? '/'))
  return [
    'HTTP/1.1 405 Method Not Allowed',
    `Allow: ${allowedMethods(url)}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/** TRACE (and anything in REFUSED_METHODS that Node parses): 405 with Allow, before Next or Payload. */
function refuseMethod(req: IncomingMessage, res: ServerResponse) {
  res.writeHead(405, { Allow: allowedMethods(req.url), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(t('error.methodNotAllowed', localeOfPath(req.url ?? '/')))
  req.resume()
}

/** A CONNECT gets a 405 instead of a dropped connection: one 'connect' listener per server. */
function refuseConnect(server: Server & { [CONNECT_REFUSED]?: true }) {
  if (server[CONNECT_REFUSED]) return
  server[CONNECT_REFUSED] = true
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {})
    socket.end(raw405(req.url))
  })
}

/** A TRACK (unknown to Node's parser, which would answer 400): 405 like TRACE. */
function refuseUnknownMethod(error: unknown, socket: unknown): boolean {
  const packet = (error as { code?: string; rawPacket?: Buffer } | undefined)?.rawPacket
  if ((error as { code?: string } | undefined)?.code !== 'HPE_INVALID_METHOD' || !Buffer.isBuffer(packet)) return false
  const line = /^([A-Za-z-]+) (\S+)/.exec(packet.subarray(0, 2048).toString('latin1'))
  if (!line || !refusedMethod(line[1])) return false
  const out = socket as Duplex
  if (out.writable) out.end(raw405(line[2]))
  else out.destroy()
  return true
}

/**
 * Security headers on every response of this server (issue 13.9) and a fresh CSP nonce in every page,
 * cached or not (see src/security/nonce.ts). Hooks Node's http layer, under Next, so it covers pages,
 * route handlers, Payload's admin and API, static files, redirects and error pages alike:
 * - every incoming request carries a CSP header naming the placeholder nonce: Next takes the nonce for
 *   its inline scripts from there (getScriptNonceFromHeaders), also when it renders a page for its
 *   cache; a header sent by the client is replaced, so no one can put another nonce into a cached page;
 * - a response whose Content-Type is HTML or flight data gets the swap in front of its body;
 * - writeHead (which Node calls for every response before its headers leave) adds the headers, with
 *   the response's own nonce, drops the ETag of a swapped body (the bytes differ per response, and a
 *   304 would pair a cached body with a new nonce) and keeps shared caches from storing it
 *   (privateCacheControl).
 * Installed once at server start (src/instrumentation.ts).
 */
export function installSecurityHeaders(): void {
  const proto = ServerResponse.prototype as Response & { [INSTALLED]?: true }
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  // Only to measure what this layer costs (docs/speed.md "Speed"): never in production.
  if (process.env.SECURITY_HEADERS === 'off') {
    console.warn('\n*** SECURITY_HEADERS=off: no CSP, no security headers, no server-action body checks. Only for measuring. ***\n')
    return
  }
  const https = servesHttps()
  // The admin's allowed origins (src/security/adminOrigins.ts), for its upload thumbnails.
  const adminImages = adminOrigins(process.env.SERVER_URL, process.env.ADMIN_ORIGINS)
  const requestCsp = `script-src 'nonce-${placeholderNonce()}'`

  // Every request names the placeholder nonce, whatever the client sent. Node builds req.headers
  // before it emits 'request', so the header is set on the 'request' event; requests that arrived
  // while the server was starting (emitted before this ran, waiting for Next to be ready) get it when
  // Next first stores its request meta on them, which it does first thing for every request.
  const markRequest = (req: IncomingMessage) => {
    const headers = req.headers
    if (headers['content-security-policy'] === requestCsp) return
    headers['content-security-policy'] = requestCsp
    delete headers['content-security-policy-report-only']
  }
  const emit = Server.prototype.emit
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    // CONNECT and TRACK never reach 'request' (src/security/methods.ts): Node drops a CONNECT without a
    // 'connect' listener and answers a method its parser does not know (TRACK) 400 itself.
    if (event === 'connection') refuseConnect(this)
    if (event === 'clientError' && refuseUnknownMethod(args[0], args[1])) return true
    if (event === 'request' && args[0] instanceof IncomingMessage) {
      const req = args[0]
      markRequest(req)
      if (refusedMethod(req.method)) {
        refuseMethod(req, args[1] as ServerResponse)
        return true
      }
      // A server action's body is read and checked first (src/security/actionBodies.ts); Next gets a
      // replay of it, emitted past this check.
      const kind = actionKind(req.method, req.url, req.headers)
      if (kind) {
        const res = args[1] as ServerResponse
        screenActionRequest(kind, req, res, (replay) => (emit as (...all: unknown[]) => boolean).call(this, 'request', replay, res))
        return true
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<Server['emit']>)
  } as Server['emit']
  Object.defineProperty(IncomingMessage.prototype, NEXT_REQUEST_META, {
    configurable: true,
    get: () => undefined,
    set(this: IncomingMessage, value: unknown) {
      markRequest(this)
      Object.defineProperty(this, NEXT_REQUEST_META, { value, writable: true, configurable: true, enumerable: true })
    },
  })

  const setHeader = proto.setHeader
  proto.setHeader = function (this: Response, name: string, value: number | string | readonly string[]) {
    if (!this[SWAP] && !this.headersSent && name.toLowerCase() === 'content-type' && carriesNonce(value)) swapBody(this, value)
    return setHeader.call(this, name, value)
  } as ServerResponse['setHeader']

  const writeHead = proto.writeHead
  proto.writeHead = function (this: Response, ...args: Parameters<ServerResponse['writeHead']>) {
    const given = args.find((arg, i) => i > 0 && arg && typeof arg === 'object' && !Array.isArray(arg)) as OutgoingHttpHeaders | undefined
    const givenType = given && Object.entries(given).find(([name]) => name.toLowerCase() === 'content-type')?.[1]
    const type = givenType ?? this.getHeader('content-type')
    if (!this[SWAP] && carriesNonce(type)) swapBody(this, type)
    const path = this.req?.url ?? '/'
    const framedByAdmin = inDraftMode(this.req?.headers.cookie)
    for (const [name, value] of Object.entries(securityHeaders(path, nonceOf(this), https, { framedByAdmin, adminImages }))) {
      if (given) for (const key of Object.keys(given)) if (key.toLowerCase() === name.toLowerCase()) delete given[key]
      this.setHeader(name, value)
    }
    if (this[SWAP]) {
      this.removeHeader('etag')
      if (given) for (const key of Object.keys(given)) if (key.toLowerCase() === 'etag') delete given[key]
      const givenCacheKey = given && Object.keys(given).find((key) => key.toLowerCase() === 'cache-control')
      const cacheControl = privateCacheControl(givenCacheKey ? given[givenCacheKey] : this.getHeader('cache-control'))
      if (givenCacheKey) delete given[givenCacheKey]
      this.setHeader('Cache-Control', cacheControl)
    }
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}
