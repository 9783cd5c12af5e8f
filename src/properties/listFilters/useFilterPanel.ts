'use client'

import { useCallback, useRef, useState } from 'react'

import { useModalPanel } from '../modalPanel'

/** The filters' panel on a phone: open as a modal panel, closed with focus back on the button that opened it. */
export function useFilterPanel() {
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => {
    setOpen(false)
    opener.current?.focus()
  }, [])
  useModalPanel(open, panel, close)
  return { open, setOpen, close, panel, opener }
}
