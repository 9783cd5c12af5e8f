import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/**
 * Moments of a scheduled publish as staff pick and read them. The date picker works in the browser's
 * own time, the agency schedules in its time zone (Europe/Brussels unless staff choose another): a
 * picked 14:05 means 14:05 in the chosen zone, wherever the browser is.
 */

/** The moment at which the picked wall time (read in the browser's time) happens in `zone`. */
export function momentInZone(picked: Date, zone: string): Date {
  const moment = new TZDate(picked.getFullYear(), picked.getMonth(), picked.getDate(), picked.getHours(), picked.getMinutes(), 0, zone)
  return new Date(moment.getTime())
}

/** The browser-time date showing the wall time `moment` has in `zone`: what the picker displays. */
export function wallTimeOf(moment: Date, zone: string): Date {
  const inZone = new TZDate(moment.getTime(), zone)
  return new Date(inZone.getFullYear(), inZone.getMonth(), inZone.getDate(), inZone.getHours(), inZone.getMinutes())
}

/** `moment` written with a date-fns pattern (dd-MM-yyyy HH:mm in the admin) in `zone`'s wall time. */
export function formatInZone(moment: Date | string, zone: string, pattern: string): string {
  return format(new TZDate(new Date(moment).getTime(), zone), pattern)
}
