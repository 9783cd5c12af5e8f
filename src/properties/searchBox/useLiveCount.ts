'use client'

import { useEffect, useState } from 'react'

/**
 * How many listings of a list a search gives, asked from /api/site/listings once the choice rests for
 * a moment (one small request: a page of one card and the counts); unknown meanwhile, or when the
 * request fails (the button then reads "Show properties" without a number).
 */
export function useLiveCount(listing: string, locale: string, query: string, active: boolean): number | undefined {
  const [counted, setCounted] = useState<{ key: string; total: number } | null>(null)
  const key = `${listing}|${locale}|${query}`
  useEffect(() => {
    if (!active) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/site/listings?listing=${listing}&locale=${locale}&limit=1${query ? `&${query}` : ''}`, {
          signal: controller.signal,
        })
        if (!response.ok) return
        const answer = (await response.json()) as { totalDocs: number }
        setCounted({ key, total: answer.totalDocs })
      } catch {
        // Aborted by a newer choice, or offline.
      }
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [active, key, listing, locale, query])
  return counted?.key === key ? counted.total : undefined
}
