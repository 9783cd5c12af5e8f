'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useCallback, useEffect, useId, useState, useSyncExternalStore, type MouseEvent } from 'react'

import { useConsentSnapshot } from './consent/ConsentDialog'
import { safeStorage } from './consent/consent'
import { useStaffPreview } from './consent/staffPreview'
import { isClosingLocation, isPopupClosed, isPopupOpen, markPopupClosed, popupDelayMs } from './popupRules'
import './overlays.css'

export type PopupProps = {
  title: string
  description?: string | null
  link?: string | null
  linkLabel?: string | null
  image?: { url: string; alt: string } | null
  delaySeconds?: number | null
  closePathPrefixes: string[]
  closeLabel: string
}

const POPUP_EVENT = 'popup-closed'

function subscribeClosed(onChange: () => void) {
  window.addEventListener(POPUP_EVENT, onChange)
  return () => window.removeEventListener(POPUP_EVENT, onChange)
}

function closeForSession() {
  markPopupClosed(safeStorage('sessionStorage'))
  window.dispatchEvent(new Event(POPUP_EVENT))
}

/** The site popup (spec section 4), shown once per session. */
export function Popup(props: PopupProps) {
  // useSearchParams needs a Suspense boundary on statically rendered pages; nothing shows on the server anyway.
  return (
    <Suspense fallback={null}>
      <PopupGate {...props} />
    </Suspense>
  )
}

function PopupGate({ delaySeconds, closePathPrefixes, ...content }: PopupProps) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  // "Closed" on the server, so the server HTML never contains the popup.
  const closed = useSyncExternalStore(
    subscribeClosed,
    () => isPopupClosed(safeStorage('sessionStorage')),
    () => true,
  )
  const consent = useConsentSnapshot()
  const staffPreview = useStaffPreview(pathname)
  const [delayPassed, setDelayPassed] = useState(false)
  const delay = popupDelayMs(delaySeconds)

  useEffect(() => {
    if (closed) return
    const timer = window.setTimeout(() => setDelayPassed(true), delay)
    return () => window.clearTimeout(timer)
  }, [closed, delay])

  useEffect(() => {
    if (isClosingLocation(pathname, window.location.href, closePathPrefixes)) closeForSession()
  }, [pathname, search, closePathPrefixes])

  const consentAnswered = typeof consent === 'string' || staffPreview === true
  if (!isPopupOpen({ delayPassed, closed, consentAnswered })) return null
  return <PopupDialog {...content} />
}

function PopupDialog({ title, description, link, linkLabel, image, closeLabel }: Omit<PopupProps, 'delaySeconds' | 'closePathPrefixes'>) {
  const titleId = useId()
  // showModal() traps focus, puts it on the first control (the close button) and closes on Escape.
  const showModal = useCallback((dialog: HTMLDialogElement | null) => {
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  // Closing through close() (not unmounting) lets the browser return focus to where it was.
  const close = (event: MouseEvent<HTMLElement>) => event.currentTarget.closest('dialog')?.close()

  return (
    <dialog
      ref={showModal}
      className="popup-dialog"
      aria-labelledby={titleId}
      onClose={closeForSession}
      // The dialog has no padding of its own, so a click on the dialog itself is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && close(event)}
    >
      <div className="popup-body">
        <button type="button" className="popup-close" aria-label={closeLabel} title={closeLabel} onClick={close}>
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        {image && <img className="popup-image" src={image.url} alt={image.alt} />}
        <h2 id={titleId} className="popup-title">
          {title}
        </h2>
        {description && <p className="popup-description">{description}</p>}
        {link && (
          <a className="popup-link" href={link} onClick={closeForSession}>
            {linkLabel || title}
          </a>
        )}
      </div>
    </dialog>
  )
}
