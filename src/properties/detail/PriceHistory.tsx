import type { Translator } from '@/i18n/dictionary'
import { formatDate, formatPrice } from '@/lib/format'
import type { PriceHistoryRow } from '@/listings/priceHistory'

/**
 * The first asking price and each change with its date (issue 37.6). Server HTML only; the rows come from
 * priceHistoryRows, which gives none while the price is hidden, so a hidden price never reaches the page.
 */
export function PriceHistory({ rows, t }: { rows: PriceHistoryRow[]; t: Translator }) {
  if (rows.length === 0) return null
  return (
    <section className="price-history" aria-labelledby="price-history-title" data-testid="price-history">
      <h2 id="price-history-title">{t('detail.priceHistory')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('detail.priceHistory.date')}</th>
            <th scope="col">{t('detail.priceHistory.price')}</th>
            <th scope="col">{t('detail.priceHistory.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.at}>
              <td className="nowrap">
                <time dateTime={row.at}>{formatDate(row.at)}</time>
              </td>
              <td className="nowrap">{formatPrice(row.price)}</td>
              <td>
                {row.change === null
                  ? t('detail.priceHistory.first')
                  : t(row.change < 0 ? 'detail.priceHistory.lowered' : 'detail.priceHistory.raised', {
                      amount: formatPrice(Math.abs(row.change)),
                    })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
