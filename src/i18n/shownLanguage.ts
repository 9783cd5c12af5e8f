import { DEFAULT_LOCALE, type Locale } from './locales'

/**
 * The language a localized text is shown in (issue 37.9): the page's own when it has one, else the
 * default language Payload falls back to (Dutch), else none. A listing without a French or English
 * title shows the Dutch one, marked with `lang="nl"` and a note in the reader's language.
 * `values` is the field as read with locale 'all' ({ nl, fr, … }); a plain string is in the page's language.
 */
export function shownLanguage(values: unknown, locale: Locale): Locale | null {
  if (typeof values === 'string') return values.trim() ? locale : null
  if (!values || typeof values !== 'object') return null
  const texts = values as Partial<Record<Locale, unknown>>
  const filled = (language: Locale) => typeof texts[language] === 'string' && (texts[language] as string).trim() !== ''
  if (filled(locale)) return locale
  return filled(DEFAULT_LOCALE) ? DEFAULT_LOCALE : null
}
