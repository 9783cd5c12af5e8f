'use client'

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'

import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { Locale } from '@/i18n/locales'
import { IMAGE_SIZES } from '@/lib/image'
import {
  addAll,
  compareQuery,
  keptEntries,
  MAX_COMPARE,
  MAX_ENTRIES,
  mergeShortlists,
  parseIdList,
  readEntries,
  removeEntry,
  setNote,
  shareQuery,
  toggleCompare,
  type ShortlistEntry,
} from '@/lib/shortlist'
import { priceLine } from '@/listings/priceLine'
import type { SummaryItem } from '@/listings/summary'
import { Picture } from '@/site/Picture'

import {
  compareSnapshot,
  entriesSnapshot,
  loadEntries,
  saveCompare,
  saveEntries,
  serverCompareSnapshot,
  subscribeCompare,
  subscribeEntries,
} from './store'
import { fetchSummaries } from './summaries'

export interface ShortlistViewProps {
  locale: Locale
  texts: ClientTexts
  /** This page's own path (the share link is it plus ?ids=). */
  path: string
  comparePath: string
}

type Fetched = { items: Map<number, SummaryItem>; failed: string | null }

const noChange = () => () => {}

/**
 * A logged-in demander's account list merged with the browser's (src/shortlist/api.ts); null when no
 * demander is logged in (401) or the account cannot be reached (the browser's list stays as it is).
 */
async function mergeWithAccount(entries: ShortlistEntry[]): Promise<ShortlistEntry[] | null> {
  try {
    const response = await fetch('/api/account/shortlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ entries }),
    })
    if (!response.ok) return null
    return readEntries(((await response.json()) as { entries?: unknown }).entries)
  } catch {
    return null
  }
}

/**
 * The shortlist page (/nl/bewaard/, /fr/favoris/, /en/saved/): the browser's saved listings with a
 * note each, removal, the choice of up to four to compare, and the share link; a logged-in demander's
 * account list is merged in and kept in step. Opened from a share link (?ids=…) it shows those
 * listings, and "Save to my list" adds them to the visitor's own list.
 */
