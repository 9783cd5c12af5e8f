'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

import { isShortlisted, toggleEntry } from '../lib/shortlist'
import { loadEntries, onEntriesChange, saveEntries } from './store'

const HEARTS = 'button[data-shortlist-id]'

/** One controller per document: a page with two list modules has two islands, and a press must toggle once. */
let controlling = false
const noChange = () => () => {}

/**
 * Every heart of the page (src/shortlist/HeartButton.tsx), one delegated listener: a press adds or
 * removes the listing in the browser's list, each heart's aria-pressed follows the list (also after
 * the list screen renders new cards, and when another tab changes the list). A press the list island
 * held while its code loaded (its event was cancelled then) counts once, when the island replays it.
 * Renders only a status line, for the "list is full" message.
 */
export function Hearts({ fullMessage }: { fullMessage: string }) {
  const [message, setMessage] = useState('')
  // False in the server's render (nothing to show there), true in the browser.
  const live = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
  useEffect(() => {
    if (controlling) return
    controlling = true
    let frame = 0
    const sync = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const entries = loadEntries()
        for (const button of document.querySelectorAll<HTMLButtonElement>(HEARTS)) {
          const pressed = String(isShortlisted(entries, Number(button.dataset.shortlistId)))
          if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed)
        }
      })
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(HEARTS)
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
  }, [fullMessage])
  if (!live) return null
  return (
    <p className={message ? 'hearts-status' : 'visually-hidden'} role="status">
      {message}
    </p>
  )
}
