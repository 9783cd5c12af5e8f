import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_LOCALE } from '../src/i18n/locales'
import { missingMentions, type MentionSource } from '../src/listings/mentions'

const PAGE = 500

/**
 * Issue 32 point 6: every existing listing gets its `missingMentions` (what its adverts must carry and its
 * data lacks), as the properties' beforeChange hook sets it on each save from now on. Written through the
 * database adapter, not payload.update: a save would run the collection's hooks (demand alerts, listing
 * watchers, cache expiry) for every listing. Same code for SQLite and PostgreSQL.
 */
export async function backfillMissingMentions(payload: Payload, req: PayloadRequest): Promise<void> {
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'properties',
      req,
      depth: 0,
      page,
      limit: PAGE,
      sort: 'id',
      locale: DEFAULT_LOCALE,
      overrideAccess: true,
      // Without the trash filter: properties.deleted_at (issue 36.6) comes in a later migration.
      trash: true,
      select: {
        zip: true,
        countryId: true,
        goal: true,
        epcStatus: true,
        energyPerformance: true,
        epcLabelText: true,
        co2Emission: true,
        pScore: true,
        gScore: true,
        permit: true,
        allotmentPermit: true,
        planningDestination: true,
        preemptiveRights: true,
        summons: true,
        judicialDecision: true,
      },
    })
    for (const doc of result.docs) {
      await payload.db.updateOne({
        collection: 'properties',
        id: doc.id,
        data: { missingMentions: missingMentions(doc as MentionSource) },
        req,
        returning: false,
      })
    }
    if (!result.hasNextPage) break
  }
}
