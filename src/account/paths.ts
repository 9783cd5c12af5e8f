import type { Locale } from '../i18n/locales'

/** The demander's login and "my search demand" page: one dynamic route, src/app/(site)/[lang]/account/. */
export const accountPath = (locale: Locale): string => `/${locale}/account/`
