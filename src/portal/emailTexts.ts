import type { Payload } from 'payload'

import { translate, type DictionaryKey } from '../i18n/dictionary'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'

/**
 * Texts for e-mails, with staff overrides, read straight from the translations collection: e-mails are
 * written in hooks and route handlers, outside the page cache (src/data/translations.ts).
 */
export async function emailTranslator(payload: Payload, locale: Locale) {
  const overrides = async (lang: Locale) => {
    const { docs } = await payload.find({ collection: 'translations', locale: lang, fallbackLocale: false, pagination: false, depth: 0, overrideAccess: false, select: { key: true, value: true } })
    return Object.fromEntries(docs.filter((d) => d.value).map((d) => [d.key, d.value]))
  }
  const [own, dutch] = await Promise.all([overrides(locale), locale === DEFAULT_LOCALE ? {} : overrides(DEFAULT_LOCALE)])
  return (key: DictionaryKey, values?: Record<string, string | number>) => translate(key, locale, own, values, dutch)
}

/** "22-11-2026" and "14:05" in Belgian time. */
export function belgianDateTime(date: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).formatToParts(date)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { date: `${part('day')}-${part('month')}-${part('year')}`, time: `${part('hour')}:${part('minute')}` }
}
