'use client'

import { submitOffer } from './action'
import type { PropertyFormProps } from '../property/types'
import { PersonFields, TextField } from '../shared/ui/Fields'
import { useFormKit } from '../shared/ui/FormKit'
import { SiteForm } from '../shared/ui/SiteForm'
import { offerSchema } from './schema'

function AdvanceNote() {
  const { t } = useFormKit()
  return <p className="form-note">{t('offer.advance')}</p>
}

/** Form 9: a purchase offer. */
export function OfferForm({ property, locale, texts, privacyHref }: PropertyFormProps) {
  return (
    <SiteForm
      id="offer"
      schema={offerSchema}
      action={submitOffer}
      texts={texts}
      locale={locale}
      privacyHref={privacyHref}
      hidden={{ property: property.externalId }}
      defaultValues={{ property: property.externalId }}
    >
      <div className="field-row">
        <TextField name="amount" label="offer.amount" inputMode="decimal" required />
        <TextField name="validUntil" label="offer.validUntil" type="date" required />
      </div>
      <TextField name="conditions" label="offer.conditions" multiline rows={3} />
      <PersonFields phoneRequired />
      <AdvanceNote />
    </SiteForm>
  )
}
