import { MAX_COMPARE, parseIdList, readEntries, type ShortlistEntry } from '../lib/shortlist'

/**
 * The shortlist in the browser (localStorage), shared by the hearts and the shortlist and compare
 * pages. A change is announced to this tab (an event) and, by the browser, to the other tabs
 * (`storage`). A browser without storage (private mode, blocked) keeps the list for the page only.
 */
const STORAGE_KEY = 'kv-shortlist'
const CHANGE_EVENT = 'kv-shortlist-change'

let memory: ShortlistEntry[] = []

export function loadEntries(): ShortlistEntry[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY)
    return raw ? readEntries((JSON.parse(raw) as { entries?: unknown })?.entries) : memory
  } catch {
    return memory
  }
}

export function saveEntries(entries: ShortlistEntry[]): void {
  memory = entries
  cached = entries
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ v: 1, entries }))
  } catch {
    // storage full or blocked: kept in memory for this page
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Calls `listener` after every change of the list, in this tab or another; returns the unsubscribe. */
export function onEntriesChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => (event.key === STORAGE_KEY || event.key === COMPARE_KEY || event.key === null) && listener()
  window.addEventListener(CHANGE_EVENT, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener)
    window.removeEventListener('storage', onStorage)
  }
}

let cached: ShortlistEntry[] | null = null

/** The list as a stable value between changes, for useSyncExternalStore. */
export function entriesSnapshot(): ShortlistEntry[] {
  cached ??= loadEntries()
  return cached
}

/** useSyncExternalStore's subscribe for entriesSnapshot. */
export function subscribeEntries(listener: () => void): () => void {
  return onEntriesChange(() => {
    cached = null
    listener()
  })
}

/**
 * The listings chosen for comparison (at most MAX_COMPARE), from the cards' compare buttons and the
 * shortlist page's ticks alike: one selection per browser, announced like the list.
 */
const COMPARE_KEY = 'kv-compare'

let compareMemory: number[] = []

export function loadCompare(): number[] {
  try {
    const raw = window.localStorage.getItem(COMPARE_KEY)
    return raw === null ? compareMemory : parseIdList(raw, MAX_COMPARE)
  } catch {
    return compareMemory
  }
}

export function saveCompare(ids: readonly number[]): void {
  compareMemory = [...ids]
  cachedCompare = null
  try {
    window.localStorage.setItem(COMPARE_KEY, ids.join(','))
  } catch {
    // blocked: kept for this page
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

let cachedCompare: number[] | null = null
const noIds: number[] = []

/** The compare selection as a stable value between changes, for useSyncExternalStore (empty on the server). */
export function compareSnapshot(): number[] {
  cachedCompare ??= loadCompare()
  return cachedCompare
}

export const serverCompareSnapshot = (): number[] => noIds

/** useSyncExternalStore's subscribe for compareSnapshot. */
export function subscribeCompare(listener: () => void): () => void {
  return onEntriesChange(() => {
    cachedCompare = null
    listener()
  })
}
