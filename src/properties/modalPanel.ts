'use client'

import { useEffect, useSyncExternalStore } from 'react'

/** The phones' layout of the site's CSS (max-width: 766px): panels and sheets cover the screen there. */
const PHONE_QUERY = '(max-width: 766px)'

const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the screen has the phones' layout (false on the server: the wide layout's markup). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  )
}

/** While a phone panel (the list filters, a search sheet) is open: focus moves into it and stays there, Escape closes it, the page behind does not scroll. */
export function useModalPanel(
  open: boolean,
  panel: React.RefObject<HTMLDivElement | null>,
  close: () => void,
  /** Focus the panel itself (tabIndex -1), not its first field: a sheet opened by a tap pops no keyboard. */
  focusPanel = false,
) {
  useEffect(() => {
    const root = panel.current
    if (!open || !root) return
    const focusable = () =>
      Array.from(root.querySelectorAll<HTMLElement>('button, input, select, a[href], [tabindex]:not([tabindex="-1"])')).filter(
        (el) => !el.hasAttribute('disabled') && el.offsetParent !== null,
      )
    if (focusPanel) root.focus()
    else focusable()[0]?.focus()
    const onKey = (event: KeyboardEvent) => {
      // An open select or range inside the panel closes first (its own Escape handler).
      if (event.key === 'Escape' && !root.querySelector('.disclosure[data-open="true"]')) {
        event.preventDefault()
        close()
      } else if (event.key === 'Tab') {
        const items = focusable()
        if (!items.length) return
        const [first, last] = [items[0], items[items.length - 1]]
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }
    }
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    root.addEventListener('keydown', onKey)
    return () => {
      root.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
    }
  }, [open, panel, close, focusPanel])
}
