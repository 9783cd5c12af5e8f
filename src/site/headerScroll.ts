/**
 * Spec section 9: the header turns fixed/compact and the logo small after scrolling past 30 px.
 * It returns to its large state only once the page is back near the top (below 10 px): a band
 * between the two thresholds keeps a small scroll, or a scroll the browser adjusts by itself,
 * from flipping the state to and fro.
 */
export const HEADER_COMPACT_FROM = 30
export const HEADER_EXPANDED_BELOW = 10

/** Whether the header is compact at `scrollY`, given whether it was compact before. */
export function isHeaderCompact(wasCompact: boolean, scrollY: number): boolean {
  return wasCompact ? scrollY >= HEADER_EXPANDED_BELOW : scrollY > HEADER_COMPACT_FROM
}

export type HeaderLogo = 'large' | 'small' | 'hidden'

/** The logo: small once compact; at the top large, or hidden on the home page without showLogoAtStart. */
export function headerLogo(compact: boolean, isHome: boolean, showLogoAtStart: boolean): HeaderLogo {
  if (compact) return 'small'
  return isHome && !showLogoAtStart ? 'hidden' : 'large'
}
