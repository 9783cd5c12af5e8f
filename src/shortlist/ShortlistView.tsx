'use client'

import { useState, useSyncExternalStore } from 'react'

import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { Locale } from '@/i18n/locales'
import { compareQuery, keptEntries, MAX_COMPARE, MAX_ENTRIES, removeEntry, setNote, shareQuery, toggleCompare } from '@/lib/shortlist'

import { useAccountSync } from './list/accountSync'
import { SharedNotice } from './list/SharedNotice'
import { ShareSection } from './list/ShareSection'
import { ShortlistItem } from './list/ShortlistItem'
import { useBrowserList } from './list/useBrowserList'
import { useSummaries } from './list/useSummaries'
import { compareSnapshot, loadEntries, saveCompare, serverCompareSnapshot, subscribeCompare } from './store'

export interface ShortlistViewProps {
  locale: Locale
  texts: ClientTexts
  /** This page's own path (the share link is it plus ?ids=). */
  path: string
  comparePath: string
}

/**
 * The shortlist page (/nl/bewaard/, /fr/favoris/, /en/saved/): the browser's saved listings with a
 * note each, removal, the choice of up to four to compare, and the share link; a logged-in demander's
 * account list is merged in and kept in step. Opened from a share link (?ids=…) it shows those
 * listings, and "Save to my list" adds them to the visitor's own list.
 */
export function ShortlistView({ locale, texts, path, comparePath }: ShortlistViewProps) {
  const t = clientTranslator(texts)
  const { entries, query, origin, shared } = useBrowserList()
  // The compare choice is the browser's one selection, shared with the cards' compare buttons (./store.ts).
  const compare = useSyncExternalStore(subscribeCompare, compareSnapshot, serverCompareSnapshot)
  const [compareFull, setCompareFull] = useState(false)
  // A logged-in demander: the account's list merged in once, on the own list (not a shared link's view).
  const own = query !== null && shared === null
  const { synced, change } = useAccountSync(own)
  const shownIds = query === null || entries === null ? null : (shared ?? keptEntries(entries).map((e) => e.id))
  const idsKey = shownIds?.join(',') ?? ''
  const fetched = useSummaries(idsKey, locale)

  // The server's render: nothing (the page's <noscript> speaks to visitors without JavaScript), so the
  // island's code loads at once.
  if (entries === null || shownIds === null) return null

  const notes = new Map(entries.filter((e) => !e.removed).map((e) => [e.id, e.note]))
  const ready = shownIds.every((id) => fetched.items.has(id))
  const load = ready ? 'ready' : fetched.failed === idsKey ? 'error' : 'loading'
  const items = ready ? shownIds.map((id) => fetched.items.get(id)!) : []
  const comparable = compare.filter((id) => shownIds.includes(id))

  return (
    <div className="shortlist">
      {!own && <SharedNotice ids={shownIds} path={path} change={change} t={t} />}
      {own && (
        <p className="shortlist-count" role="status">
          {shownIds.length ? t('shortlist.count', { count: shownIds.length }) : ''}
          {synced && shownIds.length ? ` ${t('shortlist.synced')}` : ''}
        </p>
      )}
      {shownIds.length === 0 && <p className="shortlist-empty">{t('shortlist.empty')}</p>}
      {load === 'loading' && shownIds.length > 0 && <p className="shortlist-loading">{t('shortlist.loading')}</p>}
      {load === 'error' && (
        <p className="shortlist-error" role="alert">
          {t('shortlist.loadError')}
        </p>
      )}
      {items.length > 0 && (
        <>
          <p className="shortlist-compare-hint">{t('shortlist.compareHint', { max: MAX_COMPARE })}</p>
          <ul className="shortlist-items">
            {items.map((item) => (
              <ShortlistItem
                key={item.id}
                item={item}
                own={own}
                note={notes.get(item.id) ?? ''}
                comparing={compare.includes(item.id)}
                onNote={(note) => change(setNote(loadEntries(), item.id, note))}
                onCompare={() => {
                  const next = toggleCompare(compare, item.id)
                  saveCompare(next.selected)
                  setCompareFull(next.full)
                }}
                onRemove={() => change(removeEntry(loadEntries(), item.id))}
                t={t}
              />
            ))}
          </ul>
          {own && (
            <p id="shortlist-note-hint" className="shortlist-hint">
              {t('shortlist.noteHint')}
            </p>
          )}
          <div className="shortlist-compare-bar">
            <p role="status">{compareFull ? t('shortlist.compareFull', { max: MAX_COMPARE }) : ''}</p>
            {comparable.length >= 2 ? (
              <a className="button" href={`${comparePath}${compareQuery(comparable)}`}>
                {t('shortlist.compareGo', { count: comparable.length })}
              </a>
            ) : null}
          </div>
        </>
      )}
      {own && shownIds.length > 0 && <ShareSection shareUrl={`${origin}${path}${shareQuery(entries)}`} t={t} />}
      {own && keptEntries(entries).length >= MAX_ENTRIES && <p className="shortlist-hint">{t('shortlist.full', { max: MAX_ENTRIES })}</p>}
    </div>
  )
}
