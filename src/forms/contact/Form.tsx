'use client'

import type { ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'
import { submitSiteContact, submitSmallContact } from './action'
import { PersonFields, TextField } from '../shared/ui/Fields'
import { SiteForm } from '../shared/ui/SiteForm'
import { siteContactSchema, smallContactSchema } from './schema'

export interface ContactFormProps {
  variant: 'full' | 'small'
  locale: Locale
  texts: ClientTexts
  privacyHref: string | null
}

/** Form 1: the site contact (full on the contact page, small in the home page's contact module). */
export function ContactForm({ variant, locale, texts, privacyHref }: ContactFormProps) {
  if (variant === 'small') {
    return (
      <SiteForm
        id="contact-small"
        schema={smallContactSchema}
        action={submitSmallContact}
        texts={texts}
        locale={locale}
        privacyHref={privacyHref}
      >
        <PersonFields phoneRequired={false} withTitle={false} />
        <TextField name="message" label="form.message" multiline rows={3} />
      </SiteForm>
    )
  }
  return (
    <SiteForm id="contact" schema={siteContactSchema} action={submitSiteContact} texts={texts} locale={locale} privacyHref={privacyHref}>
      <PersonFields phoneRequired />
      <TextField name="message" label="form.message" multiline required />
    </SiteForm>
  )
}
