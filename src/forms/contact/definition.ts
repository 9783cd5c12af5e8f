import type { Locale } from '../../i18n/locales'
import { notifyAndConfirm, personLines } from '../shared/emails'
import { submissionName } from '../shared/emailText'
import type { FormDefinition } from '../shared/submit'
import { siteContactSchema, smallContactSchema } from './schema'

type ContactData = {
  title?: 'mr' | 'ms' | 'miss'
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  locale: Locale
}

const contactDefinition = <S extends typeof siteContactSchema | typeof smallContactSchema>(
  type: 'site-contact' | 'site-contact-small',
  schema: S,
  page: string,
): FormDefinition<S> => ({
  type,
  schema,
  submission: (d: ContactData) => ({ name: submissionName(d), email: d.email, phone: d.phone, message: d.message }),
  emails: (d: ContactData, _context, submissionId, payload, t) =>
    notifyAndConfirm(payload, {
      t,
      type,
      submissionId,
      locale: d.locale,
      visitor: d,
      fields: (locale) => [...personLines(d, locale, t), ['form.message', d.message]],
    }),
  thankYou: () => ({ page }),
})

/** Spec section 2 "Thank-you pages": /feedback/site-contact/ and /feedback/site-contact-small/. */
export const siteContactForm = contactDefinition('site-contact', siteContactSchema, '/feedback/site-contact/')
export const smallContactForm = contactDefinition('site-contact-small', smallContactSchema, '/feedback/site-contact-small/')
