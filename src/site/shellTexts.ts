import type { DictionaryKey } from '@/i18n/dictionary'

/**
 * The texts the shell's client boundaries show (the 404 page and the page error of
 * src/app/(site)/[lang]/), handed down by the layout through SiteContext, filled on the server
 * (src/i18n/finishedTexts.ts): none of them takes a value.
 */
export const SHELL_TEXT_KEYS = [
  'error.notFound',
  'error.propertyNotFound',
  'notFound.intro',
  'notFound.searchLabel',
  'search.button',
  'error.backHome',
  'error.api',
  'error.retry',
] as const satisfies readonly DictionaryKey[]
