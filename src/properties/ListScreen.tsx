import { getListResults, getMapPoints, getSearchChoices } from '@/data/listings'
import { pickTexts } from '@/i18n/clientTexts'
import { finishTexts } from '@/i18n/finishedTexts'
import type { DictionaryKey, Translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import type { ListingSections } from '@/routing/listingPaths'

import { ListClient, SearchBox } from './chunks'
import { SaveSearch } from './SaveSearch'
import { Hearts, RecentlyViewed } from '../shortlist/chunks'
import { RECENT_TEXT_KEYS } from '../shortlist/recentTexts'
import { heartsProps } from '../shortlist/heartsProps'
import { shortlistPath } from '../routing/shortlistPaths'
import { multiSelectLabels } from './multiSelectLabels'
import { LIST_TEXT_KEYS } from './listTexts'
import type { Listing } from '../listings/query'
import type { SearchBoxLabels } from './SearchBox'
import { DEFAULT_SORT, type PropertySearch } from '../listings/searchParams'

/** The unfiltered search: what the cached HTML of a list page shows. */
const DEFAULT_SEARCH: PropertySearch = { city: [], type: [], features: [], view: 'grid', page: 1, sort: DEFAULT_SORT }

function searchBoxLabels(t: Translator): SearchBoxLabels {
  const select = (label: DictionaryKey, filter: DictionaryKey) => multiSelectLabels(t, label, filter)
  // ICU messages the box fills in the browser (counts, plurals).
  const raw = (key: DictionaryKey) => (t.raw ? t.raw(key) : t(key))
  return {
    title: t('search.title'),
    goal: t('search.goal'),
    sale: t('search.sale'),
    rent: t('search.rent'),
    city: select('search.city', 'search.filterCities'),
    type: select('search.type', 'search.filterTypes'),
    price: t('search.price'),
    priceAny: t('search.priceAny'),
    priceMin: t('search.priceMin'),
    priceMax: t('search.priceMax'),
    priceFromTo: t('search.priceFromTo', { min: '{min}', max: '{max}' }),
    search: t('search.button'),
    valuation: t('search.valuationLink'),
    needFilter: t('search.needFilter'),
    done: t('search.done'),
    clear: t('search.clear'),
    rooms: t('filters.rooms'),
    any: t('search.any'),
    roomsChip: raw('search.roomsChip'),
    roomsAtLeast: raw('filters.roomsAtLeast'),
    show: raw('search.showCount'),
    showCounting: t('search.showCounting'),
  }
}

/** The search box of the home banner: it goes to the sale or rent list with the chosen filters. */
export async function SearchBoxSection({
  locale,
  t,
  sections,
  valuationHref,
  goal,
}: {
  locale: Locale
  t: Translator
  sections: ListingSections
  valuationHref: string | null
  goal: 'sale' | 'rent'
}) {
  const choices = await getSearchChoices(locale)
  return (
    <SearchBox
      choices={choices}
      initial={{ goal, city: [], type: [] }}
      targets={{ sale: sections.forSale, rent: sections.forRent }}
      valuationHref={valuationHref}
      labels={searchBoxLabels(t)}
    />
  )
}

/**
 * A full list screen (for sale, for rent, sold, new-build) for one search: filters, "Page X of Y
 * [Z objects]", sort, list/grid/map views, results and numbered paging, all in the HTML. The bare list
 * page renders the unfiltered search; a URL with a search in its query renders its own, cached per
 * canonical search (src/listings/listResults.ts). Results come from the in-memory listing index: no
 * database query per search.
 */
export async function ListScreen({
  listing,
  locale,
  t,
  sections,
  path,
  pageSize,
  perRow,
  search = DEFAULT_SEARCH,
  privacyHref = null,
}: {
  listing: Listing
  locale: Locale
  t: Translator
  sections: ListingSections
  path: string
  pageSize: number
  perRow: number
  search?: PropertySearch
  privacyHref?: string | null
}) {
  const { shown, result, counts } = await getListResults(listing, search, locale, pageSize)
  const [points, choices] = await Promise.all([
    shown.view === 'map' ? getMapPoints(listing, shown, locale) : null,
    getSearchChoices(locale),
  ])
  return (
    <>
      <p className="shortlist-link">
        <a href={shortlistPath(locale)}>{t('shortlist.link')}</a>
      </p>
      {/* Issue 37.5: a list of what is on offer can be kept as a search (a sold list is references, not a search). */}
      {listing !== 'sold' && listing !== 'featured' && (
        <SaveSearch
          goal={listing === 'for-rent' ? 'rent' : 'sale'}
          search={shown}
          choices={choices}
          locale={locale}
          t={t}
          privacyHref={privacyHref}
        />
      )}
      <ListClient
        listing={listing}
        locale={locale}
        path={path}
        pageSize={pageSize}
        perRow={perRow}
        sections={sections}
        texts={pickTexts(t, LIST_TEXT_KEYS)}
        search={shown}
        result={result}
        points={points}
        choices={choices}
        counts={counts}
      />
      <RecentlyViewed locale={locale} texts={finishTexts(t, RECENT_TEXT_KEYS)} />
      <Hearts {...heartsProps(t)} />
    </>
  )
}
