import { storedDay, todayInBelgium } from '../lib/belgianDay'
import { payloadClient } from './payload'

/**
 * Page views of property pages for the owner portal (property-stats, one row per property per day).
 * Views are counted in memory and written in one sequential flush a moment later, so a page view
 * never waits for the database and concurrent views of one process never overwrite each other.
 */
const pending = new Map<number, number>()
let flushing: Promise<void> | null = null
let timer: ReturnType<typeof setTimeout> | null = null

const PAGE_VIEW_FLUSH_MS = 2_000

export function recordPageView(propertyId: number): void {
  pending.set(propertyId, (pending.get(propertyId) ?? 0) + 1)
  timer ??= setTimeout(() => {
    timer = null
    void flushPageViews()
  }, PAGE_VIEW_FLUSH_MS)
}

/** The day a view counts for: the Belgian date, stored at 00:00 UTC. */
function statsDay(now = new Date()): string {
  return storedDay(todayInBelgium(now))
}

async function flushPageViews(): Promise<void> {
  const previous = flushing ?? Promise.resolve()
  const run = previous.then(async () => {
    const batch = [...pending.entries()]
    pending.clear()
    if (!batch.length) return
    const payload = await payloadClient()
    // The site's own bookkeeping (visitors cannot write statistics): the route that reports a view has
    // already checked, with the visitor's access, that the property is published.
    const date = statsDay()
    for (const [property, views] of batch) {
      try {
        const { docs } = await payload.find({
          collection: 'property-stats',
          depth: 0,
          limit: 1,
          overrideAccess: true,
          pagination: false,
          where: { and: [{ property: { equals: property } }, { date: { equals: date } }] },
        })
        if (docs[0])
          await payload.update({
            collection: 'property-stats',
            id: docs[0].id,
            overrideAccess: true,
            data: { pageViews: (docs[0].pageViews ?? 0) + views },
          })
        else
          await payload.create({
            collection: 'property-stats',
            overrideAccess: true,
            data: { property, date, pageViews: views, contactRequests: 0, visits: 0 },
          })
      } catch (error) {
        payload.logger.error({ err: error, property }, 'page view count not stored')
      }
    }
  })
  flushing = run.catch(() => undefined)
  return run
}
