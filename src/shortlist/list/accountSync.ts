'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { mergeShortlists, readEntries, type ShortlistEntry } from '@/lib/shortlist'

import { loadEntries, saveEntries } from '../store'

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
 * The browser's list kept in step with a logged-in demander's account: merged in once on the own list
 * (`own`: not a shared link's view), then each change is saved and, once synced, sent a moment later.
 */
export function useAccountSync(own: boolean): { synced: boolean; change: (next: ShortlistEntry[]) => void } {
  const [synced, setSynced] = useState(false)
  const pushTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

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
  return { synced, change }
}
