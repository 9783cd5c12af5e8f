import type { Locale } from '../i18n/locales'

/** The visitor's chosen language for "/" (the browser keeps it in localStorage too, spec section 2). */
export const LANGUAGE_COOKIE = 'lang'

export const languageCookieOptions = { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' as const }

/** Where "/" leads: the remembered language when it is enabled, else the default language. */
export function homeFor(remembered: string | undefined, enabled: Locale[], defaultLocale: Locale): string {
  const locale = enabled.find((l) => l === remembered) ?? defaultLocale
  return `/${locale}/`
}
