import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { UnsubscribeButton } from '@/account/UnsubscribeButton'
import { watchOfToken } from '@/alerts/watches'
import { payloadClient } from '@/data/payload'
import { getTranslator } from '@/data/translations'
import { unsubscribeListingAlertAction } from '@/forms/listing-alert/unsubscribeAction'
import { pickTexts } from '@/i18n/clientTexts'
import { isLocale } from '@/i18n/locales'

// A page of its own per link: never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The unsubscribe link of a listing alert (GET shows the button, the button posts), as the demand
 * alerts' page does: one click, so a mail scanner that opens every link does not stop the alerts. Mail
 * programs use the List-Unsubscribe header instead (api/site/listing-alerts/unsubscribe, RFC 8058).
 */
export default async function ListingAlertUnsubscribePage({ params }: { params: Promise<{ lang: string; token: string }> }) {
  const { lang, token } = await params
  if (!isLocale(lang)) notFound()
  const [t, payload] = await Promise.all([getTranslator(lang), payloadClient()])
  const valid = watchOfToken(payload, token) !== null
  return (
    <div className="page page-unsubscribe">
      <header className="page-header">
        <h1>{t('unsubscribe.title')}</h1>
        {valid ? (
          <>
            <p>{t('listingAlert.unsubscribe.intro')}</p>
            <UnsubscribeButton
              token={token}
              action={unsubscribeListingAlertAction}
              done="listingAlert.unsubscribe.done"
              texts={pickTexts(t, [
                'unsubscribe.confirm',
                'success.unsubscribed',
                'listingAlert.unsubscribe.done',
                'unsubscribe.invalid',
                'error.api',
              ])}
            />
          </>
        ) : (
          <p role="alert">{t('unsubscribe.invalid')}</p>
        )}
      </header>
    </div>
  )
}
