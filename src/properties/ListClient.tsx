'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import useSWR from 'swr'

import type { MapPointData, SearchResult } from '@/data/listings'
import type { DictionaryKey } from '@/i18n/dictionary'
import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { Locale } from '@/i18n/locales'
import { propertyPath, type ListingSections } from '@/routing/listingPaths'

import { MapView } from './MapView'
import { PropertyCard, priceText } from './PropertyCard'
import type { Listing } from './query'
import { parseSearch, serializeSearch, type ListView, type PropertySearch, type SortKey } from './searchParams'

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


type Result = SearchResult & { points?: MapPointData[] | null }

const fetcher = async (url: string): Promise<Result> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(String(response.status))
  return response.json()
}

interface ListProps {
  listing: Listing
  locale: Locale
  path: string
  pageSize: number
  perRow: number
  sections: ListingSections
  texts: ClientTexts
  initial: SearchResult
}

/**
 * Results of a list screen driven by the URL: the unfiltered first page comes with the cached HTML;
 * any other search (filters, sort, view, page) loads from /api/site/listings with SWR.
 */
export function ListClient(props: ListProps) {
  const params = useSearchParams()
  const search = parseSearch(params)
  const query = serializeSearch(search)
  const { listing, locale, pageSize, initial } = props
  const { data, error, isValidating } = useSWR<Result>(query ? `/api/site/listings?listing=${listing}&locale=${locale}&limit=${pageSize}&${query}` : null, fetcher, { keepPreviousData: true, revalidateOnFocus: false })
  // While a new search loads, the previous results stay on screen, marked busy.
  return <ListResults {...props} search={search} result={query ? data : initial} loading={Boolean(query) && isValidating} failed={Boolean(error)} />
}

/** The list screen for one search and its result (also the server-rendered state before the URL is read). */
export function ListResults({ path, perRow, sections, texts, search, result, loading = false, failed = false }: ListProps & { search: PropertySearch; result: Result | undefined; loading?: boolean; failed?: boolean }) {
  const t = clientTranslator(texts)
  const href = (change: Partial<PropertySearch>) => {
    const qs = serializeSearch({ ...search, ...change })
    return qs ? `${path}?${qs}` : path
  }
  const filtered = search.city.length > 0 || search.type.length > 0 || Boolean(search.price) || Boolean(search.search)
  const pages = Math.max(result?.totalPages ?? 1, 1)
  return (
    <div className="list-screen" data-view={search.view} aria-busy={loading}>
      <div className="list-toolbar">
        <p className="paging-text" role="status">
          {result ? t('list.paging', { page: Math.min(result.page, pages), pages, total: result.totalDocs }) : t('list.loading')}
        </p>
        <nav aria-label={t('list.sortBy')} className="sort-links">
          <span aria-hidden="true">{t('list.sortBy')}:</span>
          <ul>
            {SORTS.map((sort) => {
              const active = search.sort.key === sort.key && search.sort.direction === sort.direction
              return (
                <li key={`${sort.key}-${sort.direction}`}>
                  <Link href={href({ sort: { key: sort.key, direction: sort.direction }, page: 1 })} aria-current={active ? 'true' : undefined} scroll={false}>
                    <span aria-hidden="true">
                      {t(sort.label)} {sort.arrow}
                    </span>
                    <span className="visually-hidden">{t(`list.sort.${sort.direction}`, { key: t(sort.label) })}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <nav aria-label={t('list.view.label')} className="view-links">
          <ul>
            {VIEWS.map(({ view, label }) => (
              <li key={view}>
                <Link href={href({ view, page: 1 })} aria-current={search.view === view ? 'true' : undefined} scroll={false}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {failed && (
        <p className="empty" role="alert">
          {t('error.api')}
        </p>
      )}
      {search.view === 'map' && result?.points && (
        <MapView
          listings={result.points.map((p) => ({ id: p.externalId, lat: p.lat, lng: p.lng, title: p.title, price: priceText(p, t), href: propertyPath(sections, p) }))}
          labels={{ region: t('list.map.label'), unavailable: t('list.map.unavailable'), cluster: t('list.map.cluster', { count: '{count}' }), open: t('list.map.open') }}
        />
      )}
      {result && result.cards.length === 0 && (
        <p className="empty" role="status">
          {filtered ? t('list.noMatch') : t('list.noResults')}
        </p>
      )}
      {result && result.cards.length > 0 && (
        <ul className={search.view === 'list' ? 'card-list' : 'item-grid card-grid'} style={{ '--per-row': perRow } as React.CSSProperties} aria-label={t('list.results')}>
          {result.cards.map((card) => (
            <li key={card.id}>
              <PropertyCard card={card} sections={sections} t={t} />
            </li>
          ))}
        </ul>
      )}
      {result && result.totalPages > 1 && (
        <nav className="paging" aria-label={t('paging.label')}>
          {result.page > 1 ? (
            <Link href={href({ page: result.page - 1 })} rel="prev">
              {t('paging.previous')}
            </Link>
          ) : (
            <span />
          )}
          <p>{t('paging.text', { page: result.page, pages: result.totalPages })}</p>
          {result.page < result.totalPages ? (
            <Link href={href({ page: result.page + 1 })} rel="next">
              {t('paging.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  )
}
