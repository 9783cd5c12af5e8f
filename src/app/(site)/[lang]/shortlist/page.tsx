import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getTranslator } from '@/data/translations'
import { pickTexts } from '@/i18n/clientTexts'
import { isLocale } from '@/i18n/locales'
import { comparePath, shortlistPath } from '@/routing/shortlistPaths'
import { ShortlistView } from '@/shortlist/chunks'
import { SHORTLIST_TEXT_KEYS } from '@/shortlist/compareRows'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The shortlist (/nl/bewaard/, /fr/favoris/, /en/saved/; src/routing/shortlistPaths.ts). The list lives
 * in the browser, so this page is the same for everyone (cached) and never indexed: the island reads
 * the list, or the share link's ?ids=, and asks the listings' public summaries.
 */
export default async function ShortlistPage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const t = await getTranslator(lang)
  return (
    <div className="page page-shortlist">
      <header className="page-header">
        <h1>{t('shortlist.title')}</h1>
        <p>{t('shortlist.intro')}</p>
      </header>
      <noscript>
        <p className="shortlist-empty">{t('shortlist.noScript')}</p>
      </noscript>
      <ShortlistView locale={lang} texts={pickTexts(t, SHORTLIST_TEXT_KEYS)} path={shortlistPath(lang)} comparePath={comparePath(lang)} />
    </div>
  )
}
