import { notifyAndConfirm } from '../shared/emails'
import type { FormDefinition } from '../shared/submit'
import { newsletterSchema } from './schema'

/** Form 12a: stored as a 'newsletter' submission; thank-you page /feedback/sign-newsletter/. */
export const newsletterForm: FormDefinition<typeof newsletterSchema> = {
  type: 'newsletter',
  schema: newsletterSchema,
  submission: (d) => ({ name: [d.firstName, d.lastName].filter(Boolean).join(' ') || d.email, email: d.email }),
  emails: (d, _c, submissionId, payload, t) =>
    notifyAndConfirm(payload, {
      t,
      type: 'newsletter',
      submissionId,
      locale: d.locale,
      visitor: d,
      fields: () => [
        ['form.firstName', d.firstName],
        ['form.lastName', d.lastName],
        ['form.email', d.email],
      ],
      confirm: [t('newsletter.email.confirm', d.locale)],
    }),
  thankYou: () => ({ page: '/feedback/sign-newsletter/' }),
}
