/**
 * The languages the admin's own words come in (field labels, list cells, messages to staff). Payload's
 * admin may run in any of its languages; staff who chose another one read English.
 */
export type AdminLanguage = 'nl' | 'fr' | 'en'

/** The admin's language for a Payload i18n language code; English for anything else. */
export const adminLanguage = (language: string | null | undefined): AdminLanguage =>
  language === 'nl' || language === 'fr' ? language : 'en'
