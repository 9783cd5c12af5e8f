'use client'

import { submitDocumentRequest } from './action'
import type { PropertyFormProps } from '../property/types'
import { PersonFields } from '../shared/ui/Fields'
import { useFormKit } from '../shared/ui/FormKit'
import { SiteForm } from '../shared/ui/SiteForm'
import { documentsSchema } from './schema'

function Intro() {
  const { t } = useFormKit()
  return <p className="form-note">{t('documents.intro')}</p>
}

/** Form 8: request the property's documents. */
export function DocumentsForm({ property, locale, texts, privacyHref }: PropertyFormProps) {
  return (
    <SiteForm
      id="documents"
      schema={documentsSchema}
      action={submitDocumentRequest}
      texts={texts}
      locale={locale}
      privacyHref={privacyHref}
      hidden={{ property: property.externalId }}
      defaultValues={{ property: property.externalId }}
    >
      <Intro />
      <PersonFields phoneRequired={false} />
    </SiteForm>
  )
}
