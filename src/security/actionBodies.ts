import { readFileSync, statSync } from 'node:fs'
import { IncomingMessage, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import path from 'node:path'

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

/** Deeper than this, an action's arguments are an attack, not a form (React revives them recursively). */
export const MAX_REPLY_DEPTH = 64

/** Strings React's reply decoder reads as a value of their own, referring to nothing else. */
const PLAIN_TAG = /^\$(?:\$|undefined$|Infinity$|-Infinity$|NaN$|-0$|D|n-?\d+$|T)/
/** A reference to another part of the body: `$1`, `$Q1`, `$W1`, `$F1`, `$B1`, `$@1`, `$K1`… (hex id, optional path). */
const PART_REFERENCE = /^\$([A-Za-z@]?)([0-9a-f]+)(?::.*)?$/s

/**
 * Whether a decoded reply value (the arguments of a fetch action, issue 33.8) is one React can revive:
 * at most MAX_REPLY_DEPTH levels, and every `$` string either escaped (`$$`), a plain value (`$undefined`,
 * a date, a BigInt…) or a reference to a part the body has (`parts`: the multipart field names; a
 * text/plain body has none). Next answered 500 to `$B99`, `$Q1`, `$F1` with no such part, and to
 * 5,000-deep nesting.
 */
export function revivableReply(value: unknown, parts: ReadonlySet<string> = new Set()): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]]
  while (stack.length) {
    const [item, depth] = stack.pop()!
    if (typeof item === 'string') {
      if (!item.startsWith('$') || PLAIN_TAG.test(item)) continue
      const ref = PART_REFERENCE.exec(item)
      if (!ref) return false
      const id = String(parseInt(ref[2], 16))
      const found = ref[1] === 'K' ? [...parts].some((name) => name.startsWith(`${id}_`)) : parts.has(id)
      if (!found) return false
      continue
    }
    if (!item || typeof item !== 'object') continue
    if (depth > MAX_REPLY_DEPTH) return false
    for (const child of Object.values(item as Record<string, unknown>)) stack.push([child, depth + 1])
  }
  return true
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** Whether Next can read this body: the content types its action handler reads, parseable, revivable. */
/**
 * The action ids a form posted without JavaScript names (React's decodeAction): `$ACTION_ID_<id>`, or
 * the `id` of a bound action's `$ACTION_<n>:0` JSON. Unparseable JSON names none (Next answers 400).
 */
export function formActionIds(form: FormData): string[] {
  const ids: string[] = []
  for (const [name, value] of form.entries()) {
    if (name.startsWith('$ACTION_ID_')) ids.push(name.slice('$ACTION_ID_'.length))
    else if (/^\$ACTION_\d+:0$/.test(name) && typeof value === 'string') {
      const parsed = parseJson(value)
      const id = parsed.ok && parsed.value && typeof parsed.value === 'object' ? (parsed.value as { id?: unknown }).id : undefined
      if (typeof id === 'string') ids.push(id)
    }
  }
  return ids
}

/**
 * Whether Next can read this body: true, false (a 400), or 409 when a form posted without JavaScript
 * names an action this build lacks (`known`; see unknownActionStatus).
 */
export async function readableActionBody(
  kind: ActionKind,
  contentType: string,
  body: Buffer,
  known: ReadonlySet<string> | null = null,
): Promise<boolean | 409> {
  const type = contentType.toLowerCase()
  if (type.startsWith('multipart/form-data')) {
    if (!/boundary=/.test(type)) return false
    let form: FormData
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData()
    } catch {
      return false
    }
    if (kind !== 'fetch') {
      for (const id of formActionIds(form)) {
        const status = unknownActionStatus(id, known)
        if (status === 400) return false
        if (status) return status
      }
      return true
    }
    // A fetch action's reply as parts: "0" is the root, other numbered parts are what it refers to.
    const parts = new Set([...form.keys()])
    for (const [name, value] of form.entries()) {
      if (!/^\d+$/.test(name) || typeof value !== 'string') continue
      const parsed = parseJson(value)
      if (!parsed.ok) {
        if (name === '0') return false
        continue
      }
      if (!revivableReply(parsed.value, parts)) return false
    }
    return true
  }
  // A fetch action with plain arguments sends them as a JSON array in text/plain.
  if (kind === 'fetch' && (type === '' || type.startsWith('text/plain'))) {
    const parsed = parseJson(body.toString('utf8'))
    return parsed.ok && Array.isArray(parsed.value) && revivableReply(parsed.value)
  }
  return false
}

