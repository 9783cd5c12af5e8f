'use client'

import type { ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'
import { submitValuation } from './action'
import { CheckboxField, PersonFields, RadioGroup, ShowWhen, TextField } from '../shared/ui/Fields'
import { useFormKit } from '../shared/ui/FormKit'
import { SiteForm } from '../shared/ui/SiteForm'
import { valuationConditions, valuationSchema } from './schema'

function AdvisorNote({ name }: { name: string }) {
  const { t } = useFormKit()
  return <p className="form-note">{t('valuation.advisor', { name })}</p>
}

function AddressLegend() {
  const { t } = useFormKit()
  return <legend>{t('valuation.address')}</legend>
}

/** Form 4: free valuation, on the general page or an advisor's own page. */
export function ValuationForm({
  advisor,
  locale,
  texts,
  privacyHref,
  prefill = null,
}: {
  advisor: { id: number; name: string } | null
  locale: Locale
  texts: ClientTexts
  privacyHref: string | null
  /** What the visitor entered in the instant estimate (src/forms/valuation/Estimate.tsx). */
  prefill?: { zip: string; city: string; message: string } | null
}) {
  return (
    <SiteForm
      id="valuation"
      schema={valuationSchema}
      action={submitValuation}
      texts={texts}
      locale={locale}
      privacyHref={privacyHref}
      hidden={advisor ? { advisor: advisor.id } : undefined}
      defaultValues={{ goal: 'sell', furnished: false, availableFrom: '', ...prefill }}
    >
      {advisor && <AdvisorNote name={advisor.name} />}
      <RadioGroup
        name="goal"
        legend="valuation.goal"
        required
        options={[
          { value: 'sell', label: 'valuation.goal.sell' },
          { value: 'rent', label: 'valuation.goal.rent' },
        ]}
      />
      <fieldset className="field-row">
        <AddressLegend />
        <TextField name="street" label="form.street" autoComplete="address-line1" required />
        <TextField name="houseNumber" label="form.houseNumber" />
        <TextField name="zip" label="form.zip" autoComplete="postal-code" inputMode="numeric" required />
        <TextField name="city" label="form.city" autoComplete="address-level2" required />
      </fieldset>
      <ShowWhen rule={valuationConditions.furnished}>
        <div className="field-row">
          <CheckboxField name="furnished" label="valuation.furnished" />
          <TextField name="availableFrom" label="valuation.availableFrom" type="date" />
        </div>
      </ShowWhen>
      <PersonFields phoneRequired withTitle={false} />
      <TextField name="message" label="form.message" multiline rows={3} />
    </SiteForm>
  )
}
