import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { translatorFor, type Overrides, type Translator } from '../i18n/dictionary'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { TAGS } from '../revalidation/tags'
import { payloadClient } from './payload'

/**
 * Staff overrides written in one language, straight from the database. No locale fallback here: a
 * Dutch override must not replace the French default text.
 */
export async function readOverrides(payload: Payload, locale: Locale): Promise<Overrides> {
  const { docs } = await payload.find({
    collection: 'translations',
    locale,
    fallbackLocale: false,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { key: true, value: true },
  })
  return Object.fromEntries(docs.flatMap((d) => (d.value ? [[d.key, d.value]] : [])))
}

/** The overrides of a language, cached until a translation is saved or deleted (its hooks expire the tag). */
const getOverrides = unstable_cache(
  async (locale: Locale): Promise<Overrides> => readOverrides(await payloadClient(), locale),
  ['translation-overrides'],
  {
    tags: [TAGS.translations],
  },
)

/** The page's translator: staff overrides first, code defaults after (see src/i18n/dictionary.ts). */
export async function getTranslator(locale: Locale): Promise<Translator> {
  const [overrides, defaultOverrides] = await Promise.all([
    getOverrides(locale),
    locale === DEFAULT_LOCALE ? {} : getOverrides(DEFAULT_LOCALE),
  ])
  return translatorFor(locale, overrides, defaultOverrides)
}
