import { notifyAndConfirm } from '../shared/emails'
import type { FormDefinition } from '../shared/submit'
import { checkUploadedFile, type UploadCheck } from '../shared/upload'
import { IMAGE_UPLOAD } from '../shared/uploadField'
import { testimonialSchema } from './schema'

type CheckedImage = Extract<UploadCheck, { ok: true }> & { bytes: Buffer; type: string }

/**
 * Form 11: stored as a pending testimonial (with its photo in media) until staff publish it; the
 * visitor sees "testimonial sent" in place (the spec has no thank-you page for it).
 */
export const testimonialForm: FormDefinition<typeof testimonialSchema, { image: CheckedImage | null }> = {
  type: 'testimonial',
  schema: testimonialSchema,
  prepare: async (d) => {
    if (!d.image) return { context: { image: null } }
    const checked = await checkUploadedFile(d.image as File, IMAGE_UPLOAD)
    if (!checked.ok || !checked.bytes) return { failure: { fieldErrors: { image: checked.ok ? 'upload.empty' : checked.error } } }
    return { context: { image: { ...checked, bytes: checked.bytes, type: d.image.type } } }
  },
  submission: (d) => ({
    name: d.name,
    email: d.email,
    message: d.comment,
    data: {
      name: d.name,
      email: d.email,
      aboutYou: d.aboutYou,
      website: d.website,
      comment: d.comment,
      image: d.image ? { size: d.image.size, type: d.image.type } : null,
    },
  }),
  records: async (d, { image }, submissionId, { payload, req, now }) => {
    let imageId: number | undefined
    if (image) {
      const media = await payload.create({
        collection: 'media',
        req,
        overrideAccess: true,
        depth: 0,
        data: { alt: d.name },
        // A fresh name: the visitor's file name is never used as a path.
        file: { data: image.bytes, mimetype: image.type, name: `testimonial-${submissionId}.${image.extension}`, size: image.bytes.length },
      })
      imageId = media.id
    }
    await payload.create({
      collection: 'testimonials',
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        name: d.name,
        aboutYou: d.aboutYou,
        website: d.website || undefined,
        comment: d.comment,
        image: imageId,
        status: 'pending',
        // A draft awaiting review: approving publishes it (collections/Testimonials).
        _status: 'draft',
        postedAt: now.toISOString(),
        postedBy: d.email,
        locale: d.locale,
      },
    })
  },
  emails: (d, _c, submissionId, payload, t) =>
    notifyAndConfirm(payload, {
      t,
      type: 'testimonial',
      submissionId,
      locale: d.locale,
      visitor: { firstName: d.name, email: d.email },
      fields: () => [
        ['testimonial.name', d.name],
        ['form.email', d.email],
        ['testimonial.aboutYou', d.aboutYou],
        ['testimonial.website', d.website],
        ['testimonial.comment', d.comment],
      ],
      confirm: [t('testimonial.email.confirm', d.locale)],
    }),
  thankYou: () => ({ message: 'success.testimonial' }),
}
