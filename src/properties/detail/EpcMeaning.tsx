import type { DictionaryKey, Translator } from '@/i18n/dictionary'
import { epcLabelText, type EpcRange } from '@/lib/epc'
import { formatNumber } from '@/lib/format'
import type { Region } from '@/lib/region'
import { epcMeaning } from '@/purchase/renovation'

function rangeText(range: EpcRange, t: Translator): string {
  switch (range.kind) {
    case 'under':
      return t('epc.range.under', { value: formatNumber(range.value) })
    case 'upTo':
      return t('epc.range.upTo', { value: formatNumber(range.value) })
    case 'between':
      return t('epc.range.between', { low: formatNumber(range.low), high: formatNumber(range.high) })
    case 'above':
      return t('epc.range.above', { value: formatNumber(range.value) })
  }
}

/**
 * What an EPC label means (issue point 4): the listing's label in words and its region's table (spec
 * section 9, the same table the label comes from), the listing's row marked. A server component: no code.
 */
export function EpcMeaning({ region, label, t }: { region: Exclude<Region, 'luxembourg'>; label: string; t: Translator }) {
  const rows = epcMeaning(region, label)
  const current = rows.find((row) => row.current)
  if (!current) return null
  const regionName = t(`region.${region}` as DictionaryKey)
  return (
    <details className="epc-meaning">
      <summary>{t('epc.meaning')}</summary>
      <p>{t('epc.thisLabel', { label: epcLabelText(label), meaning: t(`epc.grade.${current.grade}` as DictionaryKey) })}</p>
      <div className="epc-table-wrap">
        <table>
          <caption>{t('epc.tableCaption', { region: regionName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('epc.column.label')}</th>
              <th scope="col">{t('epc.column.range')}</th>
              <th scope="col">{t('epc.column.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} aria-current={row.current ? 'true' : undefined}>
                <th scope="row">
                  {epcLabelText(row.label)}
                  {row.current && <span className="epc-this"> ({t('epc.thisHome')})</span>}
                </th>
                <td>{rangeText(row.range, t)}</td>
                <td>{t(`epc.grade.${row.grade}` as DictionaryKey)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
