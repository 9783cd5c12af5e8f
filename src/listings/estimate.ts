import { EPC_LETTERS, type EpcLetter } from './searchParams'

/**
 * The owner's instant estimate (issue 37.7): a price range for a home to sell, computed from the agency's
 * own published references in the same town and of the same type (sold listings, and current ones at
 * their asking price). Pure: the caller (src/data/estimate.ts) hands in the references the public may
 * see (public prices only: a hidden price never enters) and the day; nothing here reads a database.
 *
 * It is not a valuation and says so: the factors below are the agency's rules of thumb, no law or
 * official index. The method, step by step:
 *   1. references: same town (postcode) and type, a public sale price and a living area, published
 *      within MAX_AGE_MONTHS, and of a comparable size (between SIZE_MIN and SIZE_MAX times the area
 *      entered); fewer than MIN_REFERENCES: no estimate ("too few references"), never a guess;
 *   2. each reference's price per m², asking prices lowered by ASKING_DISCOUNT (homes sell below their
 *      asking price), brought to the owner's home: its EPC label (EPC_FACTORS, a reference without a
 *      known label counts as C) and its bedrooms (BEDROOM_STEP per bedroom of difference, at most
 *      BEDROOM_MAX_STEPS);
 *   3. weights: recency halves a reference's weight every HALF_LIFE_MONTHS, an asking price counts
 *      ASKING_WEIGHT of a sale;
 *   4. the middle is the weighted mean price per m² times the area times the condition's factor
 *      (CONDITION_FACTORS, the references being counted as in good condition); the range is the
 *      weighted spread (one standard deviation) around it, at least MIN_SPREAD either side; amounts
 *      rounded to ROUND_TO.
 */

export const CONDITIONS = ['to-renovate', 'to-refresh', 'good', 'renovated', 'new'] as const
export type Condition = (typeof CONDITIONS)[number]

/** The condition entered against the references' assumed "good": the agency's rule of thumb. */
const CONDITION_FACTORS: Record<Condition, number> = {
  'to-renovate': 0.8,
  'to-refresh': 0.92,
  good: 1,
  renovated: 1.08,
  new: 1.15,
}

/** Price per m² by EPC letter against a C: the agency's rule of thumb from its own sales. */
const EPC_FACTORS: Record<EpcLetter, number> = { a: 1.1, b: 1.05, c: 1, d: 0.96, e: 0.92, f: 0.88, g: 0.85 }

export const MIN_REFERENCES = 3
const MAX_AGE_MONTHS = 60
const HALF_LIFE_MONTHS = 18
export const ASKING_DISCOUNT = 0.05
const ASKING_WEIGHT = 0.75
const BEDROOM_STEP = 0.02
const BEDROOM_MAX_STEPS = 3
const SIZE_MIN = 0.5
const SIZE_MAX = 2
const MIN_SPREAD = 0.05
const ROUND_TO = 5_000
/** The comparables listed with an estimate, the most weighty first. */
const SHOWN_COMPARABLES = 6

/** Bounds of what the form accepts (also the endpoint's): anything outside is refused, not estimated. */
export const ESTIMATE_BOUNDS = { area: { min: 20, max: 2_000 }, bedrooms: { min: 0, max: 20 } } as const

export interface EstimateInput {
  /** Postcode of the town. */
  zip: string
  /** WebID of the property type. */
  type: number
  /** Living area in m². */
  area: number
  /** Null: not given, no bedroom adjustment. */
  bedrooms: number | null
  epc: EpcLetter | null
  condition: Condition
}

export interface EstimateReference {
  /** The listing's public id (its detail page). */
  id: number
  zip: string
  typeIds: readonly number[]
  /** 'sold', or 'asking' for a current listing at its asking price. */
  kind: 'sold' | 'asking'
  /** A public sale price in euro. */
  price: number
  area: number
  bedrooms: number | null
  epc: EpcLetter | null
  /** When it was published (ms). */
  date: number
}

