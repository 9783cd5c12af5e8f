import { pickTexts } from '../i18n/clientTexts'
import type { DictionaryKey, Translator } from '../i18n/dictionary'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { comparePath } from '../routing/shortlistPaths'

/** The texts the hearts' island prints. */
const HEARTS_TEXT_KEYS = [
  'shortlist.full',
  'shortlist.compareFull',
  'shortlist.compareGo',
  'shortlist.compareBar',
  'shortlist.compareClear',
] as const satisfies readonly DictionaryKey[]

/** What a page hands the hearts' island (src/shortlist/Hearts.tsx): its texts and the compare page of its language. */
export function heartsProps(t: Translator) {
  return { texts: pickTexts(t, HEARTS_TEXT_KEYS), comparePath: comparePath(t.locale ?? DEFAULT_LOCALE) }
}
