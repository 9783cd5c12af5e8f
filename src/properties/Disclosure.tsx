'use client'

import { useId, type ReactNode } from 'react'

import { useDisclosure } from './useDisclosure'

/**
 * A button that opens a panel below it (the search box's selects and price range). Escape and a
 * click outside close it and return focus to the button. With `sheet`, the panel is on a phone a
 * full-width sheet over the page (a modal dialog titled by the control's label: focus stays inside,
 * the page behind does not scroll) with its own footer (the home search's "Show 24 properties").
 */
export function Disclosure({
  label,
  summary,
  doneLabel,
  actions,
  children,
  whileClosed,
  className,
  sheet,
  open: openProp,
  onOpenChange,
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
  /** A sheet on phones, with this under its actions (on every screen). */
  sheet?: { footer?: ReactNode }
  /** Controlled: whether the panel is open (a choice that ends the panel closes it). */
  open?: boolean
  onOpenChange?: (open: boolean) => void
}) {
  const id = useId()
  const { open, setOpen, close, modal, root, button, panel } = useDisclosure({ open: openProp, onOpenChange, sheet: Boolean(sheet) })

  return (
    <div
      ref={root}
      className={`disclosure ${sheet ? 'sheet' : ''} ${className ?? ''}`}
      data-open={open ? 'true' : 'false'}
      data-sheet-open={modal ? 'true' : undefined}
    >
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
      <div
        ref={panel}
        id={`${id}-panel`}
        className="disclosure-panel"
        hidden={!open}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal ? true : undefined}
        aria-labelledby={modal ? `${id}-title` : undefined}
        tabIndex={modal ? -1 : undefined}
      >
        {sheet && (
          <p className="sheet-title" id={`${id}-title`}>
            {label}
          </p>
        )}
        <div className="sheet-body">{open || whileClosed === undefined ? children : whileClosed}</div>
        <div className="panel-actions">
          {actions}
          <button type="button" className={sheet?.footer ? undefined : 'primary'} onClick={close}>
            {doneLabel}
          </button>
        </div>
        {open && sheet?.footer}
      </div>
    </div>
  )
}
