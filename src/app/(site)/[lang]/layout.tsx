import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { getHomeIntro, getNavigation, getSiteLanguages } from '@/data/site'
import { getTranslator } from '@/data/translations'
import { isLocale } from '@/i18n/locales'
import '../site.css'

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params
  if (!isLocale(lang)) return {}
  const intro = await getHomeIntro(lang)
  return { title: { default: intro.siteName, template: `%s · ${intro.siteName}` } }
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  const languages = await getSiteLanguages()
  if (!isLocale(lang) || !languages.enabled.includes(lang)) notFound()
  const [nav, t] = await Promise.all([getNavigation(lang), getTranslator(lang)])
  return (
    <html lang={lang}>
      <body>
        <a className="skip-link" href="#main">
          {t('nav.skipToContent')}
        </a>
        <header className="site-header">
          <nav aria-label={t('nav.label')}>
            <ul>
              {nav.map((item) => (
                <li key={item.id}>
                  <a href={item.href}>{item.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          {languages.enabled.length > 1 && (
            <ul className="languages" aria-label={t('language.label')}>
              {languages.enabled.map((code) => (
                <li key={code}>
                  <a href={`/${code}/`} hrefLang={code} lang={code} aria-current={code === lang ? 'true' : undefined}>
                    {code.toUpperCase()}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </header>
        <main id="main">{children}</main>
      </body>
    </html>
  )
}
