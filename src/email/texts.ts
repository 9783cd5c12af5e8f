import type { Payload } from 'payload'

import { translatorWith, type Overrides, type Translate } from '../i18n/dictionary'
import { LOCALES, type Locale } from '../i18n/locales'

/**
 * The texts of e-mails, with the staff's overrides from the translations collection, as the pages
 * have them. Read straight from the database: e-mails are written in server actions, hooks, jobs and
 * scripts, where the page cache (src/data/translations.ts) is not always there. One small read.
 */
export async function emailTexts(payload: Payload): Promise<Translate> {
  const { docs } = await payload.find({
    collection: 'translations',
    locale: 'all',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { key: true, value: true },
  })
  const overrides = Object.fromEntries(LOCALES.map((locale) => [locale, {} as Overrides])) as Record<Locale, Overrides>
  for (const doc of docs) {
    const values = (doc.value ?? {}) as unknown as Partial<Record<Locale, string | null>>
    for (const locale of LOCALES) if (values[locale]) overrides[locale][doc.key] = values[locale]!
  }
  return translatorWith(overrides)
}

/** The site's name as e-mails sign with it: Site settings, else NEXT_PUBLIC_SITE_NAME, else the default. */
export async function siteName(payload: Payload): Promise<string> {
  const settings = await payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, select: { siteName: true } })
    .catch(() => null)
  return settings?.siteName || process.env.NEXT_PUBLIC_SITE_NAME || 'Kempen Vastgoed'
}
