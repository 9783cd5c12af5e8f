import { describeSearch } from '@/alerts/savedSearch'
import { SavedSearchForm } from '@/forms/chunks'
import { formTexts } from '@/forms/shared/texts'
import type { Translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { choicesFor, type SearchChoices } from '@/listings/searchChoices'
import { serializeSearch, type PropertySearch } from '@/listings/searchParams'

/**
 * "Save this search" on a result list (issue 37.5): a disclosure (it opens without JavaScript, see
 * src/forms/saved-search/Form.tsx) with the list's filters in words and the form that files them in the
 * demand register. The register's alerts are about a region, so a search without a town asks for one first.
 */
export function SaveSearch({
  goal,
  search,
  choices,
  locale,
  t,
  privacyHref,
}: {
  goal: 'sale' | 'rent'
  search: PropertySearch
  choices: SearchChoices
  locale: Locale
  t: Translator
  privacyHref: string | null
}) {
  const label = (options: ReturnType<typeof choicesFor>, values: readonly (string | number)[]) =>
    values.map((value) => options.find((option) => option.value === String(value))?.label ?? String(value))
  const towns = label(choicesFor(choices.cities, goal), search.city)
  const summary = describeSearch(
    {
      goal,
      typeNames: label(choicesFor(choices.types, goal), search.type),
      townNames: towns,
      priceMin: search.price?.min || null,
      priceMax: search.price?.max || null,
      minBedrooms: search.rooms || null,
    },
    (key, values) => t(key, values),
  )
  // Only what the register keeps travels with the form: towns, types, price and bedrooms.
  const query = serializeSearch({ city: search.city, type: search.type, price: search.price, rooms: search.rooms })
  if (towns.length === 0) {
    // The register's alerts are about a region: without a town there is nothing to save yet (no form, no code).
    return (
      <details className="save-search" data-testid="save-search">
        <summary>{t('savedSearch.open')}</summary>
        <div className="save-search-body">
          <p>{t('savedSearch.intro')}</p>
          <p className="form-note" role="note">
            {t('savedSearch.needTown')}
          </p>
        </div>
      </details>
    )
  }
  return (
    <SavedSearchForm
      goal={goal}
      search={query}
      summary={summary}
      locale={locale}
      texts={formTexts(t, 'savedSearch.')}
      privacyHref={privacyHref}
    />
  )
}
