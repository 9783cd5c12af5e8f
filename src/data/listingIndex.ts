import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { LOCALES, type Locale } from '../i18n/locales'
import { buildListingIndex, type ListingIndex } from '../listings/listingIndex'
import { TAGS } from '../revalidation/tags'
import { payloadClient } from './payload'
import { readIndexedListings, type IndexedListing } from './propertyCards'

/**
 * The published listings in this server's memory, so a filtered search costs no database query.
 * Payload turns every row into a document through the collection's ~200 fields, so reading 10,000
 * listings takes seconds: the index is read whole once (at server start, see instrumentation.ts, in
 * every language at once) and then kept current by Next's cache tags. A generation token cached under
 * the `properties` tag changes whenever a hook expires that tag (on any instance sharing the cache),
 * and the next search first brings the index up to date:
 *   - properties changed: the rows updated since the last read are read again (milliseconds) before
 *     answering; those no longer published leave the index. When the number of published properties
 *     then differs (one was deleted), the whole index is read again in the background;
 *   - media, projects or types changed (photos, project names on cards): the whole index is read again
 *     in the background.
 * Meanwhile searches are answered from the index at hand.
 */

/** Every tag whose expiry changes what the index answers: a read built on the index is cached under these. */
export const LISTING_INDEX_TAGS = [TAGS.properties, TAGS.media, TAGS.projects, TAGS.propertyTypes] as const

// Next keys an unstable_cache entry by its function's source text as well as by its key parts, and each
// route's bundle spells an imported function with its own alias (`(0,n.randomUUID)()`, `(0,d.randomUUID)()`):
// the list page, the cached search route and the listings API then each saw a generation of their own, and
// every render on another route than the last one read the whole index again, blocking the process for
// seconds at the bench's size. A global reads the same in every bundle.
const newGeneration = async () => globalThis.crypto.randomUUID()
const propertiesGeneration = unstable_cache(newGeneration, ['listing-index-generation:properties'], { tags: [TAGS.properties] })
const relatedGeneration = unstable_cache(newGeneration, ['listing-index-generation:related'], {
  tags: LISTING_INDEX_TAGS.filter((tag) => tag !== TAGS.properties),
})

type Generations = { properties: string; related: string }

interface IndexState {
  /** Per property id, its card in every language. */
  rows: Map<number, Record<Locale, IndexedListing>>
  /** The searchable index of a language, built from `rows` when first asked for. */
  built: Map<Locale, ListingIndex<IndexedListing>>
  /** Empty for a read made outside a request (server start): adopted from the first search. */
  generations: Generations
  /** When the rows were read (ms): the next incremental read starts a little before. */
  readAt: number
}

interface Store {
  state: IndexState | null
  pending: Promise<IndexState> | null
  background: Promise<void> | null
  /** When bringing the index up to date last failed (ms), or null. */
  failedAt: number | null
}

// One store per process, whichever route bundle imports this module.
const STORE_KEY = Symbol.for('kempen.listingIndex')
const globalStore = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
const store: Store = (globalStore[STORE_KEY] ??= { state: null, pending: null, background: null, failedAt: null })

/** After a failed update, the index at hand answers for this long before the database is asked again. */
const RETRY_AFTER_FAILURE_MS = 2_000

/** Rows written just before the last read started are read again: the overlap costs nothing. */
const OVERLAP_MS = 5_000

function toRows(byLocale: Record<Locale, IndexedListing[]>): Map<number, Record<Locale, IndexedListing>> {
  const rows = new Map<number, Record<Locale, IndexedListing>>()
  byLocale[LOCALES[0]].forEach((row, position) => {
    rows.set(row.id, Object.fromEntries(LOCALES.map((locale) => [locale, byLocale[locale][position]])) as Record<Locale, IndexedListing>)
  })
  return rows
}

async function readAll(payload: Payload, generations: Generations): Promise<IndexState> {
  const readAt = Date.now()
  return { rows: toRows(await readIndexedListings(payload)), built: new Map(), generations, readAt }
}

