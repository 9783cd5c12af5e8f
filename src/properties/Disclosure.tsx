'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

/**
 * A button that opens a panel below it (the search box's selects and price range). Escape and a
 * click outside close it and return focus to the button.
 */
export function Disclosure({
  label,
  summary,
  doneLabel,
  actions,
  children,
  whileClosed,
  className,
}: {
  label: string
  summary: string
  doneLabel: string
  actions?: ReactNode
  children: ReactNode
  /**
   * Given, the panel holds this instead of `children` while closed: what must still reach the form
   * (the chosen values as hidden inputs). A select's 40 towns were half the search box's HTML, sent to
   * every visitor for a panel most never open; it renders when opened (before the island is live, the
   * press waits for it and opens it).
   */
  whileClosed?: ReactNode
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

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
  }, [open])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <div ref={root} className={`disclosure ${className ?? ''}`} data-open={open ? 'true' : 'false'}>
      <span className="disclosure-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className="disclosure-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-describedby={`${id}-label`}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="visually-hidden">{label}: </span>
        {summary}
      </button>
      <div id={`${id}-panel`} className="disclosure-panel" hidden={!open}>
        {open || whileClosed === undefined ? children : whileClosed}
        <div className="panel-actions">
          {actions}
          <button type="button" className="primary" onClick={close}>
            {doneLabel}
          </button>
        </div>
      </div>
    </div>
  )
}
