'use client'

import { submitRentalApplication } from './action'
import type { PropertyFormProps } from '../property/types'
import { PersonFields, TextField } from '../shared/ui/Fields'
import { SiteForm } from '../shared/ui/SiteForm'
import { rentalApplicationSchema } from './schema'

/** Form 10: apply to rent the property. */
export function RentalApplicationForm({ property, locale, texts, privacyHref }: PropertyFormProps) {
  return (
    <SiteForm
      id="rental-application"
      schema={rentalApplicationSchema}
      action={submitRentalApplication}
      texts={texts}
      locale={locale}
      privacyHref={privacyHref}
      hidden={{ property: property.externalId }}
      defaultValues={{ property: property.externalId }}
    >
      <PersonFields phoneRequired />
      <div className="field-row">
        <TextField name="income" label="rental.income" inputMode="decimal" required />
        <TextField name="household" label="rental.household" inputMode="numeric" required />
        <TextField name="startDate" label="rental.startDate" type="date" required />
      </div>
      <TextField name="references" label="rental.references" multiline rows={3} />
      <TextField name="message" label="form.message" multiline rows={3} />
    </SiteForm>
  )
}
