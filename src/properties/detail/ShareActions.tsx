'use client'

import { useState } from 'react'

export interface ShareLabels {
  share: string
  copy: string
  copied: string
  email: string
  print: string
}

/** Share (copy link, e-mail, WhatsApp, Facebook, LinkedIn) and print; the page URL is absolute. */
export function ShareActions({ url, title, labels }: { url: string; title: string; labels: ShareLabels }) {
  const [copied, setCopied] = useState(false)
  const encoded = encodeURIComponent(url)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      window.prompt(labels.copy, url)
    }
  }
  return (
    <div className="share-actions">
      <h2 className="visually-hidden">{labels.share}</h2>
      <ul>
        <li>
          <button type="button" onClick={copy}>
            {copied ? labels.copied : labels.copy}
          </button>
        </li>
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encoded}`}>{labels.email}</a>
        </li>
        <li>
          <a href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`} target="_blank" rel="noopener">
            WhatsApp
          </a>
        </li>
        <li>
          <a href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`} target="_blank" rel="noopener">
            Facebook
          </a>
        </li>
        <li>
          <a href={`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`} target="_blank" rel="noopener">
            LinkedIn
          </a>
        </li>
        <li>
          <button type="button" onClick={() => window.print()}>
            {labels.print}
          </button>
        </li>
      </ul>
      <p className="visually-hidden" role="status">
        {copied ? labels.copied : ''}
      </p>
    </div>
  )
}
