import type { Payload } from 'payload'

import { queueDemandAlerts, type AlertedProperty } from '../../src/demands/alerts'
import { isAlertWorthy, type ListingState } from '../../src/demands/match'

/** A listing's state before the import wrote it. */
export type ListingBefore = ListingState

type Id = number | string

const PAGE = 500

/**
 * The import's demand alerts: every written listing that came on offer or changed price alerts the
 * demands it matches, exactly as a staff save does (collections/Properties/hooks/alertMatchingDemands).
 * Read after the import so titles and links exist in every language. One failing listing does not
 * stop the others. Returns the number of alerts queued.
 */
export async function alertDemandsOfImport(payload: Payload, written: Map<Id, ListingBefore | null>): Promise<number> {
  const ids = [...written.keys()]
  let queued = 0
  for (let start = 0; start < ids.length; start += PAGE) {
    const { docs } = await payload.find({
      collection: 'properties',
      depth: 0,
      pagination: false,
      where: { id: { in: ids.slice(start, start + PAGE) } },
      select: { goal: true, type: true, extraTypes: true, zip: true, city: true, price: true, publishPrice: true, bedrooms: true, published: true, status: true },
    })
    for (const doc of docs) {
      if (!isAlertWorthy(written.get(doc.id) ?? null, doc)) continue
      try {
        queued += await queueDemandAlerts(payload, doc as AlertedProperty)
      } catch (error) {
        payload.logger.error({ err: error, msg: `Demand alerts for property ${doc.id} failed` })
      }
    }
  }
  return queued
}
