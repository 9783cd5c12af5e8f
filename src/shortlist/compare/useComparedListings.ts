'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

import type { Locale } from '@/i18n/locales'
import { MAX_COMPARE, parseIdList } from '@/lib/shortlist'
import type { SummaryItem } from '@/listings/summary'

import { fetchSummaries } from '../summaries'

const noChange = () => () => {}

export type Load = { state: 'loading' } | { state: 'ready'; items: SummaryItem[] } | { state: 'error' }

/**
 * The ids of the query, in the browser (null in the server's render: the page stays cached), and the
 * summaries of those listings in their order, a listing no longer on the site as gone.
 */
export function useComparedListings(locale: Locale): { ids: number[] | null; load: Load } {
  const query = useSyncExternalStore(
    noChange,
    () => window.location.search,
    () => null,
  )
  const ids = query === null ? null : parseIdList(new URLSearchParams(query).get('ids'), MAX_COMPARE)
  const idsKey = ids?.join(',') ?? ''
  const [load, setLoad] = useState<Load>({ state: 'loading' })

  useEffect(() => {
    if (!idsKey) return
    const chosen = idsKey.split(',').map(Number)
    let live = true
    fetchSummaries(chosen, locale)
      .then((items) => live && setLoad({ state: 'ready', items: chosen.map((id) => items.get(id) ?? { id, availability: 'gone' }) }))
      .catch(() => live && setLoad({ state: 'error' }))
    return () => {
      live = false
    }
  }, [idsKey, locale])
  return { ids, load }
}
