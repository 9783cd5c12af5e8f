import { notifyAndConfirm, personLines } from '../shared/emails'
import { submissionName } from '../shared/emailText'
import { siteOrigin } from '../../lib/siteOrigin'
import type { FormDefinition } from '../shared/submit'
import { pdfIsComplete } from '../shared/pdf'
import { checkUploadedFile } from '../shared/upload'
import { CV_UPLOAD } from '../shared/uploadField'
import { jobApplicationSchema } from './schema'

interface JobContext {
  vacancyTitle: string
  cv: { bytes: Buffer }
  /** Filled by `records`: the private attachment holding the CV. */
  attachment: { id: number | null }
}

/** The vacancies' category (spec "Vacatures": category 13, section vacatures). */
export const isVacancyCategory = (category: { legacyId?: number | null; originalSection?: string | null } | null | undefined) =>
  Boolean(category && (category.legacyId === 13 || category.originalSection?.toLowerCase() === 'vacatures'))

/**
 * Form 12b: the application is stored as a submission; the CV goes to the private `attachments`
 * collection (personal data, never public) and the agency's e-mail links it in the admin.
 */
export const jobApplicationForm: FormDefinition<typeof jobApplicationSchema, JobContext> = {
  type: 'job-application',
  schema: jobApplicationSchema,
  prepare: async (d, { payload, req }) => {
    const { docs } = await payload.find({
      collection: 'articles',
      where: { id: { equals: d.vacancy } },
      locale: d.locale,
      depth: 1,
      limit: 1,
      req,
      overrideAccess: false,
      select: { title: true, category: true },
    })
    const article = docs[0]
    const category = article && typeof article.category === 'object' ? article.category : null
    if (!article || !isVacancyCategory(category)) return { failure: { error: 'job.vacancyUnavailable' } }
    const checked = await checkUploadedFile(d.cv as File, CV_UPLOAD)
    if (!checked.ok || !checked.bytes) return { failure: { fieldErrors: { cv: checked.ok ? 'upload.empty' : checked.error } } }
    if (!pdfIsComplete(checked.bytes)) return { failure: { fieldErrors: { cv: 'upload.unreadablePdf' } } }
    return { context: { vacancyTitle: article.title, cv: { bytes: checked.bytes }, attachment: { id: null } } }
  },
  submission: (d, c) => ({
    name: submissionName(d),
    email: d.email,
    phone: d.phone,
    subject: c.vacancyTitle,
    message: d.message,
    data: {
      vacancy: d.vacancy,
      vacancyTitle: c.vacancyTitle,
      title: d.title,
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      message: d.message,
      cv: { size: c.cv.bytes.length },
    },
  }),
  records: async (d, c, submissionId, { payload, req }) => {
    const attachment = await payload.create({
      collection: 'attachments',
      req,
      overrideAccess: true,
      depth: 0,
      data: { kind: 'cv', submission: submissionId },
      // A fresh name: the visitor's file name is never used as a path.
      file: { data: c.cv.bytes, mimetype: 'application/pdf', name: `cv-${submissionId}.pdf`, size: c.cv.bytes.length },
    })
    c.attachment.id = attachment.id
  },
  emails: (d, c, submissionId, payload, t) =>
    notifyAndConfirm(payload, {
      t,
      type: 'job-application',
      submissionId,
      locale: d.locale,
      visitor: d,
      fields: (locale) => [
        ['job.vacancy', c.vacancyTitle],
        ...personLines(d, locale, t),
        ['form.message', d.message],
        ['job.cv', c.attachment.id ? `${siteOrigin()}/admin/collections/attachments/${c.attachment.id}` : null],
      ],
      confirm: [t('job.email.confirm', d.locale, { vacancy: c.vacancyTitle })],
    }),
  thankYou: () => ({ message: 'job.sent' }),
}
