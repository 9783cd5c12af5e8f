import { randomUUID } from 'node:crypto'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import { buildListingIndex, type ListingIndex } from '../properties/listingIndex'
import { payloadClient } from './payload'
import { readIndexedListings, type IndexedListing } from './propertyCards'
import { TAGS } from './tags'

/**
 * The published listings of a language in this server's memory, so a filtered search costs no
 * database query (a search per keystroke of 10,000 listings would). It follows Next's cache tags:
 * a generation token cached under the `properties` tag changes whenever a hook expires that tag (on
 * any instance sharing the cache), and the next search brings the index up to date first:
 *   - properties changed: the rows updated since the last read are read again (milliseconds) before
 *     answering. When the number of published properties then differs (one was deleted or
 *     unpublished), the whole index is read again in the background (seconds at 10,000 listings);
 *   - media, projects or types changed (photos, project names on cards): the whole index is read
 *     again in the background.
 * Meanwhile searches are answered from the index at hand. The server reads the index of every
 * enabled language when it starts (instrumentation.ts), so no visitor waits for a first read.
 */

const propertiesGeneration = unstable_cache(async () => randomUUID(), ['listing-index-generation:properties'], { tags: [TAGS.properties] })
const relatedGeneration = unstable_cache(async () => randomUUID(), ['listing-index-generation:related'], { tags: [TAGS.media, TAGS.projects, TAGS.propertyTypes] })

interface IndexState {
  index: ListingIndex<IndexedListing>
  propertiesGeneration: string
  /** Empty for the index read at server start: it adopts the first generation it sees. */
  relatedGeneration: string
  /** When the rows were read (ms): the next incremental read starts a little before. */
  readAt: number
}

interface Store {
  states: Map<Locale, IndexState>
  pending: Map<Locale, Promise<IndexState>>
  background: Map<Locale, Promise<void>>
}

// One store per process, whichever route bundle imports this module.
const STORE_KEY = Symbol.for('kempen.listingIndex')
const globalStore = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
const store: Store = (globalStore[STORE_KEY] ??= { states: new Map(), pending: new Map(), background: new Map() })

/** Rows written in the same second as the last read are read again: the overlap costs nothing. */
const OVERLAP_MS = 5_000

async function readAll(payload: Payload, locale: Locale, generations: [string, string]): Promise<IndexState> {
  const readAt = Date.now()
  const rows = await readIndexedListings(payload, locale)
  return { index: buildListingIndex(rows), propertiesGeneration: generations[0], relatedGeneration: generations[1], readAt }
}

async function readChanged(payload: Payload, locale: Locale, state: IndexState, generations: [string, string]): Promise<IndexState> {
  const readAt = Date.now()
  const since = new Date(state.readAt - OVERLAP_MS).toISOString()
  const [changed, published] = await Promise.all([
    readIndexedListings(payload, locale, { updatedAt: { greater_than_equal: since } }),
    payload.count({ collection: 'properties', overrideAccess: false }),
  ])
  const rows = new Map(state.index.rows.map((row) => [row.id, row]))
  for (const row of changed) rows.set(row.id, row)
  if (rows.size !== published.totalDocs) refreshInBackground(locale, generations)
  return { index: buildListingIndex([...rows.values()]), propertiesGeneration: generations[0], relatedGeneration: state.relatedGeneration, readAt }
}

/** Runs one update of a language's index at a time; concurrent searches wait for the same one. */
function once(locale: Locale, update: () => Promise<IndexState>): Promise<IndexState> {
  const running = store.pending.get(locale)
  if (running) return running
  const promise = update()
    .then((state) => {
      store.states.set(locale, state)
      return state
    })
    .finally(() => store.pending.delete(locale))
  store.pending.set(locale, promise)
  return promise
}

function refreshInBackground(locale: Locale, generations: [string, string]): void {
  if (store.background.has(locale)) return
  const job = payloadClient()
    .then((payload) => readAll(payload, locale, generations))
    .then((state) => {
      const current = store.states.get(locale)
      // Rows changed during the read are picked up by the next incremental read (it starts before readAt).
      store.states.set(locale, current && current.propertiesGeneration !== state.propertiesGeneration ? { ...state, propertiesGeneration: '' } : state)
    })
    .catch((error) => console.error(`Listing index (${locale}) could not be refreshed:`, error))
    .finally(() => store.background.delete(locale))
  store.background.set(locale, job)
}

/** The up-to-date index of a language's published listings. */
export async function getListingIndex(locale: Locale): Promise<ListingIndex<IndexedListing>> {
  const generations: [string, string] = await Promise.all([propertiesGeneration(), relatedGeneration()])
  const state = store.states.get(locale)
  if (!state) return (await once(locale, async () => readAll(await payloadClient(), locale, generations))).index
  if (state.relatedGeneration === '') state.relatedGeneration = generations[1]
  if (state.relatedGeneration !== generations[1]) refreshInBackground(locale, generations)
  if (state.propertiesGeneration === generations[0]) return state.index
  return (await once(locale, async () => readChanged(await payloadClient(), locale, state, generations))).index
}

/**
 * Reads the index of each language before the first visitor asks (server start). Its generations are
 * unknown outside a request, so the first search checks it with a cheap incremental read.
 */
export async function warmListingIndexes(): Promise<void> {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, select: { languages: true, defaultLanguage: true } })
  const enabled = (settings.languages ?? []).filter((l) => l.use && isLocale(l.code)).map((l) => l.code as Locale)
  const first = isLocale(settings.defaultLanguage) ? settings.defaultLanguage : DEFAULT_LOCALE
  for (const locale of [first, ...enabled.filter((l) => l !== first)]) {
    if (!store.states.has(locale)) await once(locale, () => readAll(payload, locale, ['', '']))
  }
}
