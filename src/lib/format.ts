/** Spec section 1: euro amounts in Belgian Dutch style with the prefix "€ ". Failure gives "NaN" (spec section 8). */
export function formatPrice(value: number | null | undefined, prefix = '€ '): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'NaN'
  return `${prefix}${new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 }).format(value)}`
}
