'use client'

import { submitPropertyInfo } from './action'
import type { PropertyFormProps } from '../property/types'
import { PersonFields, TextField } from '../shared/ui/Fields'
import { SiteForm } from '../shared/ui/SiteForm'
import { propertyInfoSchema } from './schema'

/** Form 2: ask for more information about the property. */
export function PropertyInfoForm({ property, locale, texts, privacyHref }: PropertyFormProps) {
  return (
    <SiteForm
      id="property-info"
      schema={propertyInfoSchema}
      action={submitPropertyInfo}
      texts={texts}
      locale={locale}
      privacyHref={privacyHref}
      hidden={{ property: property.externalId }}
      defaultValues={{ property: property.externalId }}
    >
      <PersonFields phoneRequired />
      <TextField name="message" label="form.message" multiline />
    </SiteForm>
  )
}
