import { priceIsPublic } from './publicPrice'

/**
 * The asking prices a listing has shown (issue 37.6): one entry per public price, oldest first, written
 * by the properties' hook (collections/Properties/hooks/recordPriceHistory.ts) on every save and import.
 * Only a shown price is recorded: a listing on "price on request" adds nothing, so the record never holds
 * a price the public was not shown. It is one of the price fields (src/listings/publicPrice.ts): whoever
 * may not read the current price reads no history either.
 */
export interface PriceHistoryEntry {
  price: number
  /** ISO time the price was first shown. */
  at: string
}

/** Entries kept per listing: enough for years of changes, small enough for a JSON column. */
export const PRICE_HISTORY_MAX = 50

interface PricedState {
  price?: number | null
  publishPrice?: boolean | null
}

const shownPrice = (state: PricedState | null | undefined): number | null =>
  state && priceIsPublic(state.publishPrice) && typeof state.price === 'number' && state.price > 0 ? state.price : null

/** A stored value read back as entries: anything malformed (a hand-edited JSON) is left out. */
export function readPriceHistory(value: unknown): PriceHistoryEntry[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (entry): entry is PriceHistoryEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as PriceHistoryEntry).price === 'number' &&
      (entry as PriceHistoryEntry).price > 0 &&
      typeof (entry as PriceHistoryEntry).at === 'string' &&
      !Number.isNaN(Date.parse((entry as PriceHistoryEntry).at)),
  )
}

/**
 * The history after a save. `previous` is the listing before the save (null on create) with its stored
 * history and the time its price was first shown (its publication, else its creation); `next` the saved
 * values. A listing saved before the record existed starts with its previous price, dated then.
 * The same price saved again, or a price the public does not see, leaves the history as it was.
 */
export function nextPriceHistory(
  previous: (PricedState & { priceHistory?: unknown; since?: string | null }) | null,
  next: PricedState,
  now: Date,
): PriceHistoryEntry[] {
  const history = readPriceHistory(previous?.priceHistory)
  const shown = shownPrice(next)
  if (shown === null) return history
  const last = history.at(-1)
  if (last?.price === shown) return history
  const before = shownPrice(previous)
  if (!last && before !== null && before !== shown) {
    history.push({ price: before, at: previous?.since && !Number.isNaN(Date.parse(previous.since)) ? previous.since : now.toISOString() })
  }
  history.push({ price: shown, at: now.toISOString() })
  return history.slice(-PRICE_HISTORY_MAX)
}

export interface PriceHistoryRow {
  price: number
  at: string
  /** The change from the previous entry in euro (negative: lowered); null for the first asking price. */
  change: number | null
}

/**
 * What the detail page shows: the first asking price and each change with its date, oldest first; nothing
 * while the price is hidden or has never changed, or when the history no longer ends at the shown price.
 */
export function priceHistoryRows(listing: PricedState & { priceHistory?: unknown }): PriceHistoryRow[] {
  const shown = shownPrice(listing)
  const history = readPriceHistory(listing.priceHistory)
  if (shown === null || history.length < 2 || history.at(-1)!.price !== shown) return []
  return history.map((entry, i) => ({ ...entry, change: i === 0 ? null : entry.price - history[i - 1].price }))
}

/**
 * When the shown price was set, if it is lower than the one before (the "price reduced" badge's date,
 * also without the CRM's marquee 2); null when the current price is not a reduction or is hidden.
 */
export function currentReduction(listing: PricedState & { priceHistory?: unknown }): string | null {
  const last = priceHistoryRows(listing).at(-1)
  return last && last.change !== null && last.change < 0 ? last.at : null
}
