import { IncomingMessage, Server, ServerResponse, type IncomingHttpHeaders } from 'node:http'

import { t } from '../i18n/dictionary'
import { MULTIPART_MARGIN, UPLOAD_COLLECTIONS, inMegabytes, uploadLimitOf } from '../lib/uploadLimits'
import { ACTION_BODY_LIMIT } from './actionBodies'
import { localeOfPath } from './badRequest'

/**
 * Every request body is bounded here, in Node's http layer, before Next or Payload read a byte of it
 * (issue 33.2). Their own limits apply to bodies that say how long they are; a chunked body said
 * nothing and was read whole: a handful of huge bodies to /api/site/page-view grew the server by
 * gigabytes. The bytes are counted as the parser hands them to the request, so a body over its
 * limit is never held: a declared length over it is answered at once, a chunked one as soon as the
 * count passes it. The answer is a 413 stating the limit, with `Connection: close`; the connection
 * then ends, so the rest of the body is never read.
 */

const MIB = 1024 * 1024

/** Any API route that takes no file: JSON writes, logins, GraphQL, the site's own JSON routes. */
export const API_BODY_LIMIT = MIB

export type BodyLimitKind = 'api' | 'upload' | 'page'

export interface BodyLimit {
  kind: BodyLimitKind
  /** Bytes of body allowed. */
  bytes: number
  /** The answer's text: the limit, and for uploads the setting that holds it. */
  message: string
}

/** Payload's REST routes that take a file: create (`/api/media`) and replace (`/api/media/<id>`) of an upload collection. */
const UPLOAD_ROUTE = new RegExp(`^/api/(${UPLOAD_COLLECTIONS.join('|')})(?:/[^/]+)?/?$`)

/**
 * The body limit of a request by its path: uploads their collection's (the file's limit plus the
 * multipart margin), other API routes 1 MiB, pages and the admin the server actions' 6 MiB
 * (src/security/actionBodies.ts, which reads those bodies itself).
 */
export function bodyLimitFor(url: string | undefined, env: Record<string, string | undefined> = process.env): BodyLimit {
  const pathname = (url ?? '/').split(/[?#]/, 1)[0]
  const upload = UPLOAD_ROUTE.exec(pathname)?.[1]
  if (upload) {
    const { file, message } = uploadLimitOf(upload, env)
    return { kind: 'upload', bytes: file + MULTIPART_MARGIN, message }
  }
  if (pathname === '/api' || pathname.startsWith('/api/'))
    return {
      kind: 'api',
      bytes: API_BODY_LIMIT,
      message: `The request body is too large: at most ${inMegabytes(API_BODY_LIMIT)} MB on this API route.`,
    }
  return { kind: 'page', bytes: ACTION_BODY_LIMIT, message: t('error.tooLarge', localeOfPath(pathname)) }
}

/** The body length a request declares, or null when it declares none (chunked, or no body). */
export function declaredLength(headers: IncomingHttpHeaders): number | null {
  const raw = headers['content-length']
  if (raw === undefined || headers['transfer-encoding'] !== undefined) return null
  const length = Number(raw)
  return Number.isSafeInteger(length) && length >= 0 ? length : null
}

/** A counter of body bytes: true once they pass the limit (and from then on). */
export function byteCounter(limit: number): (bytes: number) => boolean {
  let seen = 0
  return (bytes) => (seen += bytes) > limit
}

/** After the answer, the time a client still sending gets to read it before the connection is cut. */
const LINGER_MS = 2_000

type Socket = NonNullable<IncomingMessage['socket']> & { destroySoon?: () => void }

/**
 * Answers 413 (API routes in Payload's error shape, pages as text in their language) and ends the
 * connection. Nothing more of the body is read: the request takes no more bytes from the parser and
 * never asks the socket for more (a request nobody consumes is otherwise drained by Node after the
 * answer). Closing a socket with unread bytes resets the connection, and a client still sending may
 * lose the answer with it, so the FIN goes out behind the answer and the socket is destroyed a moment
 * later (Node's own `destroySoon` for a `Connection: close` answer would destroy it at once).
 */
function refuse(req: IncomingMessage, res: ServerResponse, limit: BodyLimit): void {
  req.push = () => false
  req._read = () => {}
  const socket = req.socket as Socket | null
  if (res.headersSent) return void socket?.destroy()
  if (socket)
    socket.destroySoon = function (this: Socket) {
      this.end()
      setTimeout(() => this.destroy(), LINGER_MS).unref()
    }
  const json = limit.kind !== 'page'
  const body = json ? JSON.stringify({ errors: [{ message: limit.message }] }) : limit.message
  res.shouldKeepAlive = false
  res.writeHead(413, {
    'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  res.end(body)
}

/**
 * Counts the bytes the parser pushes into the request; the chunk that passes the limit is not passed
 * on (the consumer waits, and the connection ends with the answer).
 */
function countBody(req: IncomingMessage, res: ServerResponse, limit: BodyLimit): void {
  const over = byteCounter(limit.bytes)
  const push = req.push
  req.push = function (this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
    if (chunk != null && over((chunk as Buffer).length)) {
      refuse(req, res, limit)
      return false
    }
    return push.call(this, chunk, encoding)
  }
}

const INSTALLED = Symbol.for('kempen.bodyLimit')

/** Installed once at server start (src/instrumentation.ts), outermost, so it sees each request first. */
export function installBodyLimit(): void {
  const proto = Server.prototype as Server & { [INSTALLED]?: true }
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const emit = proto.emit
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && args[0] instanceof IncomingMessage && args[1] instanceof ServerResponse) {
      const [req, res] = args as [IncomingMessage, ServerResponse]
      const declared = declaredLength(req.headers)
      if (declared === null ? req.headers['transfer-encoding'] !== undefined : declared > 0) {
        const limit = bodyLimitFor(req.url)
        if (declared !== null && declared > limit.bytes) {
          refuse(req, res, limit)
          return true
        }
        // Node's parser stops a declared body at its length; only a chunked one needs counting.
        if (declared === null) countBody(req, res, limit)
      }
    }
    return (emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean).call(this, event, ...args)
  } as Server['emit']
}
