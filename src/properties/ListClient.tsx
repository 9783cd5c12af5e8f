'use client'

import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useRef, useTransition, type AnchorHTMLAttributes } from 'react'

import type { MapPointData, SearchResult } from '@/data/listings'
import type { SearchChoices } from '@/listings/searchChoices'
import type { DictionaryKey } from '@/i18n/dictionary'
import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { Locale } from '@/i18n/locales'
import type { ListingSections } from '@/routing/listingPaths'
import { pageNumbers } from '@/routing/pageNumbers'

import { ListFilters, type FilterCounts } from './ListFilters'
import { MapView } from './MapView'
import { PropertyCard } from './PropertyCard'
import type { Listing } from '../listings/query'
import { narrowsResults, serializeSearch, type ListView, type PropertySearch, type SortKey } from '../listings/searchParams'

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

export interface ListProps {
  listing: Listing
  locale: Locale
  /** The list page's own path (no query): every search of the screen is this path plus its query. */
  path: string
  pageSize: number
  perRow: number
  sections: ListingSections
  texts: ClientTexts
  search: PropertySearch
  result: SearchResult
  /** Every located listing of the search, for the map view (only when the view is the map). */
  points: MapPointData[] | null
  choices: SearchChoices
  counts: FilterCounts | null
}

/**
 * Set when this screen navigates to another search: the next list screen (a new page render, mounted
 * afresh) then takes the focus to its count, so keyboard and screen-reader users land on the new results.
 */
let focusNextScreen = false

/** Client navigation to another search of the list (the server renders its results). */
const Navigate = createContext<(href: string, scroll?: boolean) => void>(() => {})

/**
 * A plain link (works without JavaScript, crawlable) that, with JavaScript, moves to the other search
 * by client navigation, so the page does not reload and the current results are marked busy meanwhile.
 */
function ListLink({ href, scroll = false, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; scroll?: boolean }) {
  const navigate = useContext(Navigate)
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        navigate(href, scroll)
      }}
    />
  )
}

/**
 * A list screen (for sale, for rent, sold, new-build) for one search, as the server rendered it: filters,
 * "Page X of Y [Z objects]", sort, views, results and numbered paging. Every change is a new URL, fetched
 * by client navigation; until the server's answer replaces this screen, its results are marked busy
 * (aria-busy, dimmed, a status text) so they are never taken for the new ones.
 */
export function ListClient(props: ListProps) {
  const { path, perRow, sections, texts, search, result, points, listing, locale } = props
  const router = useRouter()
  const [busy, startTransition] = useTransition()
  const navigate = useCallback(
    (href: string, scroll = false) => {
      focusNextScreen = true
      startTransition(() => router.push(href, { scroll }))
    },
    [router],
  )
  const count = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (!focusNextScreen) return
    focusNextScreen = false
    count.current?.focus({ preventScroll: true })
  }, [])
  const t = clientTranslator(texts)
  const href = (change: Partial<PropertySearch>) => {
    const query = serializeSearch({ ...search, ...change })
    return query ? `${path}?${query}` : path
  }
  const { page, totalPages, totalDocs } = result
  return (
    <Navigate.Provider value={navigate}>
      <div className="list-screen" data-view={search.view} aria-busy={busy} data-busy={busy ? 'true' : undefined}>
        <ListFilters
          key={serializeSearch(search)}
          listing={listing}
          locale={locale}
          path={path}
          search={search}
          total={totalDocs}
          choices={props.choices}
          counts={props.counts}
          texts={texts}
          onApply={(target) => navigate(target)}
        />
        <div className="list-toolbar">
          <p className="paging-text" ref={count} tabIndex={-1}>
            {t('list.paging', { page, pages: totalPages, total: totalDocs })}
          </p>
          <p className="list-busy" role="status">
            {busy ? t('list.updating') : ''}
          </p>
          <nav aria-label={t('list.sortBy')} className="sort-links">
            <span aria-hidden="true">{t('list.sortBy')}:</span>
            <ul>
              {SORTS.map((sort) => {
                const active = search.sort.key === sort.key && search.sort.direction === sort.direction
                return (
                  <li key={`${sort.key}-${sort.direction}`}>
                    <ListLink
                      href={href({ sort: { key: sort.key, direction: sort.direction }, page: 1 })}
                      aria-current={active ? 'true' : undefined}
                    >
                      <span aria-hidden="true">
                        {t(sort.label)} {sort.arrow}
                      </span>
                      <span className="visually-hidden">{t(`list.sort.${sort.direction}`, { key: t(sort.label) })}</span>
                    </ListLink>
                  </li>
                )
              })}
            </ul>
          </nav>
          <nav aria-label={t('list.view.label')} className="view-links">
            <ul>
              {VIEWS.map(({ view, label }) => (
                <li key={view}>
                  <ListLink href={href({ view, page: 1 })} aria-current={search.view === view ? 'true' : undefined}>
                    {t(label)}
                  </ListLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="list-results">
          {search.view === 'map' && (
            <MapView search={search} result={{ totalDocs, points }} path={path} sections={sections} texts={texts} />
          )}
          {result.cards.length === 0 ? (
            <p className="empty">{narrowsResults(search) ? t('list.noMatch') : t('list.noResults')}</p>
          ) : (
            <ul
              className={search.view === 'list' ? 'card-list' : 'item-grid card-grid'}
              style={{ '--per-row': perRow } as React.CSSProperties}
              aria-label={t('list.results')}
            >
              {result.cards.map((card, index) => (
                <li key={card.id}>
                  <PropertyCard card={card} sections={sections} t={t} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <ListPaging page={page} totalPages={totalPages} href={(p) => href({ page: p })} t={t} />
      </div>
    </Navigate.Provider>
  )
}

/**
 * Numbered paging (first, previous, pages around the current one, next, last) as plain links, with the
 * spec's "Page x of y" (section 9). A change of page scrolls to the top, as a new page would.
 */
function ListPaging({
  page,
  totalPages,
  href,
  t,
}: {
  page: number
  totalPages: number
  href: (page: number) => string
  t: ReturnType<typeof clientTranslator>
}) {
  if (totalPages < 2) return null
  const edge = (target: number, label: DictionaryKey, symbol: string, rel?: string) => (
    <li className="paging-edge">
      {target === page ? (
        <span className="paging-off" aria-hidden="true">
          {symbol}
        </span>
      ) : (
        <ListLink href={href(target)} rel={rel} aria-label={t(label)} scroll>
          {symbol}
        </ListLink>
      )}
    </li>
  )
  return (
    <nav className="paging paging-numbered" aria-label={t('paging.label')}>
      <p className="paging-position">{t('paging.text', { page, pages: totalPages })}</p>
      <ul>
        {edge(1, 'paging.first', '«')}
        {edge(Math.max(1, page - 1), 'paging.previous', '‹', 'prev')}
        {pageNumbers(page, totalPages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="paging-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <ListLink
                href={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('paging.page', { page: item })}
                scroll
              >
                {item}
              </ListLink>
            </li>
          ),
        )}
        {edge(Math.min(totalPages, page + 1), 'paging.next', '›', 'next')}
        {edge(totalPages, 'paging.last', '»')}
      </ul>
    </nav>
  )
}