/**
 * Whether a server action's Origin fits its host as Next checks it (action-handler.js): no Origin
 * passes (Next lets it through with a warning), else the Origin's host must be the first
 * X-Forwarded-Host or, without one, the Host. Next answered a mismatch 500 ("Invalid Server Actions
 * request."); here it is a 403 before Next.
 */
export function sameOriginAction(headers: IncomingHttpHeaders): boolean {
  const origin = headerOf(headers, 'origin')
  if (origin === undefined || origin === '') return true
  let originHost: string
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host
  } catch {
    return false
  }
  const forwarded = headerOf(headers, 'x-forwarded-host')?.split(',')[0]?.trim()
  const host = forwarded || headerOf(headers, 'host')
  return !!host && originHost === host
}

/** What a server action id looks like (Next's mightBeServerReferenceId): 42 hex digits. */
const SERVER_REFERENCE_ID = /^[0-9a-f]{42}$/i

/**
 * A fetch action's id against the build's actions (`known`; null when the manifest cannot be read:
 * then Next decides). Next answers an unknown id itself (409 "Server Action unavailable", with the
 * header its client router reloads on) but first logs "Failed to find Server Action" as a warning for
 * every such request: answered here the same way, without the log line.
 */
export function unknownActionStatus(id: string | undefined, known: ReadonlySet<string> | null): 400 | 409 | null {
  if (id === undefined || known === null) return null
  if (!SERVER_REFERENCE_ID.test(id)) return 400
  return known.has(id) ? null : 409
}

let manifest: { ids: ReadonlySet<string> | null; mtimeMs: number; checkedAt: number } | null = null
let manifestFile = path.join(process.cwd(), '.next/server/server-reference-manifest.json')

/** Another manifest (unit tests). */
export function useActionManifest(file: string): void {
  manifestFile = file
  manifest = null
}

/** The ids of this build's server actions (.next/server/server-reference-manifest.json), re-read when it changes. */
function knownActionIds(now = Date.now()): ReadonlySet<string> | null {
  if (manifest && now - manifest.checkedAt < 5_000) return manifest.ids
  const file = manifestFile
  try {
    const { mtimeMs } = statSync(file)
    if (manifest && manifest.mtimeMs === mtimeMs) {
      manifest.checkedAt = now
      return manifest.ids
    }
    const json = JSON.parse(readFileSync(file, 'utf8')) as { node?: Record<string, unknown> }
    manifest = { ids: new Set(Object.keys(json.node ?? {})), mtimeMs, checkedAt: now }
  } catch {
    manifest = { ids: null, mtimeMs: 0, checkedAt: now }
  }
  return manifest.ids
}

const NOT_FOUND_HEADER = 'x-nextjs-action-not-found'

function refuse(req: IncomingMessage, res: ServerResponse, status: 400 | 403 | 409 | 413) {
  if (res.headersSent) return
  const locale = localeOfPath(req.url ?? '/')
  const message = t(status === 413 ? 'error.tooLarge' : status === 403 ? 'error.crossSite' : 'error.badForm', locale)
  // No Connection: close: Node drains the rest of the body, so the client reads this answer.
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    // An unknown action id: what Next sends, so its client router reloads the page (a new deployment).
    ...(status === 409 ? { [NOT_FOUND_HEADER]: '1' } : {}),
  })
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
  const early =
    Number(headerOf(req.headers, 'content-length')) > ACTION_BODY_LIMIT
      ? 413
      : !sameOriginAction(req.headers)
        ? 403
        : kind === 'fetch'
          ? unknownActionStatus(headerOf(req.headers, 'next-action'), knownActionIds())
          : null
  if (early) {
    refuse(req, res, early)
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
    readableActionBody(kind, headerOf(req.headers, 'content-type') ?? '', body, knownActionIds())
      .then((readable) => {
        if (readable !== true) return refuse(req, res, readable === 409 ? 409 : 400)
        pass(replayOf(req, body))
      })
      .catch(() => refuse(req, res, 400))
  })
  req.on('error', () => {})
}
