import type { CollectionAfterChangeHook } from 'payload'

import { queueDemandAlerts, type AlertedProperty } from '../../../src/alerts/alerts'
import { isAlertWorthy } from '../../../src/alerts/match'

/**
 * A listing that goes on offer or changes price alerts the demanders it matches (issue "Demand
 * matching"). Skipped for bulk writes that set `disableRevalidate` (seed, CRM import) or
 * `disableDemandAlerts`. Never fails the save: the listing matters more than its alerts.
 */
export const alertMatchingDemands: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.disableRevalidate || context.disableDemandAlerts) return doc
  if (!isAlertWorthy(operation === 'create' ? null : previousDoc, doc)) return doc
  try {
    const queued = await queueDemandAlerts(req.payload, doc as AlertedProperty, req)
    if (queued) req.payload.logger.info(`Property ${doc.id}: ${queued} demand alert(s) queued`)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Demand alerts for property ${doc.id} failed` })
  }
  return doc
}
