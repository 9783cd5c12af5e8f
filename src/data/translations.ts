import { unstable_cache } from 'next/cache'

import { translate, type DictionaryKey, type Overrides } from '../i18n/dictionary'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { payloadClient } from './payload'
import { TAGS } from './tags'

/**
 * Staff overrides written in one language, cached until a translation is saved. No locale fallback
 * here: a Dutch override must not replace the French default text.
 */
const getOverrides = unstable_cache(
  async (locale: Locale): Promise<Overrides> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'translations',
      locale,
      fallbackLocale: false,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { key: true, value: true },
    })
    return Object.fromEntries(docs.filter((d) => d.value).map((d) => [d.key, d.value]))
  },
  ['translation-overrides'],
  { tags: [TAGS.translations] },
)

/** The page's translator: staff overrides first, code defaults after (see src/i18n/dictionary.ts). */
export async function getTranslator(locale: Locale) {
  const [overrides, defaultOverrides] = await Promise.all([getOverrides(locale), locale === DEFAULT_LOCALE ? {} : getOverrides(DEFAULT_LOCALE)])
  return (key: DictionaryKey, values?: Record<string, string | number>) => translate(key, locale, overrides, values, defaultOverrides)
}
