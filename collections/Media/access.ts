import type { Access, PayloadRequest } from 'payload'

import { relationId } from '../../src/lib/relation'

import { isStaffUser } from '../access'

/**
 * The photos of testimonials that are not published (pending review or rejected): a visitor's upload
 * stays private until staff publish the testimonial. Not cached, not even per request: a testimonial
 * created earlier in the same request must already hide its photo. One small indexed query.
 */
async function unpublishedTestimonialImages(req: PayloadRequest): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'testimonials',
    req,
    overrideAccess: true,
    depth: 0,
    pagination: false,
    // Not shown on the site: not approved, or never published as a version (issue 15.1).
    where: {
      and: [{ or: [{ status: { not_equals: 'published' } }, { _status: { not_equals: 'published' } }] }, { image: { exists: true } }],
    },
    select: { image: true },
  })
  return [...new Set(docs.map((d) => relationId(d.image)).filter((id) => id !== null))]
}

/**
 * Media: staff everything; everyone else every file except the photos of unpublished testimonials.
 * Payload's file route (`/api/media/file/…`) applies the same rule to the file and its sizes.
 */
export const readMedia: Access = async ({ req }) => {
  if (isStaffUser(req)) return true
  const hidden = await unpublishedTestimonialImages(req)
  return hidden.length ? { id: { not_in: hidden } } : true
}
