import type { CollectionAfterChangeHook, Where } from 'payload'

/**
 * A document staff move to the trash loses its pending scheduled publish or unpublish. Payload 3.90 removes
 * those jobs when a document is deleted for good, not when it goes to the trash (an update that sets
 * `deletedAt`): the job then came due, found no document to update and failed, an error in the jobs list
 * for a document nobody wants published. A document restored from the trash is scheduled again by staff.
 * Jobs already running or done are left as they are, as Payload does on a delete.
 */
export const cancelScheduleOnTrash: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  if (!doc?.deletedAt || previousDoc?.deletedAt) return doc
  const where: Where = {
    and: [
      { taskSlug: { equals: 'schedulePublish' } },
      { completedAt: { exists: false } },
      { processing: { equals: false } },
      { 'input.doc.relationTo': { equals: collection.slug } },
      { 'input.doc.value': { equals: doc.id } },
    ],
  }
  // As Payload's own clean-up on delete: a failure is logged and does not undo the move to the trash (the job
  // would then fail when due, as before).
  try {
    await req.payload.db.deleteMany({ collection: 'payload-jobs', req, where })
  } catch (err) {
    req.payload.logger.error({ err, msg: `The pending schedules of ${collection.slug} ${doc.id}, moved to the trash, were not removed` })
  }
  return doc
}
