import { notifyAndConfirm, personLines } from '../shared/emails'
import { submissionName } from '../shared/emailText'
import { projectLinks } from '../../alerts/listingUrl'
import { siteOrigin } from '../../lib/siteOrigin'
import type { Locale } from '../../i18n/locales'
import type { FormDefinition } from '../shared/submit'
import { projectInfoSchema } from './schema'

type ProjectContext = {
  project: { id: number; externalId: number; title: string; advisorEmail: string | null; urls: Map<Locale, { url: string }> }
}

/** A project enquiry goes to the project's advisor (else the agency); spec thank-you page /feedback/contact-construction/. */
export const projectInfoForm: FormDefinition<typeof projectInfoSchema, ProjectContext> = {
  type: 'project-info',
  schema: projectInfoSchema,
  prepare: async (d, { payload, req }) => {
    const { docs } = await payload.find({
      collection: 'projects',
      overrideAccess: false,
      locale: d.locale,
      depth: 1,
      limit: 1,
      pagination: false,
      req,
      where: { externalId: { equals: d.project } },
      select: { externalId: true, title: true, advisor: true },
      populate: { advisors: { email: true } },
    })
    const doc = docs[0]
    if (!doc) return { failure: { error: 'error.propertyUnavailable' } }
    const advisor = doc.advisor && typeof doc.advisor === 'object' ? doc.advisor : null
    // Public paths (issue 37.9): the visitor's language for the confirmation, Dutch for the agency.
    const urls = await projectLinks(payload, doc.id, [...new Set<Locale>([d.locale, 'nl'])], siteOrigin(), {
      req,
      overrideAccess: false,
    })
    return {
      context: { project: { id: doc.id, externalId: doc.externalId, title: doc.title, advisorEmail: advisor?.email ?? null, urls } },
    }
  },
  submission: (d, { project }) => ({
    name: submissionName(d),
    email: d.email,
    phone: d.phone,
    subject: project.title,
    message: d.message,
    project: project.id,
  }),
  emails: (d, { project }, submissionId, payload, t) =>
    notifyAndConfirm(payload, {
      t,
      type: 'project-info',
      submissionId,
      locale: d.locale,
      visitor: d,
      recipient: project.advisorEmail,
      fields: (locale) => [
        ['email.notify.project', `${project.title}\n${(project.urls.get(locale) ?? project.urls.get(d.locale))?.url ?? ''}`],
        ...personLines(d, locale, t),
        ['form.message', d.message],
      ],
    }),
  thankYou: () => ({ page: '/feedback/contact-construction/' }),
}
