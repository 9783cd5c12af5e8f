/**
 * The agency's calendar day. Statistics, visit dates and "today" in forms follow the day in Belgium,
 * not the server's (UTC) day: a page view at 00:30 in Lommel counts for the new day.
 * A day is stored as its date at 00:00 UTC, the form Payload's date fields keep for a plain date.
 */
const BELGIAN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' })

const DAY_MS = 24 * 60 * 60 * 1000

/** The yyyy-mm-dd day in Belgium of an instant (a Date or an ISO string). */
export function dayInBelgium(instant: Date | string): string {
  return BELGIAN_DATE.format(typeof instant === 'string' ? new Date(instant) : instant)
}

/** Today as yyyy-mm-dd in Belgium. */
export function todayInBelgium(now = new Date()): string {
  return dayInBelgium(now)
}

/** A yyyy-mm-dd day as stored in date fields: 00:00 UTC of that date. */
export function storedDay(day: string): string {
  return `${day}T00:00:00.000Z`
}

/** The yyyy-mm-dd day `days` after (or, negative, before) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(storedDay(day)) + days * DAY_MS).toISOString().slice(0, 10)
}

const BELGIAN_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** The instant a yyyy-mm-dd day starts in Belgium (23:00 or 22:00 UTC of the day before, by the season). */
export function belgianDayStart(day: string): Date {
  const midnightUtc = Date.parse(storedDay(day))
  // Belgium is UTC+1 in winter and UTC+2 in summer; the clocks change at 02:00/03:00, never at midnight.
  for (const hours of [1, 2]) {
    const candidate = new Date(midnightUtc - hours * 60 * 60 * 1000)
    if (BELGIAN_TIME.format(candidate) === `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}, 00:00`) return candidate
  }
  return new Date(midnightUtc)
}

/**
 * A `where` on a date field for the Belgian days `from` to `to`, both included (either may be empty):
 * from the start of `from` in Belgium to the start of the day after `to`. A plain date stored at 00:00 UTC
 * (a visit's day) falls inside its own Belgian day too.
 */
export function belgianDaysWhere(field: string, from?: string | null, to?: string | null): Record<string, unknown> | null {
  const valid = (day?: string | null): day is string =>
    !!day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(storedDay(day)))
  const range: Record<string, string> = {}
  if (valid(from)) range.greater_than_equal = belgianDayStart(from).toISOString()
  if (valid(to)) range.less_than = belgianDayStart(addDays(to, 1)).toISOString()
  return Object.keys(range).length ? { [field]: range } : null
}

/** A moment as Belgian staff read it: day-month-year and 24-hour time in Belgium ("28-11-2026 14:05"). Invalid: "". */
export function belgianDateTime(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  // en-GB with h23 gives "28/11/2026, 14:05".
  const [day, time] = BELGIAN_TIME.format(date).split(', ')
  return `${day.replaceAll('/', '-')} ${time}`
}
