/**
 * The visitor's shortlist (favourites), kept in the browser without an account and, for a logged-in
 * demander, in their account too. Pure rules: the model, what stored or submitted input is accepted,
 * the merge of two lists, the share link and the compare selection.
 *
 * A listing is named by its CRM id (`externalId`, the number that ends its public URL): it survives a
 * re-import and it is what the site shows anyway. An entry is never a relationship to the property, so
 * a listing that is removed later stays on the list and the shortlist says it is no longer online.
 *
 * Merge rule (two browsers, or the browser and the account): one entry per listing, the entry changed
 * last wins (last-writer-wins per listing). Removing a listing is a change too: it leaves a tombstone
 * (`removed: true` with its time), so a listing removed on the phone does not come back from the
 * account, while a listing added anywhere is never dropped by a merge. When both sides changed a note,
 * the later note wins (a shortlist note is a short reminder, and joining two versions would grow it on
 * every merge). Nothing else is ever dropped, up to the bound of MAX_ENTRIES kept listings (an addition
 * beyond it is refused where it is made, so a merge over the bound only happens when two full lists
 * meet: the most recently changed ones are kept).
 */

/** Listings on one shortlist (and ids in one share link). */
export const MAX_ENTRIES = 50
/** Removals remembered (so a merge does not bring them back). */
const MAX_TOMBSTONES = 50
/** Characters of one note. */
export const MAX_NOTE_LENGTH = 500
/** Listings compared side by side. */
export const MAX_COMPARE = 4

export interface ShortlistEntry {
  /** The listing's CRM id (externalId). */
  id: number
  note: string
  /** When it was first added (ISO time). */
  addedAt: string
  /** When it was last added, noted or removed (ISO time): the merge keeps the later one. */
  updatedAt: string
  /** A tombstone: removed at `updatedAt`. */
  removed?: boolean
}

const ID = /^[1-9]\d{0,8}$/

/** A CRM id as the site accepts it: a positive whole number of at most 9 digits. */
export function isListingId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 1e9
}

/** A note as kept: text, control characters (but line breaks) removed, at most MAX_NOTE_LENGTH characters. */
export function cleanNote(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').slice(0, MAX_NOTE_LENGTH)
}

/** A time as kept: a valid ISO time not later than `now` (a clock in the future would win every merge). */
function cleanTime(value: unknown, now: Date): string | null {
  if (typeof value !== 'string' || value.length > 40) return null
  const time = Date.parse(value)
  if (!Number.isFinite(time) || time < Date.UTC(2020, 0, 1)) return null
  return new Date(Math.min(time, now.getTime())).toISOString()
}

/**
 * The entries of stored or submitted input (localStorage, the account's field, a request body): what is
 * not a valid entry is skipped, a listing named twice keeps its later change, at most MAX_ENTRIES kept
 * listings and MAX_TOMBSTONES removals (the most recently changed), newest first.
 */
export function readEntries(input: unknown, now = new Date()): ShortlistEntry[] {
  if (!Array.isArray(input)) return []
  const byId = new Map<number, ShortlistEntry>()
  for (const raw of input.slice(0, (MAX_ENTRIES + MAX_TOMBSTONES) * 2)) {
    if (!raw || typeof raw !== 'object') continue
    // Own properties only: an object's prototype (`__proto__` in a request body) says nothing.
    const r = Object.fromEntries(Object.entries(raw)) as Record<string, unknown>
    if (!isListingId(r.id)) continue
    const updatedAt = cleanTime(r.updatedAt, now) ?? cleanTime(r.addedAt, now)
    if (!updatedAt) continue
    const addedAt = cleanTime(r.addedAt, now) ?? updatedAt
    const entry: ShortlistEntry = { id: r.id, note: cleanNote(r.note), addedAt: addedAt < updatedAt ? addedAt : updatedAt, updatedAt }
    if (r.removed === true) entry.removed = true
    const known = byId.get(entry.id)
    byId.set(entry.id, known ? later(known, entry) : entry)
  }
  return bounded([...byId.values()])
}

/** The entry changed last; at the same time a kept entry beats a removal (keeping loses nothing). */
function later(a: ShortlistEntry, b: ShortlistEntry): ShortlistEntry {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? a : b
  if (!!a.removed !== !!b.removed) return a.removed ? b : a
  return a.note.length >= b.note.length ? a : b
}

const newestFirst = (a: ShortlistEntry, b: ShortlistEntry) =>
  a.updatedAt === b.updatedAt ? b.id - a.id : a.updatedAt < b.updatedAt ? 1 : -1

function bounded(entries: ShortlistEntry[]): ShortlistEntry[] {
  const sorted = [...entries].sort(newestFirst)
  return [...sorted.filter((e) => !e.removed).slice(0, MAX_ENTRIES), ...sorted.filter((e) => e.removed).slice(0, MAX_TOMBSTONES)]
}

/** The listings on the list (no tombstones), in the order they were added, newest first. */
export function keptEntries(entries: readonly ShortlistEntry[]): ShortlistEntry[] {
  return entries.filter((e) => !e.removed).sort((a, b) => (a.addedAt === b.addedAt ? b.id - a.id : a.addedAt < b.addedAt ? 1 : -1))
}

