import type { Where } from 'payload'

import { addDays, storedDay, todayInBelgium } from '../../lib/belgianDay'

/**
 * What the dashboard's leads panel counts (src/admin/dashboard/LeadsPanel.tsx), each as a collection and a
 * `where`, so the count and the link to the filtered list are one and the same query.
 */

export type PanelKey = 'newLeads' | 'pendingTestimonials' | 'visitsThisWeek' | 'failingEmails'

export interface PanelQuery {
  collection: 'submissions' | 'testimonials' | 'appointments' | 'emails'
  where: Where
}

/** Monday to Sunday of the Belgian week of `now`, as yyyy-mm-dd. */
export function belgianWeek(now: Date): { monday: string; sunday: string } {
  const today = todayInBelgium(now)
  const weekday = (new Date(storedDay(today)).getUTCDay() + 6) % 7 // 0 = Monday
  const monday = addDays(today, -weekday)
  return { monday, sunday: addDays(monday, 6) }
}

export function panelQueries(now: Date): Record<PanelKey, PanelQuery> {
  const { monday, sunday } = belgianWeek(now)
  return {
    newLeads: { collection: 'submissions', where: { status: { equals: 'new' } } },
    pendingTestimonials: { collection: 'testimonials', where: { status: { equals: 'pending' } } },
    // A visit's day is stored as 00:00 UTC of that date (src/lib/belgianDay.ts).
    visitsThisWeek: {
      collection: 'appointments',
      where: {
        and: [
          { date: { greater_than_equal: storedDay(monday) } },
          { date: { less_than_equal: storedDay(sunday) } },
          { status: { not_equals: 'cancelled' } },
        ],
      },
    },
    // Still retrying after a failed attempt, or given up: both need someone to look at the address or SMTP.
    failingEmails: { collection: 'emails', where: { status: { in: ['failed', 'retrying'] } } },
  }
}

/** A `where` as the admin's list URL writes it: where[status][equals]=new, where[and][0][date][…]=…, arrays by index. */
export function whereQuery(where: Where): string {
  const parts: string[] = []
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`))
    else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, `${path}[${key}]`)
    else parts.push(`${encodeURIComponent(path)}=${encodeURIComponent(String(value))}`)
  }
  walk(where, 'where')
  return parts.join('&')
}

export function listHref(adminRoute: string, query: PanelQuery): string {
  return `${adminRoute}/collections/${query.collection}?${whereQuery(query.where)}`
}

/** A staff member's open leads, "Mijn leads" (MyLeads.tsx): assigned to them and not handled, as their "My leads" saved filter. */
export function myOpenLeads(userId: number | string): PanelQuery {
  return {
    collection: 'submissions',
    where: { and: [{ assignedTo: { equals: userId } }, { status: { not_equals: 'handled' } }] },
  }
}
