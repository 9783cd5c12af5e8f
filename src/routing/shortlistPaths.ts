import { isLocale, type Locale } from '../i18n/locales'

/**
 * Public paths of the shortlist and the compare page: client-data pages (the list lives in the
 * browser), a segment per language under the language, rewritten by src/proxy.ts to one internal route
 * each, src/app/(site)/[lang]/shortlist/ and src/app/(site)/[lang]/compare/ (as the owner portal's,
 * src/auth/paths.ts). German falls back to the Dutch segments.
 *
 *   nl /nl/bewaard/   /nl/vergelijk/
 *   fr /fr/favoris/   /fr/comparer/
 *   en /en/saved/     /en/compare/
 */
export type ShortlistPage = 'shortlist' | 'compare'

const SEGMENTS: Record<ShortlistPage, Record<Locale, string>> = {
  shortlist: { nl: 'bewaard', fr: 'favoris', en: 'saved', de: 'bewaard' },
  compare: { nl: 'vergelijk', fr: 'comparer', en: 'compare', de: 'vergelijk' },
}

/** The internal route segment of each page (the folder under src/app/(site)/[lang]/). */
const INTERNAL_SEGMENT: Record<ShortlistPage, string> = { shortlist: 'shortlist', compare: 'compare' }

export const shortlistPath = (locale: Locale): string => `/${locale}/${SEGMENTS.shortlist[locale]}/`
export const comparePath = (locale: Locale): string => `/${locale}/${SEGMENTS.compare[locale]}/`

/** Which of the two pages a path is (its public or internal segment, with the final slash), else null. */
function parseShortlistPath(pathname: string): { locale: Locale; page: ShortlistPage } | null {
  const [, locale, segment, ...rest] = pathname.split('/')
  if (!isLocale(locale) || rest.length !== 1 || rest[0] !== '') return null
  for (const page of ['shortlist', 'compare'] as const) {
    if (segment === SEGMENTS[page][locale] || segment === INTERNAL_SEGMENT[page]) return { locale, page }
  }
  return null
}

/** The internal route of a public path (/nl/bewaard/ -> /nl/shortlist/), or null when it is none. */
export function internalShortlistPath(pathname: string): string | null {
  const target = parseShortlistPath(pathname)
  return target ? `/${target.locale}/${INTERNAL_SEGMENT[target.page]}/` : null
}

/** The same page in another language (the language switcher), or null. */
export function switchShortlistPath(pathname: string, to: Locale): string | null {
  const target = parseShortlistPath(pathname)
  if (!target) return null
  return target.page === 'shortlist' ? shortlistPath(to) : comparePath(to)
}
