import type { CollectionAfterChangeHook } from 'payload'

import { queueWatchAlerts, type WatchedProperty } from '../../../src/alerts/watches'
import { watchRelevantSave } from '../../../src/alerts/watchChange'

/**
 * A listing whose price drops or that goes under option or is sold alerts the visitors who follow it
 * ("Volg deze woning", src/alerts/watches.ts). Skipped, like the demand alerts, for bulk writes that set
 * `disableRevalidate` (seed, CRM import: the importer queues them itself, crm/importer/alerts.ts) or
 * `disableDemandAlerts`. Runs in the save's transaction (`req`); never fails the save.
 */
export const alertListingWatchers: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.disableRevalidate || context.disableDemandAlerts) return doc
  if (operation !== 'update' || !watchRelevantSave(previousDoc, doc)) return doc
  try {
    const queued = await queueWatchAlerts(req.payload, doc as WatchedProperty, req)
    if (queued) req.payload.logger.info(`Property ${doc.id}: ${queued} listing alert(s) queued`)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Listing alerts for property ${doc.id} failed` })
  }
  return doc
}
