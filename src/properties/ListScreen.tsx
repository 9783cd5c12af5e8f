import { Suspense } from 'react'

import { getSearchOptions, searchProperties } from '@/data/listings'
import { pickTexts } from '@/i18n/clientTexts'
import type { DictionaryKey } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import type { ListingSections } from '@/routing/listingPaths'

import { ListClient, ListResults } from './ListClient'
import { LIST_TEXT_KEYS } from './listTexts'
import type { Listing } from './query'
import { SearchBox, type SearchBoxLabels } from './SearchBox'
import { SearchBoxFromUrl } from './SearchBoxFromUrl'
import { DEFAULT_SORT, type PropertySearch } from './searchParams'

type T = (key: DictionaryKey, values?: Record<string, string | number>) => string

/** The unfiltered search: what the cached HTML of a list page shows. */
const DEFAULT_SEARCH: PropertySearch = { city: [], type: [], view: 'grid', page: 1, sort: DEFAULT_SORT }

export function searchBoxLabels(t: T): SearchBoxLabels {
  const select = (label: DictionaryKey, filter: DictionaryKey) => ({
    label: t(label),
    filter: t(filter),
    any: t('search.any'),
    chosen: t('search.chosen', { count: '{count}' }),
    noOptions: t('search.noOptions'),
    clear: t('search.clear'),
    done: t('search.done'),
  })
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
  }
}

/** The search box (home banner and list pages); on list pages it takes its values from the URL. */
export async function SearchBoxSection({ locale, t, sections, valuationHref, goal, fromUrl = false }: { locale: Locale; t: T; sections: ListingSections; valuationHref: string | null; goal: 'sale' | 'rent'; fromUrl?: boolean }) {
  const options = await getSearchOptions(locale)
  const props = { options, initial: { goal, city: [], type: [] }, targets: { sale: sections.forSale, rent: sections.forRent }, valuationHref, labels: searchBoxLabels(t) }
  if (!fromUrl) return <SearchBox {...props} />
  return (
    <Suspense fallback={<SearchBox {...props} />}>
      <SearchBoxFromUrl {...props} />
    </Suspense>
  )
}

/**
 * A full list screen (for sale, for rent, sold, new-build): search box, sort, list/grid/map views,
 * "Page X of Y [Z objects]" and paging. The page HTML (cached) carries the unfiltered first page;
 * the URL's search loads in the browser (src/properties/ListClient.tsx).
 */
export async function ListScreen({ listing, locale, t, sections, path, pageSize, perRow, valuationHref }: { listing: Listing; locale: Locale; t: T; sections: ListingSections; path: string; pageSize: number; perRow: number; valuationHref: string | null }) {
  const initial = await searchProperties(listing, DEFAULT_SEARCH, locale, pageSize)
  const props = { listing, locale, path, pageSize, perRow, sections, texts: pickTexts(t, LIST_TEXT_KEYS), initial }
  return (
    <>
      {listing !== 'new-build' && <SearchBoxSection locale={locale} t={t} sections={sections} valuationHref={valuationHref} goal={listing === 'for-rent' ? 'rent' : 'sale'} fromUrl />}
      <Suspense fallback={<ListResults {...props} search={DEFAULT_SEARCH} result={initial} />}>
        <ListClient {...props} />
      </Suspense>
    </>
  )
}
