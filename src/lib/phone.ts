import { NBSP } from './format'

/**
 * Phone display (spec section 5): 10 digits as 4-2-2-2 (0475 12 34 56), 9 digits as 3-2-2-2
 * (011 54 32 10); anything else is shown as given. The groups are joined by no-break spaces, so a number
 * never breaks across lines (issue 37 point 9).
 */
export function formatPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim().replace(/\s+/g, NBSP)
  if (!/^[\d\s./-]+$/.test(value)) return value
  const digits = value.replace(/\D/g, '')
  const groups = digits.length === 10 ? [4, 2, 2, 2] : digits.length === 9 ? [3, 2, 2, 2] : null
  if (!groups) return value
  let at = 0
  return groups.map((size) => digits.slice(at, (at += size))).join(NBSP)
}
