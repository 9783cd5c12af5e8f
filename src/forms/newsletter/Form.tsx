'use client'

import type { ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'
import { submitNewsletter } from './action'
import { TextField } from '../shared/ui/Fields'
import { SiteForm } from '../shared/ui/SiteForm'
import { newsletterSchema } from './schema'

/** Form 12a: newsletter sign-up. */
export function NewsletterForm({ locale, texts, privacyHref }: { locale: Locale; texts: ClientTexts; privacyHref: string | null }) {
  return (
    <SiteForm
      id="newsletter"
      schema={newsletterSchema}
      action={submitNewsletter}
      texts={texts}
      locale={locale}
      privacyHref={privacyHref}
      submitLabel="newsletter.submit"
    >
      <div className="field-row">
        <TextField name="firstName" label="form.firstName" autoComplete="given-name" />
        <TextField name="lastName" label="form.lastName" autoComplete="family-name" />
      </div>
      <TextField name="email" label="form.email" type="email" autoComplete="email" inputMode="email" required />
    </SiteForm>
  )
}
