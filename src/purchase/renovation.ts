import { epcBands, epcLetterOf, needsRenovation, type EpcBand } from '../lib/epc'
import type { Region } from '../lib/region'

/**
 * The Flemish renovation obligation (issue point 4, spec section 9 "Energy rule text"): a residential
 * building bought from 1 January 2023 with EPC label E or F must reach at least label D within 5 years of
 * the deed. Pure: days are yyyy-mm-dd strings (Belgian calendar days), no clock of its own.
 */
export const RENOVATION_RULE = {
  /** Deeds from this day on carry the obligation. */
  since: '2023-01-01',
  years: 5,
  /** The label to reach, or a better one. */
  target: 'd',
  source: {
    law: 'Energiedecreet van 8 mei 2009 en Energiebesluit van 19 november 2010 (renovatieverplichting residentiële gebouwen)',
    url: 'https://www.vlaanderen.be/renovatieverplichting',
  },
} as const

/**
 * How long after today the page assumes the deed is signed: a sale agreement now is usually followed by
 * the deed within 4 months (the legal maximum for registering the agreement's duty is 4 months too).
 */
export const ASSUMED_DEED_MONTHS = 4

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

/** The last day to reach label D: 5 years after the deed (a deed of 29 February: 28 February). */
export function renovationDeadline(deedDate: string): string {
  return addMonths(deedDate, RENOVATION_RULE.years * 12)
}

/**
 * The obligation of a purchase: only in Flanders, only for labels E and F (and their finer forms), only
 * for deeds from 2023. Null when there is none.
 */
export function renovationObligation(input: {
  region: Region | undefined | null
  label: string | undefined | null
  deedDate: string
}): { deedDate: string; deadline: string; target: string } | null {
  if (input.region !== 'flanders' || !needsRenovation(input.label ?? undefined)) return null
  if (input.deedDate < RENOVATION_RULE.since) return null
  return { deedDate: input.deedDate, deadline: renovationDeadline(input.deedDate), target: RENOVATION_RULE.target }
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
