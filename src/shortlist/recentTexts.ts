import type { DictionaryKey } from '../i18n/dictionary'
import { PRICE_LINE_KEYS } from '../listings/priceLine'

/**
 * The texts the "recently viewed" strip is handed (./RecentlyViewed.tsx), finished on the server
 * (src/i18n/finishedTexts.ts): none takes a value, and the strip loads with every list and detail page,
 * so it carries no message formatter.
 */
export const RECENT_TEXT_KEYS = [
  'recent.title',
  'recent.clear',
  'recent.note',
  ...PRICE_LINE_KEYS,
] as const satisfies readonly DictionaryKey[]