async function readChanged(payload: Payload, state: IndexState, generations: Generations): Promise<IndexState> {
  const readAt = Date.now()
  const changedSince = { updatedAt: { greater_than_equal: new Date(state.readAt - OVERLAP_MS).toISOString() } }
  const [changed, touched, published] = await Promise.all([
    readIndexedListings(payload, changedSince),
    // Ids only, of every changed row the visitor may not read as well: an unpublished listing leaves
    // the index now. A system read: nothing of these rows is shown.
    payload.find({
      collection: 'properties',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      // Trashed rows too: a listing moved to the trash is a changed row that must leave the index now.
      trash: true,
      where: changedSince,
      select: { externalId: true },
    }),
    payload.count({ collection: 'properties', overrideAccess: false }),
  ])
  const rows = new Map(state.rows)
  for (const { id } of touched.docs) rows.delete(id)
  for (const [id, row] of toRows(changed)) rows.set(id, row)
  // A deleted listing leaves no row to find by date: the whole index is read again.
  if (rows.size !== published.totalDocs) refreshInBackground(generations)
  return { rows, built: new Map(), generations: { properties: generations.properties, related: state.generations.related }, readAt }
}

/** One update at a time; concurrent searches wait for the same one. */
function once(update: () => Promise<IndexState>): Promise<IndexState> {
  if (store.pending) return store.pending
  const pending = update()
    .then((state) => (store.state = state))
    .finally(() => {
      store.pending = null
    })
  store.pending = pending
  return pending
}

function refreshInBackground(generations: Generations): void {
  if (store.background) return
  store.background = payloadClient()
    .then((payload) => readAll(payload, generations))
    .then((state) => {
      // Rows changed during the read are picked up by the next incremental read (it starts before readAt).
      const current = store.state
      store.state =
        current && current.generations.properties !== state.generations.properties
          ? { ...state, generations: { ...state.generations, properties: '' } }
          : state
    })
    .catch((error) => console.error('The listing index could not be read again:', error))
    .finally(() => {
      store.background = null
    })
}

async function currentState(): Promise<IndexState> {
  const [properties, related] = await Promise.all([propertiesGeneration(), relatedGeneration()])
  const generations = { properties, related }
  const state = store.state ?? (await (store.pending ?? once(async () => readAll(await payloadClient(), generations))))
  if (state.generations.related === '') state.generations.related = related
  if (state.generations.related !== related) refreshInBackground(generations)
  if (state.generations.properties === properties) return state
  // The database away (a restart, a network failure): the search answers from the index at hand rather
  // than fail, and asks the database again at most every few seconds, not on every search.
  if (store.failedAt !== null && Date.now() - store.failedAt < RETRY_AFTER_FAILURE_MS) return state
  return once(async () => readChanged(await payloadClient(), state, generations)).then(
    (fresh) => {
      store.failedAt = null
      return fresh
    },
    (error: unknown) => {
      if (store.failedAt === null)
        console.error('The listing index could not be brought up to date; searches use the index at hand:', error)
      store.failedAt = Date.now()
      return state
    },
  )
}

/** When this instance's index last read its rows (ms), or null before its first read: GET /api/metrics. */
export const listingIndexReadAt = (): number | null => store.state?.readAt ?? null

/** The up-to-date searchable index of a language's published listings. */
export async function getListingIndex(locale: Locale): Promise<ListingIndex<IndexedListing>> {
  const state = await currentState()
  let index = state.built.get(locale)
  if (!index) {
    index = buildListingIndex([...state.rows.values()].map((row) => row[locale]))
    state.built.set(locale, index)
  }
  return index
}

/**
 * Reads the index before the first visitor asks (server start). Its generations are unknown outside
 * a request, so the first search checks it with a cheap incremental read.
 */
export async function warmListingIndex(): Promise<void> {
  if (store.state || store.pending) return
  const payload = await payloadClient()
  await once(() => readAll(payload, { properties: '', related: '' }))
}
