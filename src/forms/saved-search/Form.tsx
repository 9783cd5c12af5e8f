'use client'

import type { ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'
import { submitSavedSearch } from './action'
import { TextField } from '../shared/ui/Fields'
import { SiteForm } from '../shared/ui/SiteForm'
import { translatorFor } from '../shared/ui/FormKit'
import { savedSearchSchema } from './schema'

/**
 * "Save this search" on a list page (issue 37.5): the list's filters travel as hidden values, the
 * visitor gives a name and an e-mail address and, if they want an account, a password.
 */
export function SavedSearchForm({
  goal,
  search,
  locale,
  texts,
  privacyHref,
}: {
  goal: 'sale' | 'rent'
  /** The list's query string: its filters. */
  search: string
  locale: Locale
  texts: ClientTexts
  privacyHref: string | null
}) {
  const t = translatorFor(texts)
  return (
    <SiteForm
      id="saved-search"
      schema={savedSearchSchema}
      action={submitSavedSearch}
      texts={texts}
      locale={locale}
      hidden={{ goal, search }}
      defaultValues={{ goal, search }}
      privacyHref={privacyHref}
      submitLabel="savedSearch.submit"
    >
      <TextField name="firstName" label="form.firstName" autoComplete="given-name" required />
      <TextField name="lastName" label="form.lastName" autoComplete="family-name" required />
      <TextField name="email" label="form.email" type="email" autoComplete="email" inputMode="email" required />
      <TextField name="password" label="savedSearch.password" type="password" autoComplete="new-password" />
      <p className="form-note">{t('savedSearch.passwordNote')}</p>
      <p className="form-note">{t('savedSearch.consent')}</p>
    </SiteForm>
  )
}
