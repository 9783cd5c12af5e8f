import type { DictionaryKey } from '@/i18n/dictionary'

/** The site popup's rules (spec section 4): once per session, immediately or after its delay. */

const POPUP_CLOSED_KEY = 'popupClosed'
/** A URL containing this marks the popup's offer as taken (e.g. a campaign link back to the site). */
const POPUP_CLOSING_MARKER = 'modal-clicked'

/** Milliseconds before the popup shows; no (or a nonsensical) delay shows it at once. */
export function popupDelayMs(delaySeconds?: number | null): number {
  return typeof delaySeconds === 'number' && Number.isFinite(delaySeconds) && delaySeconds > 0 ? delaySeconds * 1000 : 0
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`).toLowerCase()

/**
 * Whether reaching this page ends the popup for the session: a form's action (thank-you) page,
 * given as path prefixes such as "/nl/bedankt/", or any URL containing "modal-clicked".
 */
export function isClosingLocation(pathname: string, href: string, closePathPrefixes: string[]): boolean {
  if (href.includes(POPUP_CLOSING_MARKER)) return true
  const path = withSlash(pathname)
  return closePathPrefixes.some((prefix) => prefix.trim() !== '' && path.startsWith(withSlash(prefix.trim())))
}

export function isPopupClosed(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(POPUP_CLOSED_KEY) === 'true'
}

export function markPopupClosed(storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(POPUP_CLOSED_KEY, 'true')
}

/**
 * Whether the popup is on screen: its delay has passed, it was not closed this session, and the
 * consent dialog is answered (two stacked modals would bury the one that blocks the page).
 */
export function isPopupOpen(state: { delayPassed: boolean; closed: boolean; consentAnswered: boolean }): boolean {
  return state.delayPassed && !state.closed && state.consentAnswered
}

export function buildPopupTexts(t: (key: DictionaryKey) => string): { closeLabel: string } {
  return { closeLabel: t('popup.close') }
}
