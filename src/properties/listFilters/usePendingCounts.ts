'use client'

import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import type { Listing } from '../../listings/query'
import type { EpcLetter, FeatureFilter } from '../../listings/searchParams'

/** How many listings of the current search each option of a filter would leave (absent: not known). */
export interface FilterCounts {
  city?: Record<string, number>
  type?: Record<string, number>
  rooms?: Record<number, number>
  epc?: Partial<Record<EpcLetter, number>>
  features?: Partial<Record<FeatureFilter, number>>
}

/**
 * The number of results of the pending choice and its filter counts: the server's when it is the
 * current search, else asked from /api/site/listings (one small request once the choice rests for a
 * moment; the number is unknown meanwhile and the counts stay those of the current search).
 */
export function usePendingCounts(
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
