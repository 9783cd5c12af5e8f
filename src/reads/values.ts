import type { Locale } from '../i18n/locales'

/** Shapes Payload returns that the reads (here and in src/data) take apart. */

export type PerLocale = Partial<Record<Locale, string | null>>

/** A localized field read with locale 'all' ({ nl, fr, … }); a plain string counts as Dutch. */
export const perLocale = (value: unknown): PerLocale =>
  typeof value === 'object' && value !== null ? (value as PerLocale) : typeof value === 'string' ? { nl: value } : {}
