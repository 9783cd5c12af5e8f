import { unstable_cache } from 'next/cache'

import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import { payloadClient } from './payload'
import { TAGS } from './tags'

/** Public reads of the page shell, cached and revalidated by the tags Payload hooks expire. */

export interface SiteLanguages {
  enabled: Locale[]
  defaultLanguage: Locale
}

export const getSiteLanguages = unstable_cache(
  async (): Promise<SiteLanguages> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, select: { languages: true, defaultLanguage: true } })
    const enabled = (settings.languages ?? []).filter((l) => l.use && isLocale(l.code)).map((l) => l.code as Locale)
    const defaultLanguage = isLocale(settings.defaultLanguage) ? settings.defaultLanguage : DEFAULT_LOCALE
    return { enabled: enabled.length ? enabled : [defaultLanguage], defaultLanguage }
  },
  ['site-languages'],
  { tags: [TAGS.global('site-settings')] },
)

export interface NavItem {
  id: number
  title: string
  href: string
}

/** Top-level navigation: published entries shown in the menu, in their order, with the path of the language. */
export const getNavigation = unstable_cache(
  async (locale: Locale): Promise<NavItem[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'menus',
      locale,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      sort: 'sort',
      where: { and: [{ parent: { exists: false } }, { showInMenu: { equals: true } }] },
      select: { title: true, path: true, redirect: true, redirectUrl: true },
    })
    return docs.map((menu) => ({
      id: menu.id,
      title: menu.title,
      href: menu.redirect && menu.redirectUrl ? menu.redirectUrl : menu.path ? `/${locale}/${menu.path}/` : `/${locale}/`,
    }))
  },
  ['navigation'],
  { tags: [TAGS.menus] },
)

export const getHomeIntro = unstable_cache(
  async (locale: Locale) => {
    const payload = await payloadClient()
    const header = await payload.findGlobal({ slug: 'header', locale, depth: 0, overrideAccess: false, select: { banner: { title: true, description: true } } })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, select: { siteName: true } })
    return { title: header.banner?.title ?? settings.siteName, description: header.banner?.description ?? '', siteName: settings.siteName }
  },
  ['home-intro'],
  { tags: [TAGS.global('header'), TAGS.global('site-settings')] },
)

export interface ListingCard {
  id: number
  externalId: number
  title: string
  city: string
  price: number | null
  publishPrice: boolean
  goal: 'sale' | 'rent'
}

export const getFeaturedListings = unstable_cache(
  async (locale: Locale, limit: number): Promise<ListingCard[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      locale,
      depth: 0,
      limit,
      overrideAccess: false,
      sort: '-publishDate',
      where: { and: [{ featured: { equals: true } }, { status: { in: ['for-sale', 'for-rent'] } }] },
      select: { externalId: true, title: true, city: true, price: true, publishPrice: true, goal: true },
    })
    return docs.map((d) => ({ id: d.id, externalId: d.externalId, title: d.title, city: d.city ?? '', price: d.price ?? null, publishPrice: d.publishPrice !== false, goal: d.goal }))
  },
  ['featured-listings'],
  { tags: [TAGS.properties] },
)

/** The home page's hero (header global "banner"): image, gallery or video, with its autoplay setting. */
export const getHomeBanner = unstable_cache(
  async (locale: Locale) => {
    const payload = await payloadClient()
    const header = await payload.findGlobal({ slug: 'header', locale, depth: 1, overrideAccess: false, select: { banner: true } })
    const banner = header.banner ?? {}
    return { ...banner, autoplaySeconds: banner.galleryConfig?.autoplay === false ? 0 : (banner.galleryConfig?.interval ?? 6) }
  },
  ['home-banner'],
  { tags: [TAGS.global('header'), TAGS.media] },
)
