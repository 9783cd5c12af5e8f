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
  await req.payload.db.deleteMany({ collection: 'payload-jobs', req, where })
  return doc
}
