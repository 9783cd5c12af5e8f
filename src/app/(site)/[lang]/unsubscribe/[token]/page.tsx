import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { payloadClient } from '@/data/payload'
import { getTranslator } from '@/data/translations'
import { demandOfToken } from '@/alerts/unsubscribe'
import { UnsubscribeButton } from '@/account/UnsubscribeButton'
import { isLocale } from '@/i18n/locales'
import { pickTexts } from '@/i18n/clientTexts'

// A page of its own per link: never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * Form 6: the signed link of an alert e-mail. The page asks for one click before unsubscribing, so a
 * mail scanner that opens every link does not stop the alerts on its own.
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ lang: string; token: string }> }) {
  const { lang, token } = await params
  if (!isLocale(lang)) notFound()
  const [t, payload] = await Promise.all([getTranslator(lang), payloadClient()])
  const valid = demandOfToken(payload, decodeURIComponent(token)) !== null
  return (
    <div className="page page-unsubscribe">
      <header className="page-header">
        <h1>{t('unsubscribe.title')}</h1>
        {valid ? (
          <>
            <p>{t('unsubscribe.intro')}</p>
            <UnsubscribeButton
              token={decodeURIComponent(token)}
              texts={pickTexts(t, ['unsubscribe.confirm', 'success.unsubscribed', 'unsubscribe.done', 'unsubscribe.invalid', 'error.api'])}
            />
          </>
        ) : (
          <p role="alert">{t('unsubscribe.invalid')}</p>
        )}
      </header>
    </div>
  )
}
