/** Interface languages (spec section 1): Dutch is the main one; German exists as a slot that falls back to Dutch. */
export const LOCALES = ['nl', 'fr', 'en', 'de'] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'nl'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
