'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { isDocumentEvent, READY_MESSAGE } from './livePreviewMessages'

/**
 * Shown only in a staff member's draft preview (the layout renders it then, src/data/preview.ts):
 * a bar saying so with a way out, and, inside the admin's live preview, a refresh of the page after
 * each autosave, so the page follows the typing.
 */
export function DraftPreview({ notice, exitLabel }: { notice: string; exitLabel: string }) {
  const router = useRouter()
  const pathname = usePathname()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (isDocumentEvent(event, origin)) router.refresh()
    }
    window.addEventListener('message', onMessage)
    const admin = window.parent !== window ? window.parent : window.opener
    if (admin) (admin as Window).postMessage(READY_MESSAGE, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  const exit = `/api/site/preview?${new URLSearchParams({ exit: '1', path: pathname ?? '/' }).toString()}`
  return (
    <div className="draft-preview-bar" role="status" data-draft-preview>
      <span>{notice}</span>
      <a href={exit} target="_top">
        {exitLabel}
      </a>
    </div>
  )
}
