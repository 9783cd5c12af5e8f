'use client'

import { finishedTranslator } from '@/i18n/finishedTexts'
import { useSite } from '@/site/SiteContext'

/**
 * Spec section 8 "API error": shown when a page cannot be read; the shell stays usable. Its texts come
 * from the layout (SiteContext) like the 404 page's: importing the dictionary here put every text of
 * every language into every page's first-load JavaScript.
 */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  const { locale, texts } = useSite()
  const t = finishedTranslator(texts)
  return (
    <div className="page page-error" role="alert">
      <h1>{t('error.api')}</h1>
      <p>
        <button type="button" className="button" onClick={reset}>
          {t('error.retry')}
        </button>{' '}
        <a href={`/${locale}/`}>{t('error.backHome')}</a>
      </p>
    </div>
  )
}
