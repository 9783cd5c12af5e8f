'use client'

import type { ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'
import { submitListingAlert } from './action'
import { TextField } from '../shared/ui/Fields'
import { SiteForm } from '../shared/ui/SiteForm'
import { translatorFor } from '../shared/ui/FormKit'
import { listingAlertSchema } from './schema'

/** "Volg deze woning" on a detail page: one e-mail field, what it is for, and the double opt-in. */
export function ListingAlertForm({
  externalId,
  locale,
  texts,
  privacyHref,
}: {
  externalId: number
  locale: Locale
  texts: ClientTexts
  privacyHref: string | null
}) {
  const t = translatorFor(texts)
  return (
    <SiteForm
      id="listing-alert"
      schema={listingAlertSchema}
      action={submitListingAlert}
      texts={texts}
      locale={locale}
      hidden={{ property: externalId }}
      defaultValues={{ property: externalId }}
      privacyHref={privacyHref}
      submitLabel="listingAlert.submit"
    >
      <TextField name="email" label="form.email" type="email" autoComplete="email" inputMode="email" required />
      <p className="form-note" id="listing-alert-consent">
        {t('listingAlert.consent')}
      </p>
    </SiteForm>
  )
}
