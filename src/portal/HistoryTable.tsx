import type { DictionaryKey } from '@/i18n/dictionary'
import { formatDate } from '@/lib/format'

import { slotLabel, type HistoryRow } from './activity'
import type { Translator } from '@/i18n/dictionary'

/** History rows (spec section 3): date, type, contact, subject, comment, status, source. */
export function HistoryTable({ rows, t }: { rows: HistoryRow[]; t: Translator }) {
  const columns = ['date', 'type', 'contact', 'subject', 'comment', 'status', 'source'] as const
  // Column names also lead each cell on phones, where the rows are stacked.
  const label = (column: (typeof columns)[number]) => t(`portal.history.${column}` as DictionaryKey)
  return (
    <section className="portal-card portal-history" aria-labelledby="portal-history-title">
      <h2 id="portal-history-title">{t('portal.history.title')}</h2>
      {rows.length === 0 ? (
        <p className="empty">{t('portal.history.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="portal-history-title" tabIndex={0}>
          <table className="stacked-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {label(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={label('date')}>{formatDate(row.date)}</td>
                  <td data-label={label('type')}>{t(`portal.type.${row.type}` as DictionaryKey)}</td>
                  <td data-label={label('contact')}>{row.contact}</td>
                  <td data-label={label('subject')}>{row.subject}</td>
                  <td data-label={label('comment')}>
                    {row.visit ? t('portal.history.visitOn', { date: formatDate(row.visit.date), slot: slotLabel(row.visit.slot) }) : ''}
                  </td>
                  <td data-label={label('status')}>{t(`portal.status.${row.status}` as DictionaryKey)}</td>
                  <td data-label={label('source')}>{row.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
