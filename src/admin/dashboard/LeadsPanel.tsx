import type { Payload, TypedUser } from 'payload'

import { adminLocale } from '../leads/Answers'
import { readMailServerState } from './mailServer'
import { MailServerWarning } from './MailServerWarning'
import { MyLeads } from './MyLeads'
import { listHref, panelQueries, type PanelKey } from './panel'
import { PANEL_LABELS, PANEL_TITLE } from './texts'
import { isStaffUser } from '../../auth/roles'

interface Props {
  payload: Payload
  user?: TypedUser | null
  i18n?: { language?: string }
}

/**
 * The first thing staff see in the admin (admin.components.beforeDashboard): how many new leads, testimonials
 * waiting for review, visits this week and failing e-mails there are, each a link to that filtered list,
 * under a warning when the mail server is down or not configured (MailServerWarning). Counted with the
 * staff member's own access, as the list would show them.
 */
export async function LeadsPanel({ payload, user, i18n }: Props) {
  if (!isStaffUser({ user: user ?? null })) return null
  const locale = adminLocale(i18n?.language) as 'nl' | 'fr' | 'en'
  const queries = panelQueries(new Date())
  const adminRoute = payload.config.routes.admin
  const [mailServer, counts] = await Promise.all([
    readMailServerState(payload, user),
    Promise.all(
      (Object.keys(queries) as PanelKey[]).map(async (key) => {
        const { totalDocs } = await payload.count({
          collection: queries[key].collection,
          where: queries[key].where,
          user,
          overrideAccess: false,
        })
        return [key, totalDocs] as const
      }),
    ),
  ])
  return (
    <>
      <MailServerWarning state={mailServer} language={locale} adminRoute={adminRoute} />
      <section className="leads-panel" aria-labelledby="leads-panel-title" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
        <h2 id="leads-panel-title" style={{ marginBottom: 'var(--base)' }}>
          {PANEL_TITLE[locale]}
        </h2>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
            gap: 'var(--base)',
            listStyle: 'none',
            padding: 0,
            margin: 0,
          }}
        >
          {counts.map(([key, count]) => (
            <li key={key}>
              <a
                href={listHref(adminRoute, queries[key])}
                data-panel={key}
                className="card"
                style={{
                  display: 'block',
                  padding: 'var(--base)',
                  textDecoration: 'none',
                  border: '1px solid var(--theme-elevation-150)',
                  borderRadius: 4,
                }}
              >
                <span className="leads-panel__count" style={{ display: 'block', fontSize: '2rem', fontWeight: 600, lineHeight: 1.2 }}>
                  {count}
                </span>
                <span className="leads-panel__label">{PANEL_LABELS[key][locale]}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      {user ? <MyLeads payload={payload} user={user} language={locale} /> : null}
    </>
  )
}
