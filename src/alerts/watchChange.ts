/**
 * What a follower of one listing is told (issue point 5, "Alerts for one listing"): a price lower than
 * the last one they knew, or the listing going under option or sold/rented. Pure: the properties hook
 * and the importer feed it the watch's last known state and the saved listing; tests feed it examples.
 *
 * Each watch keeps the state it last saw (`notifiedPrice`, `notifiedStatus`), set when it is confirmed
 * and moved on with every save that changes price or state, in the same transaction as the alert. So
 * a second save with the same values, a retried job or a re-run import finds nothing new: one alert
 * per change and watch.
 */

export const WATCH_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const

/** The listing states a follower hears about. */
const ALERTED_STATUSES = ['under-option', 'sold', 'rented'] as const
export type AlertedStatus = (typeof ALERTED_STATUSES)[number]

export interface WatchBaseline {
  price: number | null
  status: string | null
}

export interface WatchedListing {
  published?: boolean | null
  status?: string | null
  price?: number | null
  /** Off: the site shows "price on request", so a price drop is not told either. */
  publishPrice?: boolean | null
}

export type WatchChange = { kind: 'price-drop'; from: number; to: number } | { kind: 'status'; status: AlertedStatus }

const amount = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null

const isAlertedStatus = (status: string | null | undefined): status is AlertedStatus =>
  (ALERTED_STATUSES as readonly string[]).includes(status ?? '')

/** The state a watch knows after seeing `listing`. */
export const baselineOf = (listing: WatchedListing): WatchBaseline => ({ price: amount(listing.price), status: listing.status ?? null })

/**
 * The news for a watch that last knew `known`, now that the listing is `listing`, or null. A listing
 * off the site (unpublished) tells nothing. A new state wins over a price drop saved with it (one mail:
 * "sold"). A price only drops from a known price to a lower one that the site shows.
 */
export function watchChange(known: WatchBaseline, listing: WatchedListing): WatchChange | null {
  if (listing.published !== true) return null
  const status = listing.status ?? null
  if (isAlertedStatus(status) && status !== known.status) return { kind: 'status', status }
  const from = amount(known.price)
  const to = amount(listing.price)
  if (from !== null && to !== null && to < from && listing.publishPrice !== false) return { kind: 'price-drop', from, to }
  return null
}

/** Whether the watch's known state must move on (price or state differ), alert or not. */
export function baselineMoved(known: WatchBaseline, listing: WatchedListing): boolean {
  if (listing.published !== true) return false
  const next = baselineOf(listing)
  return next.price !== amount(known.price) || next.status !== (known.status ?? null)
}

/** Whether a save may concern followers at all: price, state or publication changed (or it is new). */
export function watchRelevantSave(previous: WatchedListing | null, current: WatchedListing): boolean {
  if (!previous) return false
  return (
    amount(previous.price) !== amount(current.price) ||
    (previous.status ?? null) !== (current.status ?? null) ||
    (previous.published ?? null) !== (current.published ?? null) ||
    (previous.publishPrice ?? null) !== (current.publishPrice ?? null)
  )
}
