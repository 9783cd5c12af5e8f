import type { Translator } from '../i18n/dictionary'
import { MAX_COMPARE, MAX_ENTRIES } from '../lib/shortlist'

/**
 * What the hearts' island prints, finished on the server. The island loads with every list and detail
 * page (it renders nothing on the server, so it is wanted at once): handing it the ICU messages put the
 * message formatter (intl-messageformat) in those pages' load. Every value its texts take is known
 * here: the two bounds, and the compare bar's count, which runs from 1 to MAX_COMPARE.
 */
export interface HeartsTexts {
  full: string
  compareFull: string
  /** The compare bar's link for 1, 2, … MAX_COMPARE chosen listings ("Vergelijk 2 panden"). */
  compareGo: string[]
  compareBar: string
  compareClear: string
}

export function heartsTexts(t: Translator): HeartsTexts {
  return {
    full: t('shortlist.full', { max: MAX_ENTRIES }),
    compareFull: t('shortlist.compareFull', { max: MAX_COMPARE }),
    compareGo: Array.from({ length: MAX_COMPARE }, (_, index) => t('shortlist.compareGo', { count: index + 1 })),
    compareBar: t('shortlist.compareBar'),
    compareClear: t('shortlist.compareClear'),
  }
}

/** The compare bar's link text for `count` chosen listings (the largest it knows beyond that). */
export function compareGoText(texts: HeartsTexts, count: number): string {
  return texts.compareGo[Math.min(Math.max(count, 1), texts.compareGo.length) - 1] ?? ''
}
