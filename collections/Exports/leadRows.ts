import type { AdminLanguage } from '../../src/i18n/adminLanguage'
import { t } from '../../src/i18n/dictionary'
import { isLocale } from '../../src/i18n/locales'
import { belgianDateTime } from '../../src/lib/belgianDay'
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '../Submissions/labels'
import { csvSafe } from './csvSafe'

/**
 * A lead as one row of the CSV staff open in a spreadsheet: columns named in the admin's language, words
 * where the database keeps codes (type, status), the property's title and the advisor's name where it keeps
 * ids, and the moment it came in as Belgian time. Every cell is made safe for spreadsheets (./csvSafe.ts).
 */

const LEAD_COLUMNS = {
  received: { nl: 'Ontvangen', fr: 'Reçu le', en: 'Received' },
  type: { nl: 'Type', fr: 'Type', en: 'Type' },
  status: { nl: 'Status', fr: 'Statut', en: 'Status' },
  name: { nl: 'Naam', fr: 'Nom', en: 'Name' },
  email: { nl: 'E-mail', fr: 'E-mail', en: 'E-mail' },
  phone: { nl: 'Telefoon', fr: 'Téléphone', en: 'Phone' },
  subject: { nl: 'Onderwerp', fr: 'Objet', en: 'Subject' },
  message: { nl: 'Bericht', fr: 'Message', en: 'Message' },
  property: { nl: 'Pand', fr: 'Bien', en: 'Property' },
  project: { nl: 'Project', fr: 'Projet', en: 'Project' },
  advisor: { nl: 'Adviseur', fr: 'Conseiller', en: 'Advisor' },
  language: { nl: 'Taal', fr: 'Langue', en: 'Language' },
  source: { nl: 'Bron', fr: 'Source', en: 'Source' },
} satisfies Record<string, Record<AdminLanguage, string>>

export type LeadColumn = keyof typeof LEAD_COLUMNS

/** A stored lead as the export reads it (relationships one level deep). */
export interface ExportedLead {
  createdAt?: string | null
  type?: string | null
  status?: string | null
  name?: string | null
  email?: string | null
  phone?: string | null
  subject?: string | null
  message?: string | null
  property?: unknown
  project?: unknown
  assignedTo?: unknown
  locale?: string | null
  source?: string | null
}

const label = (options: ReadonlyArray<readonly [string, Record<AdminLanguage, string>]>, code: unknown, language: AdminLanguage) =>
  options.find(([value]) => value === code)?.[1][language] ?? (typeof code === 'string' ? code : '')

/**
 * A related document's words: its title or name, in `language` when the field is localised (an export of
 * every locale reads `{ nl, fr, en }`), else Dutch, the site's main language. A bare id (not readable) as is.
 */
function relatedTitle(value: unknown, key: 'title' | 'name', language: AdminLanguage): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'object') return String(value)
  const text = (value as Record<string, unknown>)[key]
  if (typeof text === 'string') return text
  if (text && typeof text === 'object') {
    const byLocale = text as Record<string, unknown>
    const chosen = byLocale[language] ?? byLocale.nl ?? Object.values(byLocale).find((entry) => typeof entry === 'string')
    return typeof chosen === 'string' ? chosen : ''
  }
  return ''
}

/** One lead as a CSV row: column title in `language` -> cell text. */
export function leadRow(lead: ExportedLead, language: AdminLanguage): Record<string, string> {
  const cells: Record<LeadColumn, string> = {
    received: belgianDateTime(lead.createdAt),
    type: label(SUBMISSION_TYPES, lead.type, language),
    status: label(SUBMISSION_STATUSES, lead.status, language),
    name: lead.name ?? '',
    email: lead.email ?? '',
    phone: lead.phone ?? '',
    subject: lead.subject ?? '',
    message: lead.message ?? '',
    property: relatedTitle(lead.property, 'title', language),
    project: relatedTitle(lead.project, 'title', language),
    advisor: relatedTitle(lead.assignedTo, 'name', language),
    // The visitor's language by name ("Nederlands"), not its code.
    language: isLocale(lead.locale) ? t(`language.name.${lead.locale}`, language) : (lead.locale ?? ''),
    source: lead.source ?? '',
  }
  return Object.fromEntries(
    (Object.keys(LEAD_COLUMNS) as LeadColumn[]).map((column) => [LEAD_COLUMNS[column][language], String(csvSafe(cells[column]))]),
  )
}
