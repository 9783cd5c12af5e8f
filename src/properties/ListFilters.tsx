'use client'

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'

import { choicesFor, type SearchChoices, type SearchOption } from '@/listings/searchChoices'
import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { DictionaryKey } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatPrice } from '@/lib/format'

import { Disclosure } from './Disclosure'
import { activeFilterCount, filtersFromSearch, searchFromFilters, type FilterState } from '../listings/listFilterState'
import { ROOM_OPTIONS } from '../listings/listingIndex'
import { MultiSelect } from './MultiSelect'
import { useModalPanel } from './modalPanel'
import { multiSelectLabels } from './multiSelectLabels'
import type { Listing } from '../listings/query'
import { epcFilterLetters } from '../listings/epcChoices'
import { FEATURE_FILTERS, serializeSearch, type EpcLetter, type FeatureFilter, type PropertySearch } from '../listings/searchParams'

/** How many listings of the current search each option of a filter would leave (absent: not known). */
export interface FilterCounts {
  city?: Record<string, number>
  type?: Record<string, number>
  rooms?: Record<number, number>
  epc?: Partial<Record<EpcLetter, number>>
  features?: Partial<Record<FeatureFilter, number>>
}

/**
 * The filters of a list screen: town, type, price, bedrooms, living area, EPC and the yes/no features,
 * applied together by one button that says how many results the choice gives ("Show 24 results",
 * counted by /api/site/listings while choosing). Inline above the results on wide screens; on phones
 * behind a "Filters" button (with the number of active filters) that opens them as a modal panel.
 */
