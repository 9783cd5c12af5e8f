import type { UIFieldServerComponent } from 'payload'

import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '../../../collections/Submissions/labels'
import { adminLanguage } from '../../i18n/adminLanguage'
import { belgianDateTime } from '../../lib/belgianDay'
import { leadText } from './texts'

/** At most this many: a contact with more is a case for the list's search on the address. */
const SHOWN = 20

const labelOf = (options: ReadonlyArray<readonly [string, Record<'nl' | 'fr' | 'en', string>]>, code: unknown, lang: 'nl' | 'fr' | 'en') =>
  options.find(([value]) => value === code)?.[1][lang] ?? ''

/**
 * Beside a lead: the same contact's other leads (same e-mail address), newest first, each a link to it, so
 * staff answering a visit request see the valuation the same person asked for last month. Read with the
 * staff member's own access.
 */
export const OtherLeads: UIFieldServerComponent = async ({ data, payload, user, i18n }) => {
  const lang = adminLanguage(i18n?.language)
  const email = typeof data?.email === 'string' ? data.email.trim() : ''
  if (!email || !user) return null
  const { docs } = await payload.find({
    collection: 'submissions',
    where: { and: [{ email: { equals: email } }, ...(data?.id ? [{ id: { not_equals: data.id } }] : [])] },
    sort: '-createdAt',
    limit: SHOWN,
    depth: 0,
    select: { createdAt: true, type: true, status: true },
    user,
    overrideAccess: false,
  })
  const adminRoute = payload.config.routes.admin
  return (
    <div className="field-type other-leads" data-testid="other-leads" style={{ marginBottom: 'var(--base)' }}>
      <h4 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{leadText('otherLeads', lang)}</h4>
      {docs.length === 0 ? (
        <p>{leadText('otherLeadsNone', lang)}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {docs.map((lead) => (
            <li key={lead.id} style={{ marginBottom: 6 }}>
              <a href={`${adminRoute}/collections/submissions/${lead.id}`}>
                {belgianDateTime(lead.createdAt)} · {labelOf(SUBMISSION_TYPES, lead.type, lang)}
              </a>{' '}
              ({labelOf(SUBMISSION_STATUSES, lead.status, lang)})
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
