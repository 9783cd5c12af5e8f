import { t } from '../i18n/dictionary'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The language a raw path names in its first segment, else the default. */
export const localeOfPath = (pathname: string): Locale => {
  const first = pathname.split('/')[1] ?? ''
  return isLocale(first) ? first : DEFAULT_LOCALE
}

/**
 * A small standalone page in one language: a title, paragraphs and links, no script, so it stays
 * valid under any policy. For answers outside the site's pages (a bad path, a link's outcome).
 */
export function smallPage(
  locale: Locale,
  title: string,
  paragraphs: string[],
  links: Array<{ href: string; label: string }>,
  /** A plain form with one button, posted to `action` (works without JavaScript). */
  form?: { action: string; button: string },
): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escape(title)}</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}a{color:#12355b;display:inline-block;min-height:44px;line-height:44px}',
    'button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:4px;background:#12355b;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #c25e00;outline-offset:2px}</style></head>',
    `<body><main><h1>${escape(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    ...(form
      ? [`<form method="post" action="${escape(form.action)}"><p><button type="submit">${escape(form.button)}</button></p></form>`]
      : []),
    ...links.map((l) => `<p><a href="${escape(l.href)}">${escape(l.label)}</a></p>`),
    '</main></body></html>',
  ].join('')
}

/**
 * The small page of a path that cannot be percent-decoded (`/nl/%ff%fe/`): 400, in the path's language,
 * with a link home. Built from the code dictionary only (the proxy reads no database).
 */
export function badRequestPage(pathname: string): string {
  const locale = localeOfPath(pathname)
  return smallPage(
    locale,
    t('error.badRequest.title', locale),
    [t('error.badRequest.body', locale)],
    [{ href: `/${locale}/`, label: t('error.backHome', locale) }],
  )
}
