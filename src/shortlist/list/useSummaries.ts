'use client'

import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import type { SummaryItem } from '@/listings/summary'

import { fetchSummaries } from '../summaries'

export type Fetched = { items: Map<number, SummaryItem>; failed: string | null }

/**
 * The summaries of the listings shown (`idsKey`: their ids joined by commas); a listing already read is
 * not read again (a note, a removal). `failed` names the ids whose read failed.
 */
export function useSummaries(idsKey: string, locale: Locale): Fetched {
  const [fetched, setFetched] = useState<Fetched>({ items: new Map(), failed: null })
  useEffect(() => {
    if (!idsKey) return
    let live = true
    fetchSummaries(idsKey.split(',').map(Number), locale)
      .then((items) => live && setFetched((current) => ({ items: new Map([...current.items, ...items]), failed: null })))
      .catch(() => live && setFetched((current) => ({ ...current, failed: idsKey })))
    return () => {
      live = false
    }
  }, [idsKey, locale])
  return fetched
}
