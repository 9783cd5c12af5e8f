import { IMAGE_FIELDS } from '../lib/image'
import { unstable_cache } from 'next/cache'

import { TAGS } from '../revalidation/tags'
import { payloadClient } from './payload'

export interface PublishedTestimonial {
  id: number
  name: string
  aboutYou: string | null
  website: string | null
  comment: string
  postedAt: string | null
  image: unknown
}

/** Testimonials posted by visitors that staff published (read as the public: pending ones never leave the database). */
export const getPublishedTestimonials = unstable_cache(
  async (limit = 30): Promise<PublishedTestimonial[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'testimonials',
      overrideAccess: false,
      depth: 1,
      limit,
      sort: '-postedAt',
      where: { status: { equals: 'published' } },
      select: { name: true, aboutYou: true, website: true, comment: true, postedAt: true, image: true },
      populate: { media: IMAGE_FIELDS },
    })
    return docs.map((d) => ({
      id: d.id,
      name: d.name,
      aboutYou: d.aboutYou ?? null,
      website: d.website ?? null,
      comment: d.comment,
      postedAt: d.postedAt ?? null,
      image: d.image ?? null,
    }))
  },
  ['published-testimonials'],
  { tags: [TAGS.testimonials, TAGS.media] },
)
