import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getTranslator } from '@/data/translations'
import { pickTexts } from '@/i18n/clientTexts'
import { isLocale } from '@/i18n/locales'
import { MAX_COMPARE } from '@/lib/shortlist'
import { comparePath, shortlistPath } from '@/routing/shortlistPaths'
import { CompareView } from '@/shortlist/chunks'
import { COMPARE_TEXT_KEYS } from '@/shortlist/compareRows'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The compare page (/nl/vergelijk/?ids=…, /fr/comparer/, /en/compare/; src/routing/shortlistPaths.ts):
 * the same for everyone (cached), never indexed; the island reads the ids of the query.
 */
export default async function ComparePage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const t = await getTranslator(lang)
  return (
    <div className="page page-compare">
      <header className="page-header">
        <h1>{t('compare.title')}</h1>
        <p>{t('compare.intro', { max: MAX_COMPARE })}</p>
      </header>
      <noscript>
        <p className="shortlist-empty">{t('shortlist.noScript')}</p>
      </noscript>
      <CompareView locale={lang} texts={pickTexts(t, COMPARE_TEXT_KEYS)} path={comparePath(lang)} shortlistPath={shortlistPath(lang)} />
    </div>
  )
}
