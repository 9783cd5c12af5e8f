import { addDays, belgianDayStart } from './belgianDay'

/** Spec section 9: the visit slots (10:00-13:00, 13:00-16:00 — 14:00-16:00 in French —, 16:00-19:00). */
export const VISIT_SLOTS = ['10-13', '13-16', '16-19'] as const
export type VisitSlot = (typeof VISIT_SLOTS)[number]

/**
 * Visits one slot of one property takes before the form answers "The appointments are full"
 * (spec section 8). The spec gives no number; three visits in three hours is what one agent can do.
 */
export const VISIT_SLOT_CAPACITY = 3

/**
 * The stored instants of one calendar day in Belgium, from its start to the next day's. Forms store noon
 * UTC; the admin's day picker may store local midnight (22:00 or 23:00 UTC the day before, the day's start):
 * both fall in this range.
 */
export function belgianDayRange(day: string): { from: string; to: string } {
  return { from: belgianDayStart(day).toISOString(), to: belgianDayStart(addDays(day, 1)).toISOString() }
}

export const storedVisitDate = (day: string) => `${day}T12:00:00.000Z`
