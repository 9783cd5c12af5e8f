import { epcBands, epcLetterOf, type EpcBand } from '../lib/epc'
import type { Region } from '../lib/region'

/**
 * The Flemish renovation obligation of a residential building, by the day of the deed (the authentic
 * deed decides, not the agreement): a home bought with a label worse than the step's target must reach
 * that target within 5 years of the deed. From 2035 a house must reach one label more than an apartment.
 * The first step is the law read on an official page; the later ones were decided in the Energy Decree
 * and read on secondary pages only, so the page calls them decided but unconfirmed. Pure: days are
 * yyyy-mm-dd strings (Belgian calendar days), no clock of its own.
 */
export interface RenovationStep {
  since: string
  until?: string
  /** The label to reach, or a better one, per kind of home. */
  target: { house: EpcGrade; flat: EpcGrade }
  confirmed: boolean
}

const RENOVATION_SOURCE = {
  law: 'Energiedecreet van 8 mei 2009 en Energiebesluit van 19 november 2010 (renovatieverplichting residentiële gebouwen)',
  url: 'https://www.onroerenderfgoed.be/de-renovatieverplichting',
} as const

const RENOVATION_RULE = {
  years: 5,
  source: RENOVATION_SOURCE,
  steps: [
    { since: '2023-01-01', until: '2027-12-31', target: { house: 'd', flat: 'd' }, confirmed: true },
    { since: '2028-01-01', until: '2034-12-31', target: { house: 'c', flat: 'c' }, confirmed: false },
    { since: '2035-01-01', until: '2039-12-31', target: { house: 'b', flat: 'c' }, confirmed: false },
    { since: '2040-01-01', until: '2044-12-31', target: { house: 'a', flat: 'b' }, confirmed: false },
    { since: '2045-01-01', target: { house: 'a', flat: 'a' }, confirmed: false },
  ] satisfies RenovationStep[],
} as const

/** The first day a deed carries the obligation. */
const RENOVATION_SINCE = RENOVATION_RULE.steps[0].since

/**
 * How long after today the page assumes the deed is signed: a sale agreement now is usually followed by
 * the deed within 4 months (the legal maximum for registering the agreement's duty is 4 months too).
 */
const ASSUMED_DEED_MONTHS = 4

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** `day` plus whole months, kept at the end of a shorter month (31 Oct + 4 months = 28 or 29 Feb). */
export function addMonths(day: string, months: number): string {
  const match = DAY.exec(day)
  if (!match) throw new RangeError(`Not a yyyy-mm-dd day: ${day}`)
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const first = new Date(Date.UTC(year, month + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date, last))).toISOString().slice(0, 10)
}

/** The day the page assumes the deed of a purchase agreed today is signed. */
export function assumedDeedDate(today: string): string {
  return addMonths(today, ASSUMED_DEED_MONTHS)
}

/** The last day to reach the target: 5 years after the deed (a deed of 29 February: 28 February). */
export function renovationDeadline(deedDate: string): string {
  return addMonths(deedDate, RENOVATION_RULE.years * 12)
}

/** A house or an apartment: from 2035 their targets differ. */
export type HomeKind = 'house' | 'flat'

/** What the obligation says for a deed on a day. */
export type RenovationAnswer =
  /** No obligation: deeds before 2023 carry none. */
  | { kind: 'before'; deedDate: string; since: string }
  /** The label already meets the step's target. */
  | { kind: 'met'; deedDate: string; target: EpcGrade }
  | { kind: 'obligation'; deedDate: string; deadline: string; target: EpcGrade; confirmed: boolean }

/**
 * The obligation of a purchase in Flanders for a deed on `deedDate`; null outside Flanders, without a
 * label or without a readable day.
 */
export function renovationObligation(input: {
  region: Region | undefined | null
  label: string | undefined | null
  deedDate: string
  home?: HomeKind
}): RenovationAnswer | null {
  const letter = epcLetterOf(input.label ?? undefined)
  if (input.region !== 'flanders' || !letter || !DAY.test(input.deedDate)) return null
  const { deedDate } = input
  if (deedDate < RENOVATION_SINCE) return { kind: 'before', deedDate, since: RENOVATION_SINCE }
  const step = (RENOVATION_RULE.steps as readonly RenovationStep[]).find(
    (s) => s.since <= deedDate && (s.until === undefined || deedDate <= s.until),
  )!
  const target = step.target[input.home ?? 'house']
  // Letters sort as labels do: a later letter is a worse label.
  if (letter <= target) return { kind: 'met', deedDate, target }
  return { kind: 'obligation', deedDate, deadline: renovationDeadline(deedDate), target, confirmed: step.confirmed }
}

/** How a label's letter is described (A best, G worst); the page words it per letter. */
export type EpcGrade = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g'

/** A region's table with each row's letter, and which row is the listing's label (spec section 9). */
export function epcMeaning(
  region: Exclude<Region, 'luxembourg'>,
  label: string | undefined | null,
): Array<EpcBand & { grade: EpcGrade; current: boolean }> {
  return epcBands(region).map((band) => ({ ...band, grade: epcLetterOf(band.label) as EpcGrade, current: band.label === label }))
}
