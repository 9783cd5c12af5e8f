import { IncomingMessage, type IncomingHttpHeaders, type ServerResponse } from 'node:http'

import { t } from '../i18n/dictionary'
import { localeOfPath } from './badRequest'

/**
 * Server-action bodies are read and checked here, in front of Next (issue 13.14). Next 16.4 answers
 * 500 to a server action whose body it cannot read (garbage JSON, broken multipart, a content type it
 * does not expect) and to one over `serverActions.bodySizeLimit` (its 413 is thrown, then turned into
 * a 500: action-handler.js, "TODO: respond with a 413"). Those are the client's fault: 400 and 413
 * here, with a short message in the page's language; a readable body goes on to Next unchanged.
 */

/** next.config.mjs `serverActions.bodySizeLimit: '6mb'` (Next reads "mb" as MiB). */
export const ACTION_BODY_LIMIT = 6 * 1024 * 1024

export type ActionKind = 'fetch' | 'form'

const headerOf = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * Whether Next will run this request as a server action: a POST to a page (not /api, not an asset)
 * with a Next-Action header (the client's fetch) or a multipart form (a form posted without JavaScript).
 */
export function actionKind(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): ActionKind | null {
  if (method !== 'POST') return null
  const path = url ?? '/'
  if (/^\/(?:api|_next)(?:[/?]|$)/.test(path)) return null
  if (headerOf(headers, 'next-action') !== undefined) return 'fetch'
  if (/^multipart\/form-data\b/i.test(headerOf(headers, 'content-type') ?? '')) return 'form'
  return null
}

/** Whether Next can read this body: the content types its action handler reads, and parseable. */
export async function readableActionBody(kind: ActionKind, contentType: string, body: Buffer): Promise<boolean> {
  const type = contentType.toLowerCase()
  if (type.startsWith('multipart/form-data')) {
    if (!/boundary=/.test(type)) return false
    try {
      await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData()
      return true
    } catch {
      return false
    }
  }
  // A fetch action with plain arguments sends them as a JSON array in text/plain.
  if (kind === 'fetch' && (type === '' || type.startsWith('text/plain'))) {
    try {
      return Array.isArray(JSON.parse(body.toString('utf8')))
    } catch {
      return false
    }
  }
  return false
}

function refuse(req: IncomingMessage, res: ServerResponse, status: 400 | 413) {
  if (res.headersSent) return
  const message = t(status === 413 ? 'error.tooLarge' : 'error.badForm', localeOfPath(req.url ?? '/'))
  // No Connection: close: Node drains the rest of the body, so the client reads this answer.
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(message)
}

/** A request Next can read again: the same head, the body already received. */
function replayOf(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(req.socket)
  Object.assign(replay, {
    method: req.method,
    url: req.url,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    rawHeaders: req.rawHeaders,
  })
  replay.headers = req.headers
  replay.headers['content-length'] = String(body.length)
  delete replay.headers['transfer-encoding']
  replay.push(body)
  replay.push(null)
  replay.complete = true
  return replay
}

/**
 * Reads the body of a server-action request (at most the limit), then either refuses it or hands a
 * replay of it to the server's request listeners (Next).
 */
export function screenActionRequest(
  kind: ActionKind,
  req: IncomingMessage,
  res: ServerResponse,
  pass: (replay: IncomingMessage) => void,
): void {
  if (Number(headerOf(req.headers, 'content-length')) > ACTION_BODY_LIMIT) {
    refuse(req, res, 413)
    req.resume()
    return
  }
  const chunks: Buffer[] = []
  let size = 0
  let over = false
  req.on('data', (chunk: Buffer) => {
    if (over) return
    size += chunk.length
    if (size > ACTION_BODY_LIMIT) {
      over = true
      chunks.length = 0
      refuse(req, res, 413)
      return
    }
    chunks.push(chunk)
  })
  req.on('end', () => {
    if (over) return
    const body = Buffer.concat(chunks)
    readableActionBody(kind, headerOf(req.headers, 'content-type') ?? '', body)
      .then((readable) => {
        if (!readable) return refuse(req, res, 400)
        pass(replayOf(req, body))
      })
      .catch(() => refuse(req, res, 400))
  })
  req.on('error', () => {})
}
