import type { Translator } from '@/i18n/dictionary'
import { formatDate } from '@/lib/format'
import type { CostRegion } from '@/purchase/costs'
import { citationsFor } from '@/purchase/law'

/**
 * The laws and official pages behind the cost estimate, with the date each version applies from: a
 * buyer (or their notary) can check every figure. Part of the calculator (its law data is in the
 * island's code already, so the list costs the page no serialized props).
 */
export function PurchaseSources({ region, day, vatSale, t }: { region: CostRegion; day: string; vatSale: boolean; t: Translator }) {
  return (
    <details className="purchase-sources" data-testid="purchase-sources">
      <summary>{t('purchase.sources')}</summary>
      <ul>
        {citationsFor(region, day, vatSale).map((citation) => (
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
