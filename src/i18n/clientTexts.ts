import type { DictionaryKey, Translator } from './dictionary'
import { DEFAULT_LOCALE, type Locale } from './locales'
import { formatMessage } from './message'

/** Where ClientTexts carry the page's language (no dictionary key starts with @). */
export const CLIENT_LOCALE = '@locale'

/**
 * Texts handed from a server component to a client component: the unfilled ICU messages (staff
 * overrides included) and the page's language, so the client fills them, plurals too, as t() does.
 */
export type ClientTexts = Partial<Record<DictionaryKey, string>> & { [CLIENT_LOCALE]?: Locale }

export function pickTexts(t: Translator, keys: readonly DictionaryKey[]): ClientTexts {
  const texts: ClientTexts = Object.fromEntries(keys.map((key) => [key, t.raw ? t.raw(key) : t(key)]))
  if (t.locale) texts[CLIENT_LOCALE] = t.locale
  return texts
}

export function clientTranslator(texts: ClientTexts): Translator {
  const locale = texts[CLIENT_LOCALE] ?? DEFAULT_LOCALE
  const translator = (key: DictionaryKey, values: Record<string, string | number> = {}) => formatMessage(texts[key] ?? key, locale, values)
  return Object.assign(translator, { locale, raw: (key: DictionaryKey) => texts[key] ?? key })
}
