'use client'

import type { ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'
import { submitJobApplication } from './action'
import { PersonFields, TextField } from '../shared/ui/Fields'
import { FileField } from '../shared/ui/FileField'
import { SiteForm } from '../shared/ui/SiteForm'
import { jobApplicationSchema } from './schema'

/** Form 12b: apply for the vacancy of the page, with a CV. */
export function JobApplicationForm({
  locale,
  texts,
  privacyHref,
  vacancyId,
}: {
  locale: Locale
  texts: ClientTexts
  privacyHref: string | null
  vacancyId: number
}) {
  return (
    <SiteForm
      id="job-application"
      schema={jobApplicationSchema}
      action={submitJobApplication}
      texts={texts}
      locale={locale}
      privacyHref={privacyHref}
      submitLabel="job.submit"
      hidden={{ vacancy: vacancyId }}
      defaultValues={{ vacancy: vacancyId }}
    >
      <PersonFields phoneRequired />
      <TextField name="message" label="job.message" multiline rows={4} />
      <FileField name="cv" label="job.cv" accept="application/pdf,.pdf" help="job.cvHelp" required />
    </SiteForm>
  )
}
