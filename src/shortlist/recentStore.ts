import { addRecent, readRecent, type RecentEntry } from '../lib/recentlyViewed'

/**
 * "Recently viewed" in the browser (localStorage), like the shortlist's store (./store.ts): no server
 * storage. A browser without storage keeps the list for the page only.
 */
const RECENT_KEY = 'kv-recent'

let memory: RecentEntry[] = []

export function loadRecent(): RecentEntry[] {
  try {
    const raw = window.localStorage.getItem(RECENT_KEY)
    return raw ? readRecent((JSON.parse(raw) as { entries?: unknown })?.entries) : memory
  } catch {
    return memory
  }
}

function saveRecent(entries: RecentEntry[]): void {
  memory = entries
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify({ v: 1, entries }))
  } catch {
    // storage full or blocked: kept in memory for this page
  }
}

/** Records that listing `id` was opened now; returns the list as it is after. */
export function recordRecent(id: number): RecentEntry[] {
  const entries = addRecent(loadRecent(), id, new Date())
  saveRecent(entries)
  return entries
}

export function clearRecent(): void {
  saveRecent([])
}
