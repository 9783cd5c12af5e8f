import type { Translator } from '@/i18n/dictionary'
import { todayInBelgium } from '@/lib/belgianDay'
import { formatDate } from '@/lib/format'
import { startDay } from '@/purchase/listingSale'
import { citationsFor } from '@/purchase/law'

/**
 * The laws and official pages behind the cost estimate, with the date each version applies from: a
 * buyer (or their notary) can check every figure. Server HTML only: it ships no script.
 */
export function PurchaseSources({ region, vatSale, t }: { region: 'flanders' | 'brussels' | 'wallonia'; vatSale: boolean; t: Translator }) {
  const citations = citationsFor(region, startDay(region, todayInBelgium()), vatSale)
  return (
    <details className="purchase-sources" data-testid="purchase-sources">
      <summary>{t('purchase.sources')}</summary>
      <ul>
        {citations.map((citation) => (
          <li key={`${citation.url}|${citation.law}`}>
            <a href={citation.url} rel="noopener" target="_blank">
              {t('purchase.sourceSince', { law: citation.law, since: formatDate(citation.since) })}
            </a>
            {citation.article && <span> – {citation.article}</span>}
            {!citation.confirmed && <span> ({t('purchase.estimateOnly')})</span>}
          </li>
        ))}
      </ul>
    </details>
  )
}
