import { publicPath } from '@/routing/routeTable'
import type { Locale } from '@/i18n/locales'

/**
 * Spec section 2: a "preview" path segment turns the consent banner off (and counts as consent);
 * the page itself is the path without it, so /nl/preview/te-koop/ shows /nl/te-koop/.
 */
export function splitPreview(segments: string[]): { preview: boolean; segments: string[] } {
  const rest = segments.filter((s) => s.toLowerCase() !== 'preview')
  return { preview: rest.length !== segments.length, segments: rest }
}

/** The public path of a request inside a language, e.g. ('nl', ['te-koop']) -> '/nl/te-koop/'. */
export function requestPath(locale: Locale, segments: string[]): string {
  return publicPath(
    locale,
    segments.map((s) => decodeURIComponent(s)),
  )
}
