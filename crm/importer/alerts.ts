import type { Payload, PayloadRequest } from 'payload'

import { queueDemandAlerts, type AlertedProperty } from '../../src/alerts/alerts'
import { isAlertWorthy, type ListingState } from '../../src/alerts/match'

/** A listing's state before the import wrote it. */
export type ListingBefore = ListingState

/**
 * The import's demand alerts for one written listing: when it came on offer or changed price it alerts
 * the demands it matches, exactly as a staff save does (collections/Properties/hooks/alertMatchingDemands).
 * Runs inside the listing's own transaction (`req`), after every language is written (the e-mails link
 * to them): the alerts commit with the listing and its hash, so a killed import, run again, queues each
 * alert once. A failure here fails the listing (reported, written by the next run). Returns the number queued.
 */
export async function alertsOfListing(
  payload: Payload,
  before: ListingBefore | null,
  doc: Record<string, unknown>,
  req: PayloadRequest,
): Promise<number> {
  if (!isAlertWorthy(before, doc as unknown as ListingState)) return 0
  return queueDemandAlerts(payload, doc as unknown as AlertedProperty, req)
}
