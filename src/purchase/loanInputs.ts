/**
 * The calculator's typed inputs, read and bounded: a loan up to the price plus its costs, a rate and a
 * term a Belgian bank offers for a home, a land share between 0 and 100 %. A wrong input is named (not
 * a number, out of range) so the page says what is wrong instead of blanking a figure. Pure.
 */

/** What a bank offers for a mortgage on a home: the rate in % a year, the term in years. */
export const LOAN_BOUNDS = {
  rate: { min: 0, max: 12 },
  years: { min: 5, max: 30 },
} as const

export type InputProblem = 'number' | 'range'

export type Read = { ok: true; value: number } | { ok: false; problem: InputProblem }

/**
 * A typed number: "250000", "250.000", "250 000", "3,5" or "3.5". A dot or comma followed by exactly
 * three digits (once or more) is a thousands separator, as Belgians write amounts; otherwise a comma is
 * the decimal mark.
 */
export function readNumber(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f€%]/g, '')
  if (compact === '') return Number.NaN
  if (/^\d{1,3}([.,]\d{3})+$/.test(compact)) return Number(compact.replace(/[.,]/g, ''))
  if (!/^\d+([.,]\d+)?$/.test(compact)) return Number.NaN
  return Number(compact.replace(',', '.'))
}

const within = (text: string, min: number, max: number): Read => {
  const value = readNumber(text)
  if (!Number.isFinite(value)) return { ok: false, problem: 'number' }
  return value >= min && value <= max ? { ok: true, value } : { ok: false, problem: 'range' }
}

/** The loan: 0 (none) up to the price plus the purchase costs. */
export const readLoan = (text: string, max: number): Read => within(text, 0, Math.ceil(max))
export const readRate = (text: string): Read => within(text, LOAN_BOUNDS.rate.min, LOAN_BOUNDS.rate.max)
export const readYears = (text: string): Read => within(text, LOAN_BOUNDS.years.min, LOAN_BOUNDS.years.max)
/** A land share in percent, 0 to 100. */
export const readLandShare = (text: string): Read => within(text, 0, 100)
