import { cookies, headers } from 'next/headers'

import { adminLanguage, type AdminLanguage } from '../i18n/adminLanguage'
import { DATABASE_UNREACHABLE } from '../i18n/admin/databaseUnreachable'

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}' +
  'a{display:inline-block;min-height:44px;line-height:44px;padding:0 1.25rem;border-radius:4px;background:#12355b;color:#fff;font-weight:600;text-decoration:none}' +
  'a:focus-visible{outline:3px solid #c25e00;outline-offset:2px}'

/** The admin language staff chose (Payload's cookie), else the browser's first admin language, else Dutch. */
async function staffLanguage(): Promise<AdminLanguage> {
  const chosen = (await cookies()).get('payload-lng')?.value
  if (chosen) return adminLanguage(chosen)
  const accepted = ((await headers()).get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().slice(0, 2).toLowerCase())
  const first = accepted.find((language) => adminLanguage(language) === language)
  return first ? adminLanguage(first) : 'nl'
}

/**
 * What the admin shows instead of itself while the database cannot be reached (src/data/databaseProbe.ts):
 * what is wrong and what still works, in the staff member's language, and a way to try again.
 */
export async function DatabaseUnreachablePage() {
  const language = await staffLanguage()
  return (
    <html lang={language}>
      {/* This page stands in for the admin's root layout, so it writes its own head. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <title>{DATABASE_UNREACHABLE.title[language]}</title>
        <meta name="robots" content="noindex" />
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{DATABASE_UNREACHABLE.title[language]}</h1>
          <p role="alert">{DATABASE_UNREACHABLE.message[language]}</p>
          <p>
            {/* A full load on purpose: the admin's layout asks the database again. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/admin">{DATABASE_UNREACHABLE.retry[language]}</a>
          </p>
        </main>
      </body>
    </html>
  )
}
