import type { DictionaryKey } from '@/i18n/dictionary'
import { formatDate } from '@/lib/format'

import { slotLabel, type Visit } from './activity'
import type { Translator } from '@/i18n/dictionary'

function VisitTable({ id, title, visits, t }: { id: string; title: string; visits: Visit[]; t: Translator }) {
  return (
    <div className="portal-visits-group">
      <h3 id={id}>{title}</h3>
      {visits.length === 0 ? (
        <p className="empty">{t('portal.visits.none')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="stacked-table">
            <thead>
              <tr>
                <th scope="col">{t('portal.visits.date')}</th>
                <th scope="col">{t('portal.visits.slot')}</th>
                <th scope="col">{t('portal.visits.visitor')}</th>
                <th scope="col">{t('portal.visits.status')}</th>
              </tr>
            </thead>
            <tbody>
              {visits.map((v) => (
                <tr key={v.id}>
                  <td data-label={t('portal.visits.date')}>{formatDate(v.date)}</td>
                  <td data-label={t('portal.visits.slot')}>{slotLabel(v.slot)}</td>
                  <td data-label={t('portal.visits.visitor')}>{v.visitor}</td>
                  <td data-label={t('portal.visits.status')}>{t(`portal.visit.${v.status}` as DictionaryKey)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

/** Calendar visits of the property: upcoming (confirmed or requested) and past ones. */
export function VisitsPanel({ visits, t }: { visits: { upcoming: Visit[]; past: Visit[] }; t: Translator }) {
  return (
    <section className="portal-card portal-visits" aria-labelledby="portal-visits-title">
      <h2 id="portal-visits-title">{t('portal.visits.title')}</h2>
      <VisitTable id="portal-visits-upcoming" title={t('portal.visits.upcoming')} visits={visits.upcoming} t={t} />
      <VisitTable id="portal-visits-past" title={t('portal.visits.past')} visits={visits.past} t={t} />
    </section>
  )
}
