import { isListingId } from './shortlist'

/**
 * "Recently viewed" (issue 37.5): the listings a visitor opened, kept in their browser only (no server
 * storage, like the shortlist without an account). Pure rules: newest first, one entry per listing,
 * at most MAX_RECENT, and what stored input is accepted.
 */

/** Listings remembered. */
export const MAX_RECENT = 12

export interface RecentEntry {
  /** The listing's CRM id (externalId). */
  id: number
  /** When it was last opened (ISO time). */
  at: string
}

/** A stored list as kept: valid entries only, one per listing (the first, newest), newest first, bounded. */
export function readRecent(value: unknown): RecentEntry[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<number>()
  const entries: RecentEntry[] = []
  for (const item of value) {
    if (!item || typeof item !== 'object') continue
    const { id, at } = item as Partial<RecentEntry>
    if (!isListingId(id) || typeof at !== 'string' || at.length > 40 || !Number.isFinite(Date.parse(at)) || seen.has(id)) continue
    seen.add(id)
    entries.push({ id, at: new Date(at).toISOString() })
  }
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, MAX_RECENT)
}

/** The list after opening listing `id`: it moves to the front; the oldest falls off beyond MAX_RECENT. */
export function addRecent(list: readonly RecentEntry[], id: number, now: Date): RecentEntry[] {
  if (!isListingId(id)) return [...list]
  return [{ id, at: now.toISOString() }, ...list.filter((entry) => entry.id !== id)].slice(0, MAX_RECENT)
}

/** The listings to show beside listing `current` (a detail page leaves itself out). */
export const recentToShow = (list: readonly RecentEntry[], current?: number | null): number[] =>
  list.filter((entry) => entry.id !== current).map((entry) => entry.id)
