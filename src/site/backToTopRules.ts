import type { DictionaryKey } from '@/i18n/dictionary'

/** Spec section 9: the button shows from 10 px of scrolling and brings the page back in 500 ms. */
const BACK_TO_TOP_THRESHOLD = 10
export const BACK_TO_TOP_DURATION = 500

export function isBackToTopVisible(scrollY: number): boolean {
  return scrollY >= BACK_TO_TOP_THRESHOLD
}

/** Slow start, slow stop: 0 at 0, 1 at 1, symmetric around the middle. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2
}

/** The eased share of the way covered after `elapsed` ms, clamped to 0..1 (a frame can stamp slightly before the start). */
export function scrollProgress(elapsed: number, duration: number = BACK_TO_TOP_DURATION): number {
  if (duration <= 0) return 1
  return easeInOutCubic(Math.min(1, Math.max(0, elapsed / duration)))
}

/** Where the page should be `elapsed` ms into the scroll back from `startY`. */
export function scrollPositionAt(startY: number, elapsed: number, duration: number = BACK_TO_TOP_DURATION): number {
  return startY * (1 - scrollProgress(elapsed, duration))
}

export function buildBackToTopTexts(t: (key: DictionaryKey) => string): { label: string } {
  return { label: t('nav.backToTop') }
}
