'use client'

import { useMemo, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { choicesFor, type SearchChoices } from '@/listings/searchChoices'

import { epcFilterLetters } from '../../listings/epcChoices'
import { activeFilterCount, filtersFromSearch, searchFromFilters, type FilterState } from '../../listings/listFilterState'
import type { Listing } from '../../listings/query'
import { serializeSearch, type PropertySearch } from '../../listings/searchParams'
import { usePendingCounts, type FilterCounts } from './usePendingCounts'

export interface ListFiltersInput {
  listing: Listing
  locale: Locale
  path: string
  search: PropertySearch
  total: number
  choices: SearchChoices
  counts: FilterCounts | null
}

/** The filters' state: the pending choice, its result count and filter counts, and the URL it leads to. */
export function useListFilters({ listing, locale, path, search, total, choices, counts }: ListFiltersInput) {
  const goal = listing === 'for-rent' ? 'rent' : 'sale'
  const cityOptions = useMemo(() => choicesFor(choices.cities, goal), [choices.cities, goal])
  const typeOptions = useMemo(() => choicesFor(choices.types, goal), [choices.types, goal])
  const [filters, setFilters] = useState<FilterState>(() => filtersFromSearch(search))
  const set = <K extends keyof FilterState>(key: K, value: FilterState[K]) => setFilters((current) => ({ ...current, [key]: value }))

  const pending = searchFromFilters(search, filters)
  const pendingQuery = serializeSearch(pending)
  const currentQuery = serializeSearch({ ...search, page: 1 })
  const isCurrent = pendingQuery === currentQuery
  const current = useMemo(() => (isCurrent ? { total, counts } : undefined), [isCurrent, total, counts])
  const pendingCounts = usePendingCounts(listing, locale, pendingQuery, current)
  // Only the letters of the searched towns' regions (Flanders has no G): the chosen towns, else the list's.
  const epcLetters = useMemo(
    () => epcFilterLetters(filters.city.length ? filters.city : cityOptions.map((option) => option.value), filters.epc || undefined),
    [filters.city, filters.epc, cityOptions],
  )

  const clear = () =>
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

  return {
    filters,
    set,
    clear,
    cityOptions,
    typeOptions,
    epcLetters,
    count: pendingCounts.total,
    shownCounts: pendingCounts.counts ?? counts,
    active: activeFilterCount(search),
    /** Where applying the pending choice leads. */
    pendingHref: pendingQuery ? `${path}?${pendingQuery}` : path,
  }
}

export type ListFiltersState = ReturnType<typeof useListFilters>
