'use client'

import type { ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'
import { submitProjectInfo } from './action'
import { PersonFields, TextField } from '../shared/ui/Fields'
import { SiteForm } from '../shared/ui/SiteForm'
import { projectInfoSchema } from './schema'

/** Ask about a new-build project (brochure, price list, a unit). */
export function ProjectInfoForm({
  project,
  locale,
  texts,
  privacyHref,
  initialMessage,
}: {
  project: number
  locale: Locale
  texts: ClientTexts
  privacyHref: string | null
  /** The message to start from: the contact bar's "book a visit" asks for a visit (issue 37 point 1). */
  initialMessage?: string
}) {
  return (
    <SiteForm
      id="project-info"
      schema={projectInfoSchema}
      action={submitProjectInfo}
      texts={texts}
      locale={locale}
      privacyHref={privacyHref}
      hidden={{ project }}
      defaultValues={initialMessage ? { project, message: initialMessage } : { project }}
    >
      <PersonFields phoneRequired />
      <TextField name="message" label="form.message" multiline />
    </SiteForm>
  )
}
