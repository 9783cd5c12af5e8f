'use client'

import { useState } from 'react'

import type { Translator } from '@/i18n/dictionary'
import { addAll, type ShortlistEntry } from '@/lib/shortlist'

import { loadEntries } from '../store'

/** A share link's view: whose list this is, "Save to my list" (saying how many it saved) and the way to the own list. */
export function SharedNotice({
  ids,
  path,
  change,
  t,
}: {
  ids: number[]
  path: string
  change: (next: ShortlistEntry[]) => void
  t: Translator
}) {
  const [savedShared, setSavedShared] = useState<number | null>(null)
  return (
    <section className="shortlist-shared" aria-labelledby="shortlist-shared-title">
      <h2 id="shortlist-shared-title">{t('shortlist.sharedTitle')}</h2>
      <p>{t('shortlist.sharedIntro')}</p>
      <p className="shortlist-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            const result = addAll(loadEntries(), ids)
            change(result.entries)
            setSavedShared(ids.length - result.refused)
          }}
        >
          {t('shortlist.saveShared')}
        </button>
        <a href={path}>{t('shortlist.ownList')}</a>
      </p>
      <p role="status">{savedShared !== null ? t('shortlist.savedShared', { count: savedShared }) : ''}</p>
    </section>
  )
}
