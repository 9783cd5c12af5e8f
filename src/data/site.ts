import { unstable_cache } from 'next/cache'

import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import { PUBLIC_READ, type ContentRead } from '../reads/contentRead'
import { TAGS } from '../revalidation/tags'
import { payloadClient } from './payload'
import { draftRead } from './preview'

/** Public reads of the page shell, cached and revalidated by the tags Payload hooks expire. */

interface SiteLanguages {
  enabled: Locale[]
  defaultLanguage: Locale
}

export const getSiteLanguages = unstable_cache(
  async (): Promise<SiteLanguages> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: false,
      select: { languages: true, defaultLanguage: true },
    })
    const enabled = (settings.languages ?? []).filter((l) => l.use && isLocale(l.code)).map((l) => l.code as Locale)
    const defaultLanguage = isLocale(settings.defaultLanguage) ? settings.defaultLanguage : DEFAULT_LOCALE
    return { enabled: enabled.length ? enabled : [defaultLanguage], defaultLanguage }
  },
  ['site-languages'],
  { tags: [TAGS.global('site-settings')] },
)

/** The home page's hero (header global "banner"): image, gallery or video, with its autoplay setting. */
async function readHomeBanner(locale: Locale, read: ContentRead) {
  const payload = await payloadClient()
  const header = await payload.findGlobal({ slug: 'header', locale, depth: 1, ...read, select: { banner: true } })
  const banner = header.banner ?? {}
  return { ...banner, autoplaySeconds: banner.galleryConfig?.autoplay === false ? 0 : (banner.galleryConfig?.interval ?? 6) }
}

const getPublishedHomeBanner = unstable_cache(async (locale: Locale) => readHomeBanner(locale, PUBLIC_READ), ['home-banner'], {
  tags: [TAGS.global('header'), TAGS.media],
})

export async function getHomeBanner(locale: Locale) {
  const draft = await draftRead()
  return draft ? readHomeBanner(locale, draft) : getPublishedHomeBanner(locale)
}