export interface Comparable {
  id: number
  kind: 'sold' | 'asking'
  price: number
  area: number
  bedrooms: number | null
  date: number
  /** Its price per m² brought to the owner's home (step 2), rounded to the euro. */
  adjustedPerM2: number
}

export type EstimateResult =
  | {
      kind: 'estimate'
      low: number
      mid: number
      high: number
      perM2: number
      count: number
      sold: number
      asking: number
      /** Dates (ms) of the oldest and newest reference used. */
      oldest: number
      newest: number
      comparables: Comparable[]
    }
  | { kind: 'too-few'; count: number; needed: number }

const MONTH_MS = 30.44 * 24 * 60 * 60 * 1000

const monthsBetween = (from: number, to: number) => Math.max(0, (to - from) / MONTH_MS)

const epcFactor = (letter: EpcLetter | null) => EPC_FACTORS[letter ?? 'c']

const roundTo = (value: number, step: number) => Math.round(value / step) * step

/** Whether a reference may be used for `input` on `now` (step 1). */
function isComparable(reference: EstimateReference, input: EstimateInput, now: number): boolean {
  return (
    reference.zip === input.zip &&
    reference.typeIds.includes(input.type) &&
    reference.price > 0 &&
    reference.area > 0 &&
    reference.area >= input.area * SIZE_MIN &&
    reference.area <= input.area * SIZE_MAX &&
    reference.date <= now &&
    monthsBetween(reference.date, now) <= MAX_AGE_MONTHS
  )
}

/** A reference's price per m², brought to the owner's home (step 2). */
export function adjustedPerM2(reference: EstimateReference, input: EstimateInput): number {
  const sale = reference.kind === 'asking' ? reference.price * (1 - ASKING_DISCOUNT) : reference.price
  const bedroomSteps =
    reference.bedrooms === null || input.bedrooms === null
      ? 0
      : Math.max(-BEDROOM_MAX_STEPS, Math.min(BEDROOM_MAX_STEPS, input.bedrooms - reference.bedrooms))
  return (sale / reference.area) * (epcFactor(input.epc) / epcFactor(reference.epc)) * (1 + bedroomSteps * BEDROOM_STEP)
}

/** A reference's weight (step 3): half as much every HALF_LIFE_MONTHS, an asking price less than a sale. */
export function weightOf(reference: EstimateReference, now: number): number {
  return 0.5 ** (monthsBetween(reference.date, now) / HALF_LIFE_MONTHS) * (reference.kind === 'asking' ? ASKING_WEIGHT : 1)
}

/** The estimate for `input` from `references` on `now` (ms). */
export function estimatePrice(input: EstimateInput, references: readonly EstimateReference[], now: number): EstimateResult {
  const used = references.filter((reference) => isComparable(reference, input, now))
  if (used.length < MIN_REFERENCES) return { kind: 'too-few', count: used.length, needed: MIN_REFERENCES }
  const rows = used.map((reference) => ({ reference, perM2: adjustedPerM2(reference, input), weight: weightOf(reference, now) }))
  const total = rows.reduce((sum, row) => sum + row.weight, 0)
  const mean = rows.reduce((sum, row) => sum + row.perM2 * row.weight, 0) / total
  const variance = rows.reduce((sum, row) => sum + row.weight * (row.perM2 - mean) ** 2, 0) / total
  const spread = Math.max(Math.sqrt(variance) / mean, MIN_SPREAD)
  const mid = mean * input.area * CONDITION_FACTORS[input.condition]
  const dates = used.map((reference) => reference.date)
  return {
    kind: 'estimate',
    low: roundTo(mid * (1 - spread), ROUND_TO),
    mid: roundTo(mid, ROUND_TO),
    high: roundTo(mid * (1 + spread), ROUND_TO),
    perM2: Math.round(mean * CONDITION_FACTORS[input.condition]),
    count: used.length,
    sold: used.filter((reference) => reference.kind === 'sold').length,
    asking: used.filter((reference) => reference.kind === 'asking').length,
    oldest: Math.min(...dates),
    newest: Math.max(...dates),
    comparables: [...rows]
      .sort((a, b) => b.weight - a.weight || b.reference.date - a.reference.date)
      .slice(0, SHOWN_COMPARABLES)
      .map(({ reference, perM2 }) => ({
        id: reference.id,
        kind: reference.kind,
        price: reference.price,
        area: reference.area,
        bedrooms: reference.bedrooms,
        date: reference.date,
        adjustedPerM2: Math.round(perM2),
      })),
  }
}

