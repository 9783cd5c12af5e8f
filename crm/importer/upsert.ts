import { createHash } from 'node:crypto'

import { createLocalReq, type CollectionSlug, type Payload, type PayloadRequest } from 'payload'

import { DEFAULT_LOCALE } from '../../src/i18n/locales'
import { abortWork, beginWork, commitWork } from '../../src/lib/unitOfWork'
import type { Tally } from './report'

export type Id = number | string
export type Existing = Map<string, { id: Id; importHash?: string | null; doc: Record<string, unknown> }>

const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('hex')
export const QUIET = { disableRevalidate: true }

export async function existingBy(
  payload: Payload,
  collection: CollectionSlug,
  keyOf: (doc: Record<string, unknown>) => string,
  select: Record<string, true>,
): Promise<Existing> {
  // Trashed rows too (`trash: true`): a listing staff moved to the trash keeps its CRM ID (unique), so
  // the import updates it where it lies instead of failing to create it again; restoring is staff's call.
  const result = await payload.find({
    collection,
    pagination: false,
    depth: 0,
    trash: true,
    select: { ...select, importHash: true } as never,
  })
  return new Map(
    result.docs.map((doc) => {
      const record = doc as unknown as Record<string, unknown>
      return [keyOf(record), { id: record.id as Id, importHash: record.importHash as string | null, doc: record }]
    }),
  )
}

/**
 * Create or update one document from its default-language data and its other languages' texts.
 * The hash of everything written is stored, so a second import of the same data writes nothing.
 *
 * The row, its translations, its hash and what `alongside` writes (a listing's demand alerts) are one
 * transaction: an import killed at any point leaves each document either fully written (hash and
 * alerts included) or untouched, so the re-run writes and alerts exactly what is missing. Before,
 * the hash was written before the translations and the alerts only at the very end: a crash left
 * rows whose hash said "done" without their translations or alerts, never repaired by a re-run.
 * Returns the document's id and what `alongside` returned.
 */
export async function upsert<Extra = undefined>(
  payload: Payload,
  collection: CollectionSlug,
  existing: Existing,
  key: string,
  base: Record<string, unknown>,
  translations: Record<string, Record<string, unknown>>,
  count: Tally,
  /** The localized fields of `base` (its texts in the default language). */
  baseTexts: Record<string, unknown> = {},
  /** More writes in the document's transaction, once every language is written (pass `req` to each). */
  alongside?: (doc: Record<string, unknown>, req: PayloadRequest) => Promise<Extra>,
): Promise<{ id: Id; extra?: Extra }> {
  const importHash = hashOf({ base, translations })
  const found = existing.get(key)
  if (found && found.importHash === importHash) {
    count.unchanged++
    return { id: found.id }
  }
  const req = await createLocalReq({ context: QUIET }, payload)
  let doc: Record<string, unknown>
  let extra: Extra | undefined
  try {
    await beginWork(req)
    // The CRM decides what is public (its publish flag): an imported project is always a published
    // version, never a draft waiting for staff (collections with drafts, issue 15.1).
    const published = payload.collections[collection]?.config.versions?.drafts ? { _status: 'published' } : {}
    const data = { ...base, importHash, ...published } as never
    doc = (found
      ? // `trash: true`: a listing in the trash is updated where it lies (existingBy).
        await payload.update({ collection, id: found.id, data, locale: DEFAULT_LOCALE, depth: 0, context: QUIET, req, trash: true })
      : await payload.create({ collection, data, locale: DEFAULT_LOCALE, depth: 0, context: QUIET, req })) as unknown as Record<
      string,
      unknown
    >
    // The other languages only add plain texts (slugs already made). A full update per language would
    // re-validate and rewrite the whole listing each time, so every localized text is written once, in
    // all languages together, in the adapters' own all-locales shape ({ title: { nl, fr, en } }).
    const languages = Object.keys(translations)
    if (languages.length) {
      const keys = new Set([...Object.keys(baseTexts), ...languages.flatMap((l) => Object.keys(translations[l]))])
      const data = Object.fromEntries(
        [...keys].map((field) => [
          field,
          { [DEFAULT_LOCALE]: baseTexts[field] ?? null, ...Object.fromEntries(languages.map((l) => [l, translations[l][field] ?? null])) },
        ]),
      )
      await payload.db.updateOne({ collection, id: doc.id as Id, data, req, returning: false })
    }
    if (alongside) extra = await alongside(doc, req)
    await commitWork(req)
  } catch (error) {
    await abortWork(req).catch(() => undefined)
    throw error
  }
  if (found) count.updated++
  else count.created++
  existing.set(key, { id: doc.id as Id, importHash, doc })
  return { id: doc.id as Id, extra }
}
