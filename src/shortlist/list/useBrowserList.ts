'use client'

import { useMemo, useSyncExternalStore } from 'react'

import { parseIdList } from '@/lib/shortlist'

import { entriesSnapshot, subscribeEntries } from '../store'

const noChange = () => () => {}

/**
 * The browser's list, the page's query and origin (each null, or '' for the origin, in the server's
 * render: the page is the same for everyone), and the ids of a share link (?ids=…), else null.
 */
export function useBrowserList() {
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
  return { entries, query, origin, shared }
}
