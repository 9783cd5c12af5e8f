'use client'

import { useEffect, useState } from 'react'

import { finishedTranslator, type FinishedTexts } from '@/i18n/finishedTexts'
import type { Locale } from '@/i18n/locales'
import { IMAGE_SIZES } from '@/lib/image'
import { recentToShow } from '@/lib/recentlyViewed'
import { priceLine } from '@/listings/priceLine'
import type { ListingSummary } from '@/listings/summary'
import { Picture } from '@/site/Picture'

import { clearRecent, loadRecent, recordRecent } from './recentStore'
import { fetchSummaries } from './summaries'

/** Listings the strip shows at most. */
const SHOWN = 8

/**
 * The "recently viewed" strip (issue 37.5): the listings this browser opened last, newest first, each
 * a link with its photo, title, town and price; a detail page records itself (`current`) and leaves
 * itself out. Nothing is rendered on the server (the list lives in the browser) nor while it is empty.
 */
export function RecentlyViewed({ locale, texts, current = null }: { locale: Locale; texts: FinishedTexts; current?: number | null }) {
  const t = finishedTranslator(texts)
  const [items, setItems] = useState<ListingSummary[]>([])

  useEffect(() => {
    const list = current ? recordRecent(current) : loadRecent()
    const ids = recentToShow(list, current).slice(0, SHOWN)
    let live = true
    fetchSummaries(ids, locale)
      .then((found) => {
        // Gone, sold or rented listings are left out: the strip is for finding a listing back.
        const shown = ids
          .map((id) => found.get(id))
          .filter((item): item is ListingSummary => item !== undefined && item.availability === 'available')
        if (live) setItems(shown)
      })
      .catch(() => live && setItems([]))
    return () => {
      live = false
    }
  }, [current, locale])

  if (items.length === 0) return null
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <div className="recently-viewed-head">
        <h2 id="recently-viewed-title">{t('recent.title')}</h2>
        <button
          type="button"
          className="button"
          onClick={() => {
            clearRecent()
            setItems([])
          }}
        >
          {t('recent.clear')}
        </button>
      </div>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.href}>
              {item.photo && <Picture image={{ ...item.photo, alt: '' }} sizes={IMAGE_SIZES.card} />}
              <span className="recently-viewed-title">{item.title}</span>
              <span className="recently-viewed-city">{item.city}</span>
              <span className="price">{priceLine(item, t)}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="form-note">{t('recent.note')}</p>
    </section>
  )
}
