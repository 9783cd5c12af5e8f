'use client'

import { useParams } from 'next/navigation'

import { t } from '@/i18n/dictionary'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'

/** Spec section 8 "API error": shown when a page cannot be read; the shell stays usable. */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  const params = useParams<{ lang: string }>()
  const locale = isLocale(params?.lang) ? params.lang : DEFAULT_LOCALE
  return (
    <div className="page page-error" role="alert">
      <h1>{t('error.api', locale)}</h1>
      <p>
        <button type="button" className="button" onClick={reset}>
          {t('error.retry', locale)}
        </button>{' '}
        <a href={`/${locale}/`}>{t('error.backHome', locale)}</a>
      </p>
    </div>
  )
}
