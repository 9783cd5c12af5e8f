'use client'

import { useRef, useState } from 'react'

import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { Locale } from '@/i18n/locales'
import { compareQuery } from '@/lib/shortlist'
import type { ListingSummary } from '@/listings/summary'
import { FloodSymbol } from '@/site/FloodSymbol'

import { compareRows } from './compareRows'
import { ListingHeading } from './compare/ListingHeading'
import { useComparedListings } from './compare/useComparedListings'

export interface CompareViewProps {
  locale: Locale
  texts: ClientTexts
  /** This page's own path (a listing taken out of the comparison is a link to it with the other ids). */
  path: string
  shortlistPath: string
}

/**
 * The compare page (/nl/vergelijk/?ids=…, /fr/comparer/, /en/compare/): up to four listings side by
 * side in one table, a column per listing and a row per fact. On a phone (issue 37.3) two listings
 * share the width, each fact's label above their two values and staying in view while the table
 * scrolls sideways in its own box, two columns at a time (scroll snap): a swipe or the "next" and
 * "previous" buttons bring the third and fourth; the page itself never scrolls sideways. Printed,
 * the table takes the page's width (shortlist.css).
 */
export function CompareView({ locale, texts, path, shortlistPath }: CompareViewProps) {
  const t = clientTranslator(texts)
  const { ids, load } = useComparedListings(locale)
  const scroller = useRef<HTMLDivElement>(null)
  const [first, setFirst] = useState(0)

  // The server's render: nothing (the page's <noscript> speaks to visitors without JavaScript).
  if (ids === null) return null
  if (ids.length === 0) {
    return (
      <p className="shortlist-empty">
        {t('compare.empty')} <a href={shortlistPath}>{t('compare.back')}</a>
      </p>
    )
  }
  if (load.state === 'loading') return <p className="shortlist-loading">{t('shortlist.loading')}</p>
  if (load.state === 'error') {
    return (
      <p className="shortlist-error" role="alert">
        {t('shortlist.loadError')}
      </p>
    )
  }
  const listings = load.items.filter((item): item is ListingSummary => item.availability !== 'gone')
  const gone = load.items.filter((item) => item.availability === 'gone')
  const rows = compareRows(t)
  const caption = t('compare.caption', { count: listings.length })
  const without = (id: number) => {
    const rest = ids.filter((other) => other !== id)
    return rest.length ? `${path}${compareQuery(rest)}` : path
  }
  // The first listing column in view (two at a time on a phone), from the scroller's position.
  const onScroll = () => {
    const box = scroller.current
    if (!box || !box.clientWidth) return
    setFirst(Math.round(box.scrollLeft / (box.clientWidth / 2)))
  }
  const page = (direction: 1 | -1) => scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth, behavior: 'smooth' })
  const shownTo = Math.min(first + 2, listings.length)
  return (
    <div className="compare" style={{ '--compare-columns': listings.length } as React.CSSProperties}>
      <p className="compare-actions">
        <a href={shortlistPath}>{t('compare.back')}</a>
        <button type="button" className="button" onClick={() => window.print()}>
          {t('compare.print')}
        </button>
      </p>
      {gone.map((item) => (
        <p key={item.id} className="shortlist-state">
          {t('shortlist.gone', { id: String(item.id) })}
        </p>
      ))}
      {listings.length > 2 && (
        <div className="compare-pager">
          <button type="button" className="button" onClick={() => page(-1)} disabled={first === 0}>
            {t('compare.previous')}
          </button>
          <span aria-live="polite">{t('compare.shown', { from: first + 1, to: shownTo, total: listings.length })}</span>
          <button type="button" className="button" onClick={() => page(1)} disabled={shownTo >= listings.length}>
            {t('compare.next')}
          </button>
        </div>
      )}
      {listings.length > 0 && (
        <div className="compare-scroller" role="region" aria-label={caption} tabIndex={0} ref={scroller} onScroll={onScroll}>
          <table className="compare-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <td className="compare-corner">{t('compare.property')}</td>
                {listings.map((listing) => (
                  <ListingHeading key={listing.id} listing={listing} removeHref={without(listing.id)} t={t} />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-row={row.key}>
                  <th scope="row">
                    <span className="compare-label">{row.label}</span>
                  </th>
                  {listings.map((listing) => (
                    <td key={listing.id}>
                      {row.value(listing)}
                      {row.flood?.(listing) && (
                        <>
                          {' '}
                          <FloodSymbol label={t('advert.floodSymbol')} />
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
