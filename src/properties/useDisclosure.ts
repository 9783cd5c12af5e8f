'use client'

import { useEffect, useRef, useState } from 'react'

import { useModalPanel, usePhoneLayout } from './modalPanel'

/**
 * A disclosure's open state (its own, or the caller's when controlled) and how it closes: Escape and a
 * click outside close it, focus returns to its button, and as a sheet on a phone it is a modal panel.
 */
export function useDisclosure({
  open: openProp,
  onOpenChange,
  sheet,
}: {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  sheet: boolean
}) {
  const [ownOpen, setOwnOpen] = useState(false)
  const open = openProp ?? ownOpen
  const setOpen = (next: boolean | ((current: boolean) => boolean)) => {
    const value = typeof next === 'function' ? next(open) : next
    setOwnOpen(value)
    onOpenChange?.(value)
  }
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const phone = usePhoneLayout()
  const modal = sheet && phone && open

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
    // setOpen is a new function each render; what it does depends only on `open`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  // Closed by a choice inside it (a price amount): focus goes back to the button, not to the page's start.
  const wasOpen = useRef(open)
  useEffect(() => {
    const focusInside = document.activeElement === document.body || Boolean(panel.current?.contains(document.activeElement))
    if (wasOpen.current && !open && focusInside) button.current?.focus()
    wasOpen.current = open
  }, [open])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const closeRef = useRef(close)
  useEffect(() => {
    closeRef.current = close
  })
  const [closeModal] = useState(() => () => closeRef.current())
  useModalPanel(modal, panel, closeModal, true)

  return { open, setOpen, close, modal, root, button, panel }
}