export function ListFilters({
  listing,
  locale,
  path,
  search,
  total,
  choices,
  counts,
  texts,
  onApply,
}: {
  listing: Listing
  locale: Locale
  path: string
  search: PropertySearch
  total: number
  choices: SearchChoices
  counts: FilterCounts | null
  texts: ClientTexts
  onApply: (href: string) => void
}) {
  const t = clientTranslator(texts)
  const id = useId()
  const goal = listing === 'for-rent' ? 'rent' : 'sale'
  const cityOptions = useMemo(() => choicesFor(choices.cities, goal), [choices.cities, goal])
  const typeOptions = useMemo(() => choicesFor(choices.types, goal), [choices.types, goal])
  const [filters, setFilters] = useState<FilterState>(() => filtersFromSearch(search))
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const set = <K extends keyof FilterState>(key: K, value: FilterState[K]) => setFilters((current) => ({ ...current, [key]: value }))

  const pending = searchFromFilters(search, filters)
  const pendingQuery = serializeSearch(pending)
  const currentQuery = serializeSearch({ ...search, page: 1 })
  const isCurrent = pendingQuery === currentQuery
  const current = useMemo(() => (isCurrent ? { total, counts } : undefined), [isCurrent, total, counts])
  const pendingCounts = usePendingCounts(listing, locale, pendingQuery, current)
  const count = pendingCounts.total
  const shownCounts = pendingCounts.counts ?? counts
  const active = activeFilterCount(search)
  // Only the letters of the searched towns' regions (Flanders has no G): the chosen towns, else the list's.
  const epcLetters = useMemo(
    () => epcFilterLetters(filters.city.length ? filters.city : cityOptions.map((option) => option.value), filters.epc || undefined),
    [filters.city, filters.epc, cityOptions],
  )

  const close = useCallback(() => {
    setOpen(false)
    opener.current?.focus()
  }, [])
  useModalPanel(open, panel, close)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setOpen(false)
    onApply(pendingQuery ? `${path}?${pendingQuery}` : path)
  }

  const countOf = (value: number | undefined) => (value === undefined ? '' : ` (${value})`)
  const select = (label: DictionaryKey, filter: DictionaryKey) => multiSelectLabels(t, label, filter)
  const withCounts = (list: SearchOption[], known?: Record<string, number>) =>
    known ? list.map((option) => ({ ...option, count: known[option.value] ?? 0 })) : list
  const priceMax = Number(filters.priceMax) || 0
  const priceMin = Number(filters.priceMin) || 0
  const priceSummary =
    priceMax > 0
      ? t('search.priceFromTo', { min: formatPrice(Math.min(priceMin, priceMax)), max: formatPrice(priceMax) })
      : t('search.priceAny')
  const areaMin = Number(filters.areaMin) || 0
  const areaMax = Number(filters.areaMax) || 0
  const areaSummary =
    areaMin && areaMax
      ? t('filters.areaFromTo', { min: areaMin, max: areaMax })
      : areaMin
        ? t('filters.areaFrom', { min: areaMin })
        : areaMax
          ? t('filters.areaTo', { max: areaMax })
          : t('filters.areaAny')
  const showLabel = count === undefined ? t('filters.showCounting') : t('filters.show', { count })

  return (
    <div className="list-filters" data-open={open ? 'true' : 'false'}>
      <button
        ref={opener}
        type="button"
        className="filters-open"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(true)}
      >
        {t('filters.open')}{' '}
        {active > 0 && (
          <span className="filters-active">
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">{t('filters.active', { count: active })}</span>
          </span>
        )}
      </button>
      <div
        ref={panel}
        id={`${id}-panel`}
        className="filter-panel"
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? `${id}-title` : undefined}
      >
        {/* A plain GET form to the list's path too: without JavaScript the bedroom, EPC and yes/no filters still apply. */}
        <form className="filter-form" action={path} method="get" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
          <div className="filter-head">
            <h2 id={`${id}-title`} className="filter-title">
              {t('filters.title')}
            </h2>
            <button type="button" className="filter-close" onClick={close} aria-label={t('filters.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="filter-fields">
            <MultiSelect
              name="city"
              options={withCounts(cityOptions, shownCounts?.city)}
              value={filters.city}
              onChange={(value) => set('city', value)}
              labels={select('search.city', 'search.filterCities')}
            />
            <MultiSelect
              name="type"
              options={withCounts(typeOptions, shownCounts?.type)}
              value={filters.type}
              onChange={(value) => set('type', value)}
              labels={select('search.type', 'search.filterTypes')}
            />
            <Disclosure label={t('search.price')} summary={priceSummary} className="price-range" doneLabel={t('search.done')}>
              <div className="price-fields">
                <label>
                  <span>{t('search.priceMin')}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={5000}
                    value={filters.priceMin}
                    onChange={(e) => set('priceMin', e.target.value)}
                  />
                </label>
                <label>
                  <span>{t('search.priceMax')}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={5000}
                    value={filters.priceMax}
                    onChange={(e) => set('priceMax', e.target.value)}
                  />
                </label>
              </div>
            </Disclosure>
            <label className="filter-select">
              <span>{t('filters.rooms')}</span>
              <select name="rooms" value={filters.rooms} onChange={(e) => set('rooms', e.target.value)}>
                <option value="">{t('search.any')}</option>
                {ROOM_OPTIONS.map((rooms) => (
                  <option key={rooms} value={String(rooms)}>
                    {`${t('filters.roomsAtLeast', { count: rooms })}${countOf(shownCounts?.rooms?.[rooms])}`}
                  </option>
                ))}
              </select>
            </label>
            <Disclosure label={t('filters.area')} summary={areaSummary} className="area-range" doneLabel={t('search.done')}>
              <div className="price-fields">
                <label>
                  <span>{t('filters.areaMin')}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={10}
                    value={filters.areaMin}
                    onChange={(e) => set('areaMin', e.target.value)}
                  />
                </label>
                <label>
                  <span>{t('filters.areaMax')}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={10}
                    value={filters.areaMax}
                    onChange={(e) => set('areaMax', e.target.value)}
                  />
                </label>
              </div>
            </Disclosure>
            <label className="filter-select">
              <span>{t('filters.epc')}</span>
              <select name="epc" value={filters.epc} onChange={(e) => set('epc', e.target.value as EpcLetter | '')}>
                <option value="">{t('search.any')}</option>
                {epcLetters.map((letter) => (
                  <option key={letter} value={letter}>
                    {`${t('filters.epcAtLeast', { label: letter.toUpperCase() })}${countOf(shownCounts?.epc?.[letter])}`}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="filter-features">
              <legend>{t('filters.features')}</legend>
              {FEATURE_FILTERS.map((feature) => (
                <label key={feature}>
                  <input
                    type="checkbox"
                    name={feature}
                    value="1"
                    checked={filters.features.includes(feature)}
                    onChange={(e) =>
                      set('features', e.target.checked ? [...filters.features, feature] : filters.features.filter((f) => f !== feature))
                    }
                  />
                  <span>{t(`filters.${feature}`)}</span>
                  {shownCounts?.features?.[feature] !== undefined && (
                    <span className="option-count">{`(${shownCounts.features[feature]})`}</span>
                  )}
                </label>
              ))}
            </fieldset>
          </div>
          <div className="filter-actions">
            <button
              type="button"
              className="filter-clear"
              onClick={() =>
                setFilters(
                  filtersFromSearch({
                    ...search,
                    city: [],
                    type: [],
                    price: undefined,
                    rooms: undefined,
                    area: undefined,
                    epc: undefined,
                    features: [],
                  }),
                )
              }
            >
              {t('search.clear')}
            </button>
            <button type="submit" className="filter-submit" aria-live="polite">
              {showLabel}
            </button>
          </div>
        </form>
      </div>
    </div>
  )
}

/**
 * The number of results of the pending choice and its filter counts: the server's when it is the
 * current search, else asked from /api/site/listings (one small request once the choice rests for a
 * moment; the number is unknown meanwhile and the counts stay those of the current search).
 */
function usePendingCounts(
  listing: Listing,
  locale: Locale,
  query: string,
  current: { total: number; counts: FilterCounts | null } | undefined,
): { total?: number; counts?: FilterCounts | null } {
  const [counted, setCounted] = useState<{ query: string; total: number; counts: FilterCounts | null } | null>(null)
  useEffect(() => {
    if (current) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/site/listings?listing=${listing}&locale=${locale}&limit=1&${query}`, {
          signal: controller.signal,
        })
        if (!response.ok) return
        const answer = (await response.json()) as { totalDocs: number; facets?: FilterCounts }
        setCounted({ query, total: answer.totalDocs, counts: answer.facets ?? null })
      } catch {
        // Aborted by a newer choice, or offline: the button then reads "Show results" without a number.
      }
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [listing, locale, query, current])
  if (current) return current
  return counted?.query === query ? counted : {}
}
