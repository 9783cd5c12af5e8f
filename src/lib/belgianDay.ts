/**
 * The agency's calendar day. Statistics, visit dates and "today" in forms follow the day in Belgium,
 * not the server's (UTC) day: a page view at 00:30 in Lommel counts for the new day.
 * A day is stored as its date at 00:00 UTC, the form Payload's date fields keep for a plain date.
 */
const BELGIAN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' })

const DAY_MS = 24 * 60 * 60 * 1000

/** Today as yyyy-mm-dd in Belgium. */
export function todayInBelgium(now = new Date()): string {
  return BELGIAN_DATE.format(now)
}

/** A yyyy-mm-dd day as stored in date fields: 00:00 UTC of that date. */
export function storedDay(day: string): string {
  return `${day}T00:00:00.000Z`
}

/** The yyyy-mm-dd day `days` after (or, negative, before) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(storedDay(day)) + days * DAY_MS).toISOString().slice(0, 10)
}
