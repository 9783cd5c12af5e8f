/**
 * History and visits of a property as the owner sees them (spec section 3: history rows with date,
 * type, contact, subject, comment, status, source; calendar visits). Pure: the portal's data read hands
 * in what field access let the owner read (no e-mail, phone or message of a visitor).
 */
import { todayInBelgium } from '../lib/belgianDay'
import { relationId } from '../lib/relation'

export interface SubmissionLike {
  id: number | string
  type: string
  status?: string | null
  name?: string | null
  subject?: string | null
  source?: string | null
  utm?: unknown
  createdAt: string
}

export interface AppointmentLike {
  id: number | string
  date: string
  slot: string
  status?: string | null
  firstName?: string | null
  lastName?: string | null
  submission?: number | string | { id: number | string } | null
}

export interface HistoryRow {
  id: string
  date: string
  type: string
  contact: string
  subject: string
  /** A visit request's booked moment; the visitor's own message stays with the agency. */
  visit: { date: string; slot: string } | null
  status: string
  source: string
}

export interface Visit {
  id: string
  date: string
  slot: string
  status: string
  visitor: string
}

/** "10-13" -> "10:00-13:00" (spec section 9 visit slots). */
export function slotLabel(slot: string): string {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(slot)
  return match ? `${match[1].padStart(2, '0')}:00-${match[2].padStart(2, '0')}:00` : slot
}

/** Where an enquiry came from: the campaign when the visit carried one, else the form's page. */
export function sourceLabel(source: string | null | undefined, utm: unknown): string {
  const campaign = utm && typeof utm === 'object' ? (utm as Record<string, unknown>).utm_source : undefined
  const page = source?.trim() ?? ''
  if (typeof campaign === 'string' && campaign.trim()) return page ? `${campaign.trim()} (${page})` : campaign.trim()
  return page
}

export function buildHistory(submissions: readonly SubmissionLike[], appointments: readonly AppointmentLike[]): HistoryRow[] {
  const visitOf = new Map(
    appointments
      .filter((a) => relationId<number | string>(a.submission) != null)
      .map((a) => [String(relationId<number | string>(a.submission)), a]),
  )
  return submissions
    .map((s) => {
      const visit = visitOf.get(String(s.id))
      return {
        id: String(s.id),
        date: s.createdAt,
        type: s.type,
        contact: s.name?.trim() ?? '',
        subject: s.subject?.trim() ?? '',
        visit: visit ? { date: visit.date, slot: visit.slot } : null,
        status: s.status ?? 'new',
        source: sourceLabel(s.source, s.utm),
      }
    })
    .sort((a, b) => b.date.localeCompare(a.date))
}

/** Upcoming visits (today included, soonest first) and past ones (latest first). */
export function splitVisits(appointments: readonly AppointmentLike[], now = new Date()): { upcoming: Visit[]; past: Visit[] } {
  // Compared as Belgian days: forms store a visit at noon UTC, the admin's date picker at local midnight.
  const today = todayInBelgium(now)
  const visits = appointments.map((a) => ({
    id: String(a.id),
    date: a.date,
    slot: a.slot,
    status: a.status ?? 'requested',
    visitor: [a.firstName, a.lastName].filter(Boolean).join(' '),
  }))
  const time = (v: Visit) => new Date(v.date).getTime()
  return {
    upcoming: visits
      .filter((v) => todayInBelgium(new Date(v.date)) >= today)
      .sort((a, b) => time(a) - time(b) || a.slot.localeCompare(b.slot)),
    past: visits.filter((v) => todayInBelgium(new Date(v.date)) < today).sort((a, b) => time(b) - time(a) || b.slot.localeCompare(a.slot)),
  }
}
