import { isLocale, type Locale } from '../i18n/locales'

/**
 * Public paths of the owner portal (per user, so never a cached public page): its own route segment
 * under the language, named in the language. The proxy rewrites them to the one internal route,
 * src/app/(site)/[lang]/portal/ (and portal/reset/ for the new-password page).
 *
 *   nl /nl/portaal/   /nl/portaal/nieuw-wachtwoord/
 *   fr /fr/portail/   /fr/portail/nouveau-mot-de-passe/
 *   en /en/portal/    /en/portal/new-password/
 */
const PORTAL_SEGMENT: Record<Locale, string> = { nl: 'portaal', fr: 'portail', en: 'portal', de: 'portaal' }
const RESET_SEGMENT: Record<Locale, string> = {
  nl: 'nieuw-wachtwoord',
  fr: 'nouveau-mot-de-passe',
  en: 'new-password',
  de: 'nieuw-wachtwoord',
}

const INTERNAL_PORTAL_SEGMENT = 'portal'
const INTERNAL_RESET_SEGMENT = 'reset'

export const portalPath = (locale: Locale): string => `/${locale}/${PORTAL_SEGMENT[locale]}/`

export const resetPasswordPath = (locale: Locale): string => `${portalPath(locale)}${RESET_SEGMENT[locale]}/`

type PortalPage = { locale: Locale; page: 'portal' | 'reset' }

/** Which portal page a public path is (null for every other path). */
export function parsePortalPath(pathname: string): PortalPage | null {
  const [, locale, segment, sub, ...rest] = pathname.split('/')
  if (!isLocale(locale) || rest.some(Boolean)) return null
  if (segment !== PORTAL_SEGMENT[locale] && segment !== INTERNAL_PORTAL_SEGMENT) return null
  if (!sub) return { locale, page: 'portal' }
  if (sub === RESET_SEGMENT[locale] || sub === INTERNAL_RESET_SEGMENT) return { locale, page: 'reset' }
  return null
}

/** The internal route of a public portal path (/nl/portaal/ -> /nl/portal/), or null when it is none. */
export function internalPortalPath(pathname: string): string | null {
  const target = parsePortalPath(pathname)
  if (!target) return null
  const base = `/${target.locale}/${INTERNAL_PORTAL_SEGMENT}/`
  return target.page === 'reset' ? `${base}${INTERNAL_RESET_SEGMENT}/` : base
}

/** The same portal page in another language (the language switcher), or null when the path is no portal page. */
export function switchPortalPath(pathname: string, to: Locale): string | null {
  const target = parsePortalPath(pathname)
  if (!target) return null
  return target.page === 'reset' ? resetPasswordPath(to) : portalPath(to)
}

/** The demander's login and "my search demand" page: one dynamic route, src/app/(site)/[lang]/account/. */
export const accountPath = (locale: Locale): string => `/${locale}/account/`

/** Where a demander asks for a new password. */
export const forgotPasswordPath = (locale: Locale): string => `/${locale}/account/forgot-password/`

/** The demander's new-password page of the e-mailed link (the token follows as ?token=, as for owners). */
export const accountResetPasswordPath = (locale: Locale): string => `/${locale}/account/reset-password/`
