import type { Translator } from '../i18n/dictionary'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { comparePath } from '../routing/shortlistPaths'

import { heartsTexts } from './heartsTexts'

/** What a page hands the hearts' island (src/shortlist/Hearts.tsx): its texts and the compare page of its language. */
export function heartsProps(t: Translator) {
  return { texts: heartsTexts(t), comparePath: comparePath(t.locale ?? DEFAULT_LOCALE) }
}
