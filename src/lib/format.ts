/** Spec section 1: euro amounts in Belgian Dutch style with the prefix "€ ". Failure gives "NaN" (spec section 8). */
export function formatPrice(value: number | null | undefined, prefix = '€ '): string {
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
