import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * Before a property is deleted: its daily statistics (counters only, shown on no other page) and its
 * listing alerts go with it, while visit appointments are leads and must never be lost, so a property that has any is not
 * deleted: staff unpublish it instead (409 with the reason). Without this, the database refused the
 * delete on the statistics' required property link and the admin showed a bare error.
 */
export const guardDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'appointments',
    where: { property: { equals: id } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) {
    throw new APIError(
      `This property has ${totalDocs} visit appointment(s). Unpublish it instead of deleting it, so those leads keep their property.`,
      409,
      null,
      true,
    )
  }
  await req.payload.delete({ collection: 'property-stats', where: { property: { equals: id } }, req, overrideAccess: true })
  // Its followers ("Volg deze woning") have nothing left to follow; their link is required too.
  await req.payload.delete({ collection: 'listing-watches', where: { property: { equals: id } }, req, overrideAccess: true })
}
