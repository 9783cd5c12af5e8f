import type { DictionaryKey } from '../i18n/dictionary'
import { PRICE_LINE_KEYS } from '../listings/priceLine'

/** The texts the "recently viewed" strip is handed (./RecentlyViewed.tsx). */
export const RECENT_TEXT_KEYS = [
  'recent.title',
  'recent.clear',
  'recent.note',
  ...PRICE_LINE_KEYS,
] as const satisfies readonly DictionaryKey[]
