import type { Payload } from 'payload'

import { demandViewer, type DemandUser } from '../account/session'
import { json, statusOf } from '../auth/http'
import { mergeShortlists, readEntries, type ShortlistEntry } from '../lib/shortlist'

/**
 * The demander's shortlist in their account (`/api/account/shortlist`), as plain functions of
 * (payload, request) -> Response (the integration tests call what the route serves). Every read and
 * write runs as the demander (overrideAccess: false; collections/Demands is staffOrSelf), so no one
 * reads or writes another demander's list.
 *
 *   GET                      -> { entries }  the account's list
 *   POST { entries: [...] }  -> { entries }  the browser's list merged into the account's
 *                                            (src/lib/shortlist.ts: per listing the later change wins,
 *                                            removals are kept as tombstones), saved, and returned
 *                                            for the browser to keep
 */

/** A body larger than this is no shortlist (50 entries with 500-character notes fit several times). */
const MAX_BODY_BYTES = 128 * 1024

async function ownEntries(payload: Payload, user: DemandUser): Promise<ShortlistEntry[]> {
  const doc = await payload.findByID({ collection: 'demands', id: user.id, overrideAccess: false, user, depth: 0, disableErrors: true })
  return readEntries(doc?.shortlist)
}

export async function handleShortlistRead(payload: Payload, request: Request): Promise<Response> {
  const user = await demandViewer(payload, request.headers)
  if (!user) return json({ error: 'login.sessionExpired', message: 'Log in as a demander to read the saved properties.' }, 401)
  return json({ entries: await ownEntries(payload, user) })
}

export async function handleShortlistMerge(payload: Payload, request: Request): Promise<Response> {
  const user = await demandViewer(payload, request.headers)
  if (!user) return json({ error: 'login.sessionExpired', message: 'Log in as a demander to keep the saved properties.' }, 401)
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) return json({ error: 'error.api', message: `The body is larger than ${MAX_BODY_BYTES} bytes.` }, 413)
  const text = await request.text().catch(() => '')
  if (text.length > MAX_BODY_BYTES) return json({ error: 'error.api', message: `The body is larger than ${MAX_BODY_BYTES} bytes.` }, 413)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json({ error: 'error.api', message: 'The body is not JSON.' }, 400)
  }
  const entries = body && typeof body === 'object' && !Array.isArray(body) ? (body as { entries?: unknown }).entries : undefined
  if (!Array.isArray(entries)) return json({ error: 'error.api', message: 'Send { "entries": [ … ] }.' }, 400)
  try {
    const stored = await ownEntries(payload, user)
    const merged = mergeShortlists(stored, readEntries(entries))
    if (JSON.stringify(merged) !== JSON.stringify(stored)) {
      await payload.update({ collection: 'demands', id: user.id, overrideAccess: false, user, depth: 0, data: { shortlist: merged } })
    }
    return json({ entries: merged })
  } catch (error) {
    const status = statusOf(error)
    if (status && status < 500) return json({ error: 'error.api', message: 'The saved properties could not be stored.' }, status)
    payload.logger.error({ err: error }, 'shortlist merge failed')
    return json({ error: 'error.api' }, 500)
  }
}
