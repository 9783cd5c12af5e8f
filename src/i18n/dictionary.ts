import type { Locale } from './locales'

/**
 * Code defaults of the interface texts; staff override them in the translations collection.
 * German is a slot: a missing German text falls back to Dutch, so no raw key ever shows.
 */
export const dictionary = {
  'nav.label': { nl: 'Hoofdmenu', fr: 'Menu principal', en: 'Main menu' },
  'nav.skipToContent': { nl: 'Naar de inhoud', fr: 'Aller au contenu', en: 'Skip to content' },
  'home.featured': { nl: 'Uitgelichte panden', fr: 'Biens à la une', en: 'Featured properties' },
  'property.priceOnRequest': { nl: 'Prijs op aanvraag', fr: 'Prix sur demande', en: 'Price on request' },
  'property.perMonth': { nl: '/maand', fr: '/mois', en: '/month' },
  'language.label': { nl: 'Taal', fr: 'Langue', en: 'Language' },
} as const satisfies Record<string, Partial<Record<Locale, string>> & { nl: string }>

export type DictionaryKey = keyof typeof dictionary

export function t(key: DictionaryKey, locale: Locale): string {
  const entry = dictionary[key] as Partial<Record<Locale, string>> & { nl: string }
  return entry[locale] ?? entry.nl
}
