'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

import { compareQuery, isShortlisted, toggleCompare, toggleEntry } from '../lib/shortlist'

import { compareGoText, type HeartsTexts } from './heartsTexts'
import {
  compareSnapshot,
  loadCompare,
  loadEntries,
  onEntriesChange,
  saveCompare,
  saveEntries,
  serverCompareSnapshot,
  subscribeCompare,
} from './store'

const HEARTS = 'button[data-shortlist-id]'
const COMPARE = 'button[data-compare-id]'

/** One controller per document: a page with two list modules has two islands, and a press must toggle once. */
let controlling = false
const noChange = () => () => {}

/**
 * Every heart and compare button of the page (src/shortlist/HeartButton.tsx, CompareButton.tsx), one
 * delegated listener: a heart adds or removes the listing in the browser's list, a compare button
 * chooses it for the compare page (at most four); each button's aria-pressed follows the browser's
 * state (also after the list screen renders new cards, and when another tab changes it). A press the
 * list island held while its code loaded (its event was cancelled then) counts once, when the island
 * replays it. Renders a status line ("list is full") and, once listings are chosen, the bar that opens
 * the compare page with them.
 */
export function Hearts({ texts, comparePath }: { texts: HeartsTexts; comparePath: string }) {
  const [message, setMessage] = useState('')
  // False in the server's render (nothing to show there), true in the browser.
  const live = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
  const chosen = useSyncExternalStore(subscribeCompare, compareSnapshot, serverCompareSnapshot)
  const { full: fullMessage, compareFull: compareFullMessage } = texts
  useEffect(() => {
    if (controlling) return
    controlling = true
    let frame = 0
    const sync = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const entries = loadEntries()
        const compare = loadCompare()
        for (const button of document.querySelectorAll<HTMLButtonElement>(HEARTS)) {
          const pressed = String(isShortlisted(entries, Number(button.dataset.shortlistId)))
          if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed)
        }
        for (const button of document.querySelectorAll<HTMLButtonElement>(COMPARE)) {
          const pressed = String(compare.includes(Number(button.dataset.compareId)))
          if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed)
        }
      })
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return
      const target = event.target as Element | null
      const compareButton = target?.closest?.<HTMLButtonElement>(COMPARE)
      if (compareButton) {
        const id = Number(compareButton.dataset.compareId)
        const next = toggleCompare(loadCompare(), id)
        setMessage(next.full ? compareFullMessage : '')
        if (next.full) return
        compareButton.setAttribute('aria-pressed', String(next.selected.includes(id)))
        saveCompare(next.selected)
        return
      }
      const button = target?.closest?.<HTMLButtonElement>(HEARTS)
      if (!button) return
      const result = toggleEntry(loadEntries(), Number(button.dataset.shortlistId))
      if (!result.ok) {
        setMessage(result.reason === 'full' ? fullMessage : '')
        return
      }
      setMessage('')
      // Pressed at once, not a frame later: the visitor sees the heart fill under the finger.
      button.setAttribute('aria-pressed', String(isShortlisted(result.entries, Number(button.dataset.shortlistId))))
      saveEntries(result.entries)
    }
    const observer = new MutationObserver(sync)
    observer.observe(document.body, { childList: true, subtree: true })
    const unsubscribe = onEntriesChange(sync)
    document.addEventListener('click', onClick)
    document.documentElement.classList.add('hearts-live')
    sync()
    return () => {
      observer.disconnect()
      unsubscribe()
      document.removeEventListener('click', onClick)
      cancelAnimationFrame(frame)
      controlling = false
    }
  }, [fullMessage, compareFullMessage])
  if (!live) return null
  return (
    <>
      {chosen.length > 0 && (
        <nav className="compare-bar" aria-label={texts.compareBar}>
          <a href={`${comparePath}${compareQuery(chosen)}`}>{compareGoText(texts, chosen.length)}</a>
          <button type="button" onClick={() => saveCompare([])}>
            {texts.compareClear}
          </button>
        </nav>
      )}
      <p className={message ? 'hearts-status' : 'visually-hidden'} role="status">
        {message}
      </p>
    </>
  )
}
