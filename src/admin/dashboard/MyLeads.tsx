import type { Payload, TypedUser } from 'payload'

import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '../../../collections/Submissions/labels'
import type { AdminLanguage } from '../../i18n/adminLanguage'
import { leadAge, leadText } from '../leads/texts'
import { listHref, myOpenLeads } from './panel'

/** Rows on the dashboard; the link under them opens the whole list. */
const SHOWN = 10

const cell = { padding: '6px 12px 6px 0', textAlign: 'left' as const, verticalAlign: 'top' as const }

const labelOf = (options: ReadonlyArray<readonly [string, Record<AdminLanguage, string>]>, code: unknown, lang: AdminLanguage) =>
  options.find(([value]) => value === code)?.[1][lang] ?? ''

/**
 * "Mijn leads" on the dashboard: the open leads (not handled) assigned to the staff member at the screen,
 * the longest waiting first, each with its age, so nobody's lead waits unseen. Read with their own access.
 */
export async function MyLeads({ payload, user, language }: { payload: Payload; user: TypedUser; language: AdminLanguage }) {
  const query = myOpenLeads(user.id)
  const { docs, totalDocs } = await payload.find({
    collection: 'submissions',
    where: query.where,
    sort: 'createdAt',
    limit: SHOWN,
    depth: 0,
    select: { createdAt: true, name: true, type: true, status: true },
    user,
    overrideAccess: false,
  })
  const adminRoute = payload.config.routes.admin
  const now = new Date()
  return (
    <section className="my-leads" aria-labelledby="my-leads-title" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="my-leads-title" style={{ marginBottom: 'var(--base)' }}>
        {leadText('myLeads', language)}
      </h2>
      {docs.length === 0 ? (
        <p>{leadText('myLeadsNone', language)}</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th scope="col" style={cell}>
                {leadText('leadColumn', language)}
              </th>
              <th scope="col" style={cell}>
                {leadText('statusColumn', language)}
              </th>
              <th scope="col" style={cell}>
                {leadText('ageColumn', language)}
              </th>
            </tr>
          </thead>
          <tbody>
            {docs.map((lead) => (
              <tr key={lead.id} data-lead={lead.id} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
                <td style={cell}>
                  <a href={`${adminRoute}/collections/submissions/${lead.id}`}>{lead.name || leadText('nameless', language)}</a> ·{' '}
                  {labelOf(SUBMISSION_TYPES, lead.type, language)}
                </td>
                <td style={cell}>{labelOf(SUBMISSION_STATUSES, lead.status, language)}</td>
                <td style={cell} className="my-leads__age">
                  {leadAge(lead.createdAt, now, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {totalDocs > docs.length ? (
        <p style={{ marginTop: 'calc(var(--base) / 2)' }}>
          <a href={listHref(adminRoute, query)}>{leadText('myLeadsAll', language, { n: totalDocs })}</a>
        </p>
      ) : null}
    </section>
  )
}
