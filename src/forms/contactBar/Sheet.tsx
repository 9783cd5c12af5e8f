'use client'

import { useEffect, useRef, type ReactNode } from 'react'

import { returnFocus } from './contactSheet'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A form opened from the contact bar, as a sheet over the page (issue 37 point 1): a modal dialog named by
 * its heading, the page behind it inert, Tab kept inside it, Escape closing it. Closing gives the focus back
 * to the bar's link that opened it.
 */
export function Sheet({ labelledBy, onClose, children }: { labelledBy: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      dialog?.close()
      returnFocus()
    }
  }, [])
  // A modal dialog keeps Tab out of the page, but lets it leave for the browser's own controls: wrap it round.
  const keepTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0)
    if (focusable.length === 0) return
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }
  return (
    <dialog
      ref={ref}
      className="contact-sheet"
      aria-labelledby={labelledBy}
      onKeyDown={keepTab}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      {children}
    </dialog>
  )
}
