'use client'

import { formatPrice } from '../../lib/format'
import { submitVisit } from './action'
import type { PropertyFormProps } from '../property/types'
import { PersonFields, SelectField, TextField } from '../shared/ui/Fields'
import { SiteForm } from '../shared/ui/SiteForm'
import { useFormKit } from '../shared/ui/FormKit'
import { visitSchema } from './schema'
import { VISIT_SLOTS } from '../../lib/visitSlots'

const SLOT_OPTIONS = VISIT_SLOTS.map((slot) => ({ value: slot, label: `visit.slot.${slot}` as const }))

/** Spec section 9: what a rental visit comes with, shown before the visitor books. */
function RentalConditions({ property }: Pick<PropertyFormProps, 'property'>) {
  const { t } = useFormKit()
  return (
    <div className="form-note">
      <strong>{t('visit.conditions')}</strong>
      <ul>
        {property.minimumIncome ? <li>{t('visit.minimumIncome', { amount: formatPrice(property.minimumIncome) })}</li> : null}
        {property.maximumPersons ? <li>{t('visit.maximumPersons', { count: property.maximumPersons })}</li> : null}
        <li>{t('visit.deposit')}</li>
        <li>{t('visit.firstPayment')}</li>
      </ul>
    </div>
  )
}

/** Form 3: book a visit (day and slot). */
export function VisitForm({ property, locale, texts, privacyHref }: PropertyFormProps) {
  return (
    <SiteForm
      id="visit"
      schema={visitSchema}
      action={submitVisit}
      texts={texts}
      locale={locale}
      privacyHref={privacyHref}
      hidden={{ property: property.externalId }}
      defaultValues={{ property: property.externalId }}
    >
      <div className="field-row">
        <TextField name="date" label="visit.date" type="date" required />
        <SelectField name="slot" label="visit.slot" options={SLOT_OPTIONS} required />
      </div>
      <PersonFields phoneRequired />
      <TextField name="remark" label="visit.remark" multiline rows={3} />
      {property.goal === 'rent' && <RentalConditions property={property} />}
    </SiteForm>
  )
}
