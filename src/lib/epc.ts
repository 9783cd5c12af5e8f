import type { Region } from './region'

/** EPC label codes as the spec writes them (section 9); the site shows them as A+, A, B-… */
export type EpcLabel =
  | 'a_plusplus'
  | 'a_plus'
  | 'a'
  | 'a_sub'
  | 'b_plus'
  | 'b'
  | 'b_sub'
  | 'c_plus'
  | 'c'
  | 'c_sub'
  | 'd_plus'
  | 'd'
  | 'd_sub'
  | 'e_plus'
  | 'e'
  | 'e_sub'
  | 'f_plus'
  | 'f'
  | 'f_sub'
  | 'g'

/** [highest value of the label, label], in rising order; a value above the last bound gets `above`. */
type Table = { bands: Array<[number, EpcLabel]>; above: EpcLabel; belowZero?: EpcLabel }

/**
 * Spec section 9. A range "x-y" includes y (the official tables' "≤ y"); "under 0" is below zero.
 * Brussels' f_sub range is printed as 223-345 in the spec, which overlaps e and f: it is read as 323-345.
 */
const TABLES: Record<Exclude<Region, 'luxembourg'>, Table> = {
  flanders: {
    belowZero: 'a_plus',
    bands: [
      [100, 'a'],
      [200, 'b'],
      [300, 'c'],
      [400, 'd'],
      [500, 'e'],
    ],
    above: 'f',
  },
  brussels: {
    bands: [
      [0, 'a_plus'],
      [23, 'a'],
      [45, 'a_sub'],
      [62, 'b_plus'],
      [79, 'b'],
      [95, 'b_sub'],
      [113, 'c_plus'],
      [132, 'c'],
      [150, 'c_sub'],
      [170, 'd_plus'],
      [190, 'd'],
      [210, 'd_sub'],
      [232, 'e_plus'],
      [253, 'e'],
      [275, 'e_sub'],
      [298, 'f_plus'],
      [322, 'f'],
      [345, 'f_sub'],
    ],
    above: 'g',
  },
  wallonia: {
    bands: [
      [0, 'a_plusplus'],
      [45, 'a_plus'],
      [85, 'a'],
      [170, 'b'],
      [255, 'c'],
      [340, 'd'],
      [425, 'e'],
      [510, 'f'],
    ],
    above: 'g',
  },
}

/**
 * The EPC label of an energy value (kWh/m² per year) in a region. Luxembourg certificates carry
 * their label as text, which is returned as given (lower case). Unknown input gives undefined.
 */
export function epcLabel(
  region: Region | undefined,
  value: number | null | undefined,
  labelText?: string | null,
): EpcLabel | string | undefined {
  if (region === 'luxembourg') return labelText?.trim() ? labelText.trim().toLowerCase() : undefined
  if (!region || typeof value !== 'number' || !Number.isFinite(value)) return undefined
  const table = TABLES[region]
  if (table.belowZero && value < 0) return table.belowZero
  for (const [max, label] of table.bands) if (value <= max) return label
  return table.above
}

/** The letter of a label ("a_plus" → "a", "b_sub" → "b"), or undefined when it names no EPC letter. */
export function epcLetterOf(label: string | undefined): string | undefined {
  return label && /^[a-g](_plus|_plusplus|_sub)?$/.test(label) ? label[0] : undefined
}

/**
 * The highest energy value (kWh/m² per year) whose label in a region has `letter` or a better one,
 * from the same tables as epcLabel: 'any' when every value qualifies, null when none does. A label's
 * letter only gets worse as the value rises, so "this letter or better" is "value at most this bound"
 * (Flanders' label below zero, A+, is an A: every table's first band is an A).
 */
export function epcValueBound(region: Exclude<Region, 'luxembourg'>, letter: string): number | 'any' | null {
  const table = TABLES[region]
  if (epcLetterOf(table.above)! <= letter) return 'any'
  let bound: number | null = null
  for (const [max, label] of table.bands) if (epcLetterOf(label)! <= letter) bound = max
  return bound
}

/**
 * One row of a region's table and its range of energy values (kWh/m² per year), as the spec writes it:
 * "under 0" (values below 0), "up to 0", "100-200" (above 100, up to 200 included), "above 500".
 */
export type EpcRange =
  | { kind: 'under'; value: number }
  | { kind: 'upTo'; value: number }
  | { kind: 'between'; low: number; high: number }
  | { kind: 'above'; value: number }

export interface EpcBand {
  label: EpcLabel
  range: EpcRange
}

/** A region's EPC table as rows from the best label to the worst (spec section 9, the same table as epcLabel). */
export function epcBands(region: Exclude<Region, 'luxembourg'>): EpcBand[] {
  const table = TABLES[region]
  const rows: EpcBand[] = []
  if (table.belowZero) rows.push({ label: table.belowZero, range: { kind: 'under', value: 0 } })
  let low: number | undefined = table.belowZero ? 0 : undefined
  for (const [high, label] of table.bands) {
    rows.push({ label, range: low === undefined ? { kind: 'upTo', value: high } : { kind: 'between', low, high } })
    low = high
  }
  rows.push({ label: table.above, range: { kind: 'above', value: low ?? 0 } })
  return rows
}

/** "a_plus" → "A+", "b_sub" → "B-", "a_plusplus" → "A++" (how labels are printed on certificates). */
export function epcLabelText(label: string): string {
  return label.toUpperCase().replace('_PLUSPLUS', '++').replace('_PLUS', '+').replace('_SUB', '-')
}

/** Spec section 9: homes bought from 2023 with label E or F must be renovated to D or better within 5 years. */
export function needsRenovation(label: string | undefined): boolean {
  return label === 'e' || label === 'f' || label === 'e_plus' || label === 'e_sub' || label === 'f_plus' || label === 'f_sub'
}

/**
 * The letters a region's EPC scale has, best first (from the same tables as epcLabel): Flanders' scale
 * ends at F (its worst label, above 500 kWh/m², is an F: there is no G), Brussels' and Wallonia's at G.
 * Luxembourg certificates print their own label, so every letter may occur there.
 */
export function epcScaleLetters(region: Region): string[] {
  if (region === 'luxembourg') return ['a', 'b', 'c', 'd', 'e', 'f', 'g']
  const letters = new Set(epcBands(region).map((band) => epcLetterOf(band.label)!))
  return [...letters].sort()
}
