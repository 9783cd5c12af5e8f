import type { Locale } from '../i18n/locales'

/** The demander's login and "my search demand" page: one dynamic route, src/app/(site)/[lang]/account/. */
export const accountPath = (locale: Locale): string => `/${locale}/account/`

/** Where a demander asks for a new password. */
export const forgotPasswordPath = (locale: Locale): string => `/${locale}/account/forgot-password/`
