'use client'

import { wakeIsland } from '../../site/deferredIsland'

/**
 * How the contact bar (issue 37 point 1) asks a page's forms to open one of them as a sheet. The forms are
 * an island whose code may not have loaded yet: the request waits here until the island takes it, and the
 * event tells an island already alive.
 */
export type SheetForm = 'info' | 'visit'

const CONTACT_SHEET_EVENT = 'contact-sheet'

let pending: SheetForm | null = null
/** The bar's link that asked: a tap does not focus a link, so the browser would give the focus back to the page. */
let opener: HTMLElement | null = null

export function requestSheet(form: SheetForm, island: string, from: HTMLElement | null = null): void {
  pending = form
  opener = from
  window.dispatchEvent(new Event(CONTACT_SHEET_EVENT))
  wakeIsland(island)
}

/** The form the bar asked for, once: the first island to take it opens it. */
function takeSheetRequest(): SheetForm | null {
  const form = pending
  pending = null
  return form
}

/** Runs `open` with each request of the bar, the one made before the island came alive first. */
export function onSheetRequest(open: (form: SheetForm) => void): () => void {
  const take = () => {
    const form = takeSheetRequest()
    if (form) open(form)
  }
  take()
  window.addEventListener(CONTACT_SHEET_EVENT, take)
  return () => window.removeEventListener(CONTACT_SHEET_EVENT, take)
}

/** Gives the focus back to the bar's link that opened the sheet, once the sheet has closed. */
export function returnFocus(): void {
  const element = opener
  opener = null
  if (element?.isConnected) element.focus()
}
