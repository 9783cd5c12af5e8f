import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'

/** Page metadata (spec "Menu params": metadata per language) as Next's Metadata: titles, Open Graph, Twitter, canonical and hreflang. */
export interface SeoInput {
  origin: string
  siteName: string
  locale: Locale
  title: string
  description?: string | null
  /** Public path of this page per enabled language; the canonical is the current language's. */
  paths: Partial<Record<Locale, string>>
  defaultLocale: Locale
  social?: { title?: string | null; description?: string | null; image?: string | null; type?: string | null; url?: string | null }
  twitter?: { title?: string | null; description?: string | null; image?: string | null; site?: string | null }
  noindex?: boolean
}

const OG_LOCALES: Record<Locale, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_DE' }

const absolute = (origin: string, url: string | null | undefined) =>
  url ? (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`) : undefined

export function buildMetadata(input: SeoInput): Metadata {
  const { origin, locale, paths } = input
  const canonical = absolute(origin, paths[locale])
  const languages: Record<string, string> = {}
  for (const [code, path] of Object.entries(paths)) if (path) languages[code] = absolute(origin, path)!
  const xDefault = paths[input.defaultLocale]
  if (xDefault) languages['x-default'] = absolute(origin, xDefault)!
  const description = input.description?.trim() || undefined
  const ogImage = absolute(origin, input.social?.image)
  const twitterImage = absolute(origin, input.twitter?.image) ?? ogImage
  return {
    title: { absolute: pageTitle(input.title, input.siteName) },
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: input.social?.type === 'article' ? 'article' : 'website',
      siteName: input.siteName,
      locale: OG_LOCALES[locale],
      url: absolute(origin, input.social?.url) ?? canonical,
      title: input.social?.title || input.title,
      description: input.social?.description || description,
      images: ogImage ? [{ url: ogImage }] : undefined,
    },
    twitter: {
      card: twitterImage ? 'summary_large_image' : 'summary',
      site: input.twitter?.site || undefined,
      title: input.twitter?.title || input.social?.title || input.title,
      description: input.twitter?.description || input.social?.description || description,
      images: twitterImage ? [twitterImage] : undefined,
    },
    robots: input.noindex ? { index: false, follow: false } : undefined,
  }
}

/** The site's origin for absolute URLs: one home in src/lib, named here for the pages. */
export { siteOrigin } from '../lib/siteOrigin'

/** "Te koop | Kempen Vastgoed", unless the title already names the site. */
export function pageTitle(title: string, siteName: string): string {
  if (!siteName || title.toLowerCase().includes(siteName.toLowerCase())) return title
  return `${title} | ${siteName}`
}
