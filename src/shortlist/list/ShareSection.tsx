'use client'

import { useState } from 'react'

import type { Translator } from '@/i18n/dictionary'

/** The own list's share link in a field, with a button that copies it. */
export function ShareSection({ shareUrl, t }: { shareUrl: string; t: Translator }) {
  const [copied, setCopied] = useState(false)
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
  )
}
