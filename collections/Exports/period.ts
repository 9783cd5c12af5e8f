import type { Where } from 'payload'

import { belgianDaysWhere, todayInBelgium } from '../../src/lib/belgianDay'

/**
 * The rules of an export's rows (./plugin.ts applies them to the download, the saved export and the
 * preview alike): a period in whole Belgian days on each collection's date field, every row of it.
 */

/** The date field the period filters on, per exported collection. */
export const EXPORT_DATE_FIELDS = { submissions: 'createdAt', appointments: 'date', demands: 'createdAt' } as const

export type ExportedSlug = keyof typeof EXPORT_DATE_FIELDS

/** A date of the form (a day picked in the admin) as the Belgian day it shows. */
const dayOf = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? todayInBelgium(new Date(value)) : null

/** Fields of the plugin's export form that this site does not offer: the row limit (its default, the list's page size, cut a year of leads to 10 rows) and its page. */
export const UNOFFERED = ['limit', 'page']

/**
 * The export as this site runs it: every row of the period (no `limit` or `page`), leads with the fixed
 * columns of ./leadRows.ts (no field picking), and the period added to the `where`, on the exported
 * collection's date field.
 */
export function withPeriod(data: Record<string, unknown>): Record<string, unknown> {
  const whole = Object.fromEntries(Object.entries(data).filter(([key]) => !UNOFFERED.includes(key)))
  if (whole.collectionSlug === 'submissions') delete whole.fields
  const field = EXPORT_DATE_FIELDS[data.collectionSlug as ExportedSlug]
  const period = field ? belgianDaysWhere(field, dayOf(data.from), dayOf(data.to)) : null
  if (!period) return whole
  const where = data.where && typeof data.where === 'object' && Object.keys(data.where).length ? (data.where as Where) : null
  return { ...whole, where: where ? { and: [where, period] } : period }
}
