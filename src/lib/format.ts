/**
 * A no-break space: what holds an amount or a phone number together on one line (issue 37 point 9: "€" on one
 * line and "305.000" on the next, "014 31 22" and "40"). Every amount and phone number is formatted here or in
 * src/lib/phone.ts, so no screen or e-mail needs a rule of its own.
 */
export const NBSP = '\u00a0'

/** Spec section 1: euro amounts in Belgian Dutch style with the prefix "€ " (a no-break space). Failure gives "NaN" (spec section 8). */
export function formatPrice(value: number | null | undefined, prefix = `€${NBSP}`): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'NaN'
  return `${prefix}${new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 }).format(value)}`
}

/** Spec section 9: dates shown as day-month-year (22-11-2026), in Belgian time. Invalid input gives "". */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const parts = new Intl.DateTimeFormat('nl-BE', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')}-${part('month')}-${part('year')}`
}

/** Whole numbers in Belgian Dutch style (1.250). */
export function formatNumber(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return ''
  return new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 }).format(value)
}