/** The query of the estimate form: each value as the URL carries it. */
export type EstimateQuery = Partial<Record<EstimateField, string | string[] | undefined>>

/**
 * The form's field names, as the URL carries them: none is a search parameter of the list pages
 * (src/listings/searchParams.ts), so an estimate's URL is never read as a property search. ESTIMATE_PARAM
 * marks a query as an estimate (src/proxy.ts renders it per request).
 */
export const ESTIMATE_FIELDS = ['town', 'kind', 'living', 'beds', 'label', 'condition'] as const
export type EstimateField = (typeof ESTIMATE_FIELDS)[number]
export const ESTIMATE_PARAM = 'estimate'
/** What is wrong with a field: missing, not the expected format, or outside its range. */
export type EstimateProblem = 'required' | 'format' | 'range'

/** Longest value any field takes: longer is refused before it is read. */
const MAX_VALUE_LENGTH = 20

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? (value.length === 1 ? value[0] : value.length === 0 ? undefined : '\u0000') : value

/**
 * Reads the estimate form's values (a GET query or the endpoint's), every field checked: a postcode of
 * four digits, a type id, a whole number of m² and of bedrooms within ESTIMATE_BOUNDS, an EPC letter
 * (or none), a condition. Either the input or the problem of each wrong field.
 */
export function readEstimateQuery(
  query: EstimateQuery,
): { input: EstimateInput; problems: null } | { input: null; problems: Partial<Record<EstimateField, EstimateProblem>> } {
  const problems: Partial<Record<EstimateField, EstimateProblem>> = {}
  const value = (field: EstimateField) => {
    const raw = single(query[field])?.trim() ?? ''
    if (raw.length > MAX_VALUE_LENGTH || raw.includes('\u0000')) {
      problems[field] = 'format'
      return null
    }
    return raw
  }
  const whole = (field: 'living' | 'beds', required: boolean) => {
    const raw = value(field)
    if (raw === null) return null
    if (raw === '') {
      if (required) problems[field] = 'required'
      return null
    }
    if (!/^\d+$/.test(raw)) {
      problems[field] = 'format'
      return null
    }
    const number = Number(raw)
    const bounds = ESTIMATE_BOUNDS[field === 'living' ? 'area' : 'bedrooms']
    if (number < bounds.min || number > bounds.max) {
      problems[field] = 'range'
      return null
    }
    return number
  }
  const zip = value('town')
  if (zip === '') problems.town = 'required'
  else if (zip !== null && !/^\d{4}$/.test(zip)) problems.town = 'format'
  const type = value('kind')
  if (type === '') problems.kind = 'required'
  else if (type !== null && !/^\d{1,9}$/.test(type)) problems.kind = 'format'
  const area = whole('living', true)
  const bedrooms = whole('beds', false)
  const epc = value('label')?.toLowerCase() ?? null
  if (epc && !(EPC_LETTERS as readonly string[]).includes(epc)) problems.label = 'format'
  const condition = value('condition') || 'good'
  if (!(CONDITIONS as readonly string[]).includes(condition)) problems.condition = 'format'
  if (Object.keys(problems).length > 0) return { input: null, problems }
  return {
    input: {
      zip: zip!,
      type: Number(type),
      area: area!,
      bedrooms,
      epc: (epc || null) as EpcLetter | null,
      condition: condition as Condition,
    },
    problems: null,
  }
}