export function isShortlisted(entries: readonly ShortlistEntry[], id: number): boolean {
  return entries.some((e) => e.id === id && !e.removed)
}

/** Merge two lists (see the file's comment): one entry per listing, the later change wins. */
export function mergeShortlists(a: readonly ShortlistEntry[], b: readonly ShortlistEntry[]): ShortlistEntry[] {
  const byId = new Map<number, ShortlistEntry>()
  for (const entry of [...a, ...b]) {
    const known = byId.get(entry.id)
    byId.set(entry.id, known ? later(known, entry) : entry)
  }
  return bounded([...byId.values()])
}

export type AddResult = { ok: true; entries: ShortlistEntry[] } | { ok: false; reason: 'full' | 'invalid' }

/** Add a listing (already there: unchanged). Refused when the list holds MAX_ENTRIES listings. */
export function addEntry(entries: readonly ShortlistEntry[], id: number, now = new Date()): AddResult {
  if (!isListingId(id)) return { ok: false, reason: 'invalid' }
  if (isShortlisted(entries, id)) return { ok: true, entries: [...entries] }
  if (keptEntries(entries).length >= MAX_ENTRIES) return { ok: false, reason: 'full' }
  const time = now.toISOString()
  const rest = entries.filter((e) => e.id !== id)
  return { ok: true, entries: bounded([{ id, note: '', addedAt: time, updatedAt: time }, ...rest]) }
}

/** Remove a listing: it stays as a tombstone (its note is dropped with it). */
export function removeEntry(entries: readonly ShortlistEntry[], id: number, now = new Date()): ShortlistEntry[] {
  const time = now.toISOString()
  return bounded(entries.map((e) => (e.id === id && !e.removed ? { id, note: '', addedAt: e.addedAt, updatedAt: time, removed: true } : e)))
}

/** The heart: add when not on the list, else remove. */
export function toggleEntry(entries: readonly ShortlistEntry[], id: number, now = new Date()): AddResult {
  return isShortlisted(entries, id) ? { ok: true, entries: removeEntry(entries, id, now) } : addEntry(entries, id, now)
}

/** Set a listing's note (only a listing on the list has one). */
export function setNote(entries: readonly ShortlistEntry[], id: number, note: string, now = new Date()): ShortlistEntry[] {
  const text = cleanNote(note)
  return entries.map((e) => (e.id === id && !e.removed && e.note !== text ? { ...e, note: text, updatedAt: now.toISOString() } : e))
}

/**
 * The ids of a share link or compare link (`?ids=12,34,56`). Lenient, since anyone can type a URL:
 * what is not an id is skipped, a repeated id counts once, at most `max` ids. Never throws.
 */
export function parseIdList(value: string | null | undefined, max = MAX_ENTRIES): number[] {
  if (typeof value !== 'string') return []
  const ids: number[] = []
  for (const part of value.slice(0, max * 12).split(/[,.\s]+/)) {
    if (!ID.test(part)) continue
    const id = Number(part)
    if (!ids.includes(id)) ids.push(id)
    if (ids.length >= max) break
  }
  return ids
}

/**
 * Strict reading of an id list for an API (`/api/site/listings/summaries?ids=`): every part must be an
 * id, 1 to `max` of them. Null when anything is wrong (the route answers 400).
 */
export function readIdListStrict(value: string | null | undefined, max = MAX_ENTRIES): number[] | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > max * 10 + max) return null
  const parts = value.split(',')
  if (parts.length > max || !parts.every((p) => ID.test(p))) return null
  return [...new Set(parts.map(Number))]
}

/**
 * The share link's query: the listings' ids only, never the notes. Notes are the visitor's own
 * reminders ("offer 10 % less"), and a link travels through chats, e-mail and referrer logs; the ids are
 * public anyway (they end every listing's URL). At most MAX_ENTRIES ids, newest first.
 */
export function shareQuery(entries: readonly ShortlistEntry[]): string {
  const ids = keptEntries(entries)
    .slice(0, MAX_ENTRIES)
    .map((e) => e.id)
  return ids.length ? `?ids=${ids.join(',')}` : ''
}

/** The compare link's query for the chosen ids (at most MAX_COMPARE). */
export function compareQuery(ids: readonly number[]): string {
  return `?ids=${ids.slice(0, MAX_COMPARE).join(',')}`
}

/** Tick or untick a listing for comparison: at most MAX_COMPARE; a fifth is refused (unchanged). */
export function toggleCompare(selected: readonly number[], id: number): { selected: number[]; full: boolean } {
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), full: false }
  if (selected.length >= MAX_COMPARE) return { selected: [...selected], full: true }
  return { selected: [...selected, id], full: false }
}

/** Add the listings of a shared link to a list (the "save to my shortlist" button), as far as the bound allows. */
export function addAll(
  entries: readonly ShortlistEntry[],
  ids: readonly number[],
  now = new Date(),
): { entries: ShortlistEntry[]; refused: number } {
  let list = [...entries]
  let refused = 0
  // The first shared id gets the latest time, so the shared order (newest first) is kept.
  ids.forEach((id, i) => {
    const result = addEntry(list, id, new Date(now.getTime() - i))
    if (result.ok) list = result.entries
    else refused++
  })
  return { entries: list, refused }
}
