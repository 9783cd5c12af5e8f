import { getMapPoints, getSearchOptions, searchProperties } from '@/data/listings'
import type { DictionaryKey } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { propertyPath, type ListingSections } from '@/routing/listingPaths'

import { MapView } from './MapView'
import { PropertyCard, priceText } from './PropertyCard'
import type { Listing } from './query'
import { SearchBox, type SearchBoxLabels } from './SearchBox'
import { parseSearch, serializeSearch, type ListView, type PropertySearch, type SortKey } from './searchParams'

type T = (key: DictionaryKey, values?: Record<string, string | number>) => string

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

/** The search box, pre-filled from the URL (home banner and list pages). */
export async function SearchBoxSection({ locale, t, sections, valuationHref, search, goal }: { locale: Locale; t: T; sections: ListingSections; valuationHref: string | null; search: PropertySearch; goal: 'sale' | 'rent' }) {
  const options = await getSearchOptions(locale)
  return (
    <SearchBox
      options={options}
      initial={{ goal, city: search.city, type: search.type, price: search.price }}
      targets={{ sale: sections.forSale, rent: sections.forRent }}
      valuationHref={valuationHref}
      labels={searchBoxLabels(t)}
    />
  )
}

const SORTS: Array<{ key: SortKey; direction: 'asc' | 'desc'; label: DictionaryKey; arrow: string }> = [
  { key: 'price', direction: 'asc', label: 'list.sort.price', arrow: '↑' },
  { key: 'price', direction: 'desc', label: 'list.sort.price', arrow: '↓' },
  { key: 'type', direction: 'asc', label: 'list.sort.type', arrow: '↑' },
  { key: 'city', direction: 'asc', label: 'list.sort.city', arrow: '↑' },
  { key: 'date', direction: 'desc', label: 'list.sort.date', arrow: '↓' },
]

const VIEWS: Array<{ view: ListView; label: DictionaryKey }> = [
  { view: 'grid', label: 'list.view.grid' },
  { view: 'list', label: 'list.view.list' },
  { view: 'map', label: 'list.view.map' },
]

/**
 * A full list screen (for sale, for rent, sold, new-build): search box, sort, list/grid/map views,
 * "Page X of Y [Z objects]" and paging, all driven by the URL so every state has its own address.
 */
export async function ListScreen({
  listing,
  locale,
  t,
  sections,
  path,
  query,
  pageSize,
  perRow,
  valuationHref,
}: {
  listing: Listing
  locale: Locale
  t: T
  sections: ListingSections
  path: string
  query: Record<string, string | string[] | undefined>
  pageSize: number
  perRow: number
  valuationHref: string | null
}) {
  const search = parseSearch(query)
  const [result, points] = await Promise.all([searchProperties(listing, search, locale, pageSize), search.view === 'map' ? getMapPoints(listing, search, locale) : Promise.resolve(null)])
  const href = (change: Partial<PropertySearch>) => {
    const qs = serializeSearch({ ...search, ...change })
    return qs ? `${path}?${qs}` : path
  }
  const filtered = search.city.length > 0 || search.type.length > 0 || Boolean(search.price) || Boolean(search.search)
  const goal = listing === 'for-rent' ? 'rent' : 'sale'
  return (
    <div className="list-screen" data-view={search.view}>
      {listing !== 'new-build' && <SearchBoxSection locale={locale} t={t} sections={sections} valuationHref={valuationHref} search={search} goal={goal} />}
      <div className="list-toolbar">
        <p className="paging-text" role="status">
          {t('list.paging', { page: Math.min(result.page, Math.max(result.totalPages, 1)), pages: Math.max(result.totalPages, 1), total: result.totalDocs })}
        </p>
        <nav aria-label={t('list.sortBy')} className="sort-links">
          <span aria-hidden="true">{t('list.sortBy')}:</span>
          <ul>
            {SORTS.map((sort) => {
              const active = search.sort.key === sort.key && search.sort.direction === sort.direction
              return (
                <li key={`${sort.key}-${sort.direction}`}>
                  <a href={href({ sort: { key: sort.key, direction: sort.direction }, page: 1 })} aria-current={active ? 'true' : undefined}>
                    <span aria-hidden="true">
                      {t(sort.label)} {sort.arrow}
                    </span>
                    <span className="visually-hidden">{t(`list.sort.${sort.direction}`, { key: t(sort.label) })}</span>
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
        <nav aria-label={t('list.view.label')} className="view-links">
          <ul>
            {VIEWS.map(({ view, label }) => (
              <li key={view}>
                <a href={href({ view, page: 1 })} aria-current={search.view === view ? 'true' : undefined}>
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {points && (
        <MapView
          listings={points.map((p) => ({ id: p.externalId, lat: p.lat, lng: p.lng, title: p.title, price: priceText(p, t), href: propertyPath(sections, p) }))}
          labels={{ region: t('list.map.label'), unavailable: t('list.map.unavailable'), cluster: t('list.map.cluster', { count: '{count}' }), open: t('list.map.open') }}
        />
      )}
      {result.cards.length === 0 ? (
        <p className="empty" role="status">
          {filtered ? t('list.noMatch') : t('list.noResults')}
        </p>
      ) : (
        <ul className={search.view === 'list' ? 'card-list' : 'item-grid card-grid'} style={{ '--per-row': perRow } as React.CSSProperties} aria-label={t('list.results')}>
          {result.cards.map((card) => (
            <li key={card.id}>
              <PropertyCard card={card} sections={sections} t={t} />
            </li>
          ))}
        </ul>
      )}
      {result.totalPages > 1 && (
        <nav className="paging" aria-label={t('paging.label')}>
          {result.page > 1 ? (
            <a href={href({ page: result.page - 1 })} rel="prev">
              {t('paging.previous')}
            </a>
          ) : (
            <span />
          )}
          <p>{t('paging.text', { page: result.page, pages: result.totalPages })}</p>
          {result.page < result.totalPages ? (
            <a href={href({ page: result.page + 1 })} rel="next">
              {t('paging.next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  )
}
