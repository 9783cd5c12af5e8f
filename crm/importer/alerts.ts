import type { Payload, PayloadRequest } from 'payload'

import { queueDemandAlerts, type AlertedProperty } from '../../src/alerts/alerts'
import { isAlertWorthy, type ListingState } from '../../src/alerts/match'
import { watchRelevantSave } from '../../src/alerts/watchChange'
import { queueWatchAlerts, type WatchedProperty } from '../../src/alerts/watches'

/** A listing's state before the import wrote it. */
export type ListingBefore = ListingState & { publishPrice?: boolean | null }

/**
 * The import's alerts for one written listing, exactly as a staff save queues them (the properties
 * hooks alertMatchingDemands and alertListingWatchers): when it came on offer or changed price it
 * alerts the demands it matches; when its price dropped or it went under option or was sold, the
 * visitors who follow it. Runs inside the listing's own transaction (`req`), after every language is
 * written (the e-mails link to them): the alerts commit with the listing and its hash, so a killed
 * import, run again, queues each alert once. A failure here fails the listing (reported, written by
 * the next run). Returns the numbers queued.
 */
export async function alertsOfListing(
  payload: Payload,
  before: ListingBefore | null,
  doc: Record<string, unknown>,
  req: PayloadRequest,
): Promise<{ demand: number; listing: number }> {
  const demand = isAlertWorthy(before, doc as unknown as ListingState)
    ? await queueDemandAlerts(payload, doc as unknown as AlertedProperty, req)
    : 0
  const listing = watchRelevantSave(before, doc as ListingBefore)
    ? await queueWatchAlerts(payload, doc as unknown as WatchedProperty, req)
    : 0
  return { demand, listing }
}
