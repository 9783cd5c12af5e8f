/**
 * CSV of submissions for staff (spreadsheets): one row per submission, RFC 4180 quoting, and cells that
 * a spreadsheet would run as a formula (= + - @ at the start) prefixed with an apostrophe, since
 * visitor text ends up in them.
 */

export interface SubmissionRow {
  id: number
  createdAt: string
  type: string
  status: string
  locale?: string | null
  name?: string | null
  email?: string | null
  phone?: string | null
  subject?: string | null
  message?: string | null
  property?: { externalId?: number | null; title?: string | null } | null
  advisor?: { name?: string | null } | null
  utm?: Record<string, string> | null
  source?: string | null
  data?: unknown
}

export const CSV_COLUMNS = ['id', 'date', 'type', 'status', 'language', 'name', 'email', 'phone', 'subject', 'message', 'property id', 'property', 'advisor', 'utm_source', 'utm_medium', 'utm_campaign', 'source page', 'answers'] as const

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function submissionsCsv(rows: SubmissionRow[]): string {
  const lines = [CSV_COLUMNS.join(',')]
  for (const row of rows) {
    lines.push(
      [
        row.id,
        row.createdAt,
        row.type,
        row.status,
        row.locale,
        row.name,
        row.email,
        row.phone,
        row.subject,
        row.message,
        row.property?.externalId,
        row.property?.title,
        row.advisor?.name,
        row.utm?.utm_source,
        row.utm?.utm_medium,
        row.utm?.utm_campaign,
        row.source,
        row.data,
      ]
        .map(csvCell)
        .join(','),
    )
  }
  // A byte-order mark so spreadsheet programs read the accents as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
