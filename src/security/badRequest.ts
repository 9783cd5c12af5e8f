import { t } from '../i18n/dictionary'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The language a raw path names in its first segment, else the default. */
export const localeOfPath = (pathname: string): Locale => {
  const first = pathname.split('/')[1] ?? ''
  return isLocale(first) ? first : DEFAULT_LOCALE
}

/**
 * The small page of a path that cannot be percent-decoded (`/nl/%ff%fe/`): 400, in the path's language,
 * with a link home. Built from the code dictionary only (the proxy reads no database), no script, so it
 * stays valid under any policy.
 */
export function badRequestPage(pathname: string): string {
  const locale = localeOfPath(pathname)
  const title = t('error.badRequest.title', locale)
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escape(title)}</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}a{color:#12355b}</style></head>',
    `<body><main><h1>${escape(title)}</h1><p>${escape(t('error.badRequest.body', locale))}</p>`,
    `<p><a href="/${locale}/">${escape(t('error.backHome', locale))}</a></p></main></body></html>`,
  ].join('')
}
