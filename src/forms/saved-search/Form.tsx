'use client'

import type { ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'
import { submitSavedSearch } from './action'
import { TextField } from '../shared/ui/Fields'
import { SiteForm } from '../shared/ui/SiteForm'
import { translatorFor } from '../shared/ui/FormKit'
import { savedSearchSchema } from './schema'

/**
 * "Save this search" on a list page (issue 37.5): a disclosure (it opens without JavaScript too) with
 * the list's filters in words (`summary`, written by the server) and the form; the filters travel as
 * hidden values, the visitor gives a name and an e-mail address and, if they want an account, a
 * password. The disclosure is part of the island: the island's visible summary is what brings its code
 * near the window (the form inside a closed disclosure has no box to be seen).
 */
export function SavedSearchForm({
  goal,
  search,
  summary,
  locale,
  texts,
  privacyHref,
}: {
  goal: 'sale' | 'rent'
  /** The list's query string: its filters. */
  search: string
  /** The filters in words. */
  summary: string
  locale: Locale
  texts: ClientTexts
  privacyHref: string | null
}) {
  const t = translatorFor(texts)
  return (
    <details className="save-search" data-testid="save-search">
      <summary>{t('savedSearch.open')}</summary>
      <div className="save-search-body">
        <p>{t('savedSearch.intro')}</p>
        <p className="save-search-criteria">
          <strong>{t('savedSearch.criteria')}:</strong> {summary}
        </p>
        <SearchForm goal={goal} search={search} locale={locale} texts={texts} privacyHref={privacyHref} />
      </div>
    </details>
  )
}

function SearchForm({
  goal,
  search,
  locale,
  texts,
  privacyHref,
}: {
  goal: 'sale' | 'rent'
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