export function ShortlistView({ locale, texts, path, comparePath }: ShortlistViewProps) {
  const t = clientTranslator(texts)
  // The browser's list and the query (null in the server's render: the page is the same for everyone).
  const entries = useSyncExternalStore(subscribeEntries, entriesSnapshot, () => null)
  const query = useSyncExternalStore(
    noChange,
    () => window.location.search,
    () => null,
  )
  const origin = useSyncExternalStore(
    noChange,
    () => window.location.origin,
    () => '',
  )
  const shared = useMemo(() => {
    const params = new URLSearchParams(query ?? '')
    return params.has('ids') ? parseIdList(params.get('ids')) : null
  }, [query])
  const [fetched, setFetched] = useState<Fetched>({ items: new Map(), failed: null })
  // The compare choice is the browser's one selection, shared with the cards' compare buttons (./store.ts).
  const compare = useSyncExternalStore(subscribeCompare, compareSnapshot, serverCompareSnapshot)
  const setCompare = saveCompare
  const [compareFull, setCompareFull] = useState(false)
  const [copied, setCopied] = useState(false)
  const [savedShared, setSavedShared] = useState<number | null>(null)
  const [synced, setSynced] = useState(false)
  const pushTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // A logged-in demander: the account's list merged in once, on the own list (not a shared link's view).
  const own = query !== null && shared === null
  useEffect(() => {
    if (!own) return
    let live = true
    void mergeWithAccount(loadEntries()).then((merged) => {
      if (!merged || !live) return
      saveEntries(mergeShortlists(loadEntries(), merged))
      setSynced(true)
    })
    return () => {
      live = false
    }
  }, [own])

  const shownIds = query === null || entries === null ? null : (shared ?? keptEntries(entries).map((e) => e.id))
  const idsKey = shownIds?.join(',') ?? ''

  // The summaries of the listings shown; a listing already read is not read again (a note, a removal).
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

  /** Keep a change and, for a logged-in demander, send it to the account a moment later. */
  const change = useCallback(
    (next: ShortlistEntry[]) => {
      saveEntries(next)
      if (!synced) return
      clearTimeout(pushTimer.current)
      pushTimer.current = setTimeout(() => {
        void mergeWithAccount(loadEntries()).then((merged) => merged && saveEntries(mergeShortlists(loadEntries(), merged)))
      }, 800)
    },
    [synced],
  )
  useEffect(() => () => clearTimeout(pushTimer.current), [])

  // The server's render: nothing (the page's <noscript> speaks to visitors without JavaScript), so the
  // island's code loads at once.
  if (entries === null || shownIds === null) return null

  const notes = new Map(entries.filter((e) => !e.removed).map((e) => [e.id, e.note]))
  const shareUrl = `${origin}${path}${shareQuery(entries)}`
  const ready = shownIds.every((id) => fetched.items.has(id))
  const load = ready ? 'ready' : fetched.failed === idsKey ? 'error' : 'loading'
  const items = ready ? shownIds.map((id) => fetched.items.get(id)!) : []
  const comparable = compare.filter((id) => shownIds.includes(id))

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl)
      setCopied(true)
    } catch {
      // no clipboard (permission, old browser): the link stays selected in its field to copy by hand
      ;(document.getElementById('shortlist-share-url') as HTMLInputElement | null)?.select()
    }
  }

  return (
    <div className="shortlist">
      {!own && (
        <section className="shortlist-shared" aria-labelledby="shortlist-shared-title">
          <h2 id="shortlist-shared-title">{t('shortlist.sharedTitle')}</h2>
          <p>{t('shortlist.sharedIntro')}</p>
          <p className="shortlist-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                const result = addAll(loadEntries(), shownIds)
                change(result.entries)
                setSavedShared(shownIds.length - result.refused)
              }}
            >
              {t('shortlist.saveShared')}
            </button>
            <a href={path}>{t('shortlist.ownList')}</a>
          </p>
          <p role="status">{savedShared !== null ? t('shortlist.savedShared', { count: savedShared }) : ''}</p>
        </section>
      )}
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
            {items.map((item) => {
              const title = item.availability === 'gone' ? t('shortlist.gone', { id: String(item.id) }) : item.title
              return (
                <li key={item.id} className={`shortlist-item shortlist-${item.availability}`} data-listing-id={item.id}>
                  <div className="shortlist-media">
                    {item.availability !== 'gone' && item.photo ? <Picture image={item.photo} sizes={IMAGE_SIZES.card} alt="" /> : null}
                  </div>
                  <div className="shortlist-body">
                    {item.availability === 'gone' ? (
                      <p className="shortlist-state">{title}</p>
                    ) : (
                      <>
                        <h2>
                          <a href={item.href}>{item.title}</a>
                        </h2>
                        <p className="card-city">{item.city}</p>
                        <p className="price">{priceLine(item, (key) => t(key))}</p>
                        {item.availability !== 'available' && (
                          <p className="shortlist-state">{t(item.availability === 'sold' ? 'shortlist.sold' : 'shortlist.rented')}</p>
                        )}
                      </>
                    )}
                    {own && (
                      <div className="shortlist-note">
                        <label htmlFor={`shortlist-note-${item.id}`}>{t('shortlist.note', { title })}</label>
                        <textarea
                          id={`shortlist-note-${item.id}`}
                          rows={2}
                          maxLength={500}
                          value={notes.get(item.id) ?? ''}
                          aria-describedby="shortlist-note-hint"
                          onChange={(event) => change(setNote(loadEntries(), item.id, event.target.value))}
                        />
                      </div>
                    )}
                    <div className="shortlist-item-actions">
                      <label className="shortlist-compare">
                        <input
                          type="checkbox"
                          checked={compare.includes(item.id)}
                          onChange={() => {
                            const next = toggleCompare(compare, item.id)
                            setCompare(next.selected)
                            setCompareFull(next.full)
                          }}
                        />
                        <span>{t('shortlist.compareOne', { title })}</span>
                      </label>
                      {own && (
                        <button
                          type="button"
                          className="link-button"
                          aria-label={t('shortlist.remove', { title })}
                          onClick={() => change(removeEntry(loadEntries(), item.id))}
                        >
                          {t('shortlist.removeText')}
                        </button>
                      )}
                    </div>
                  </div>
                </li>
              )
            })}
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
      {own && shownIds.length > 0 && (
        <section className="shortlist-share" aria-labelledby="shortlist-share-title">
          <h2 id="shortlist-share-title">{t('shortlist.share')}</h2>
          <label htmlFor="shortlist-share-url">{t('shortlist.shareLink')}</label>
          <div className="shortlist-share-row">
            <input
              id="shortlist-share-url"
              type="url"
              readOnly
              value={shareUrl}
              aria-describedby="shortlist-share-hint"
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="button" onClick={copy}>
              {copied ? t('shortlist.copied') : t('shortlist.copy')}
            </button>
          </div>
          <p id="shortlist-share-hint" className="shortlist-hint">
            {t('shortlist.shareHint')}
          </p>
        </section>
      )}
      {own && keptEntries(entries).length >= MAX_ENTRIES && <p className="shortlist-hint">{t('shortlist.full', { max: MAX_ENTRIES })}</p>}
    </div>
  )
}
