import { epcLabel, epcLabelText } from '../lib/epc'
import { regionOf, type Region } from '../lib/region'

/**
 * The mentions every advert of a listing must carry (issue 32 point 6), and which of them a listing's
 * data lacks. One rule for the cards, map popups, compare columns, the detail page and the admin's
 * "mentions missing" column and filter (`missingMentions`, stored by the properties' beforeChange hook).
 *
 * Sources (checked 2026-11):
 * - EPC, Flanders: Energiedecreet art. 11.2.1 §3: the EPC's score (kWh/m²) in every commercial advert
 *   of a sale or rental, and the EPC must exist from the moment the home is offered; "in application"
 *   is no score (https://www.lexgo.be/nl/nieuws-en-publicaties/1061-advertentieplicht-en-het-epc).
 * - PEB, Brussels: the energy class and the CO₂ emission (kg CO₂/m² per year) in every advert;
 *   "PEB en cours" counts as no mention (Bruxelles Environnement, https://environnement.brussels/…/le-certificat-peb;
 *   AGRBC 17 February 2011 art. 6).
 * - PEB, Wallonia: a certificate before any advert, its class in it; "PEB en cours" is forbidden
 *   (https://www.federia.immo/fr/thematiques/2021-09-28-publicite-et-mention-de-la-performance-energetique-…).
 * - Flood, Flanders (from 1 January 2023, sales and rentals over nine years): the P-score and, where the
 *   plot is built on, the G-score; the flood symbol when a score is D
 *   (https://www.biv.be/nieuws/artikels/geactualiseerde-infoplicht-overstromingsgevoeligheid-van-kracht-vanaf-1-januari-2023,
 *   7 December 2022; https://www.integraalwaterbeleid.be/nl/nieuws/vernieuwde-watertoets-en-informatieplicht).
 * - Urban planning, Flanders (VCRO art. 5.2.1, sales and rentals over nine years): building permit,
 *   most recent planning destination, summons / restoration claim and its decision, pre-emptive right,
 *   allotment permit. "On request" answers none of them.
 * A rental here is an ordinary lease (the CRM has no lease term): only the EPC is required for it.
 */

export const MENTIONS = [
  'epc',
  'co2',
  'pScore',
  'gScore',
  'permit',
  'planningDestination',
  'summons',
  'judicialDecision',
  'preemptiveRights',
  'allotmentPermit',
] as const
export type Mention = (typeof MENTIONS)[number]

type TriState = 'yes' | 'no' | 'on-request'

/** The listing fields the rule reads (a property document, a CRM import's result, a card's source). */
export interface MentionSource {
  zip?: string | null
  countryId?: string | number | null
  goal?: string | null
  epcStatus?: string | null
  energyPerformance?: number | null
  epcLabelText?: string | null
  co2Emission?: number | null
  pScore?: string | null
  gScore?: string | null
  permit?: TriState | string | null
  allotmentPermit?: TriState | string | null
  planningDestination?: string | null
  preemptiveRights?: TriState | string | null
  summons?: TriState | string | null
  judicialDecision?: TriState | string | null
}

/** What an advert (card, list row, map popup, compare column) shows: small, only what is known. */
export interface AdvertMentions {
  /** The EPC label as printed (A+, B, C-). */
  epcLabel?: string
  /** The EPC score, kWh/m² per year. */
  epcValue?: number
  /** Brussels: kg CO₂/m² per year, shown beside the class. */
  co2?: number
  pScore?: string
  gScore?: string
  /** A flood score is D: the flood symbol shows. */
  flood?: true
}

const FLOOD_SCORE = /^[A-D]$/

/** A flood score as the report writes it (A-D), or undefined. */
function floodScore(value: string | null | undefined): string | undefined {
  const score = value?.trim().toUpperCase()
  return score && FLOOD_SCORE.test(score) ? score : undefined
}

/** The flood symbol is required when the P-score or the G-score is in class D. */
export function needsFloodSymbol(pScore: string | null | undefined, gScore: string | null | undefined): boolean {
  return floodScore(pScore) === 'D' || floodScore(gScore) === 'D'
}

/** The plot is built on (a G-score exists for it) unless the listing needs no EPC: land, a parking space. */
const builtOn = (source: MentionSource) => source.epcStatus !== 'not-applicable'

const has = (value: unknown) => value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '')
const number = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/** The EPC as an advert may show it: never when it is only "in application". */
function epcOf(source: MentionSource, region: Region | undefined): { label?: string; value?: number } {
  if (source.epcStatus === 'in-application' || source.epcStatus === 'not-applicable') return {}
  const value = number(source.energyPerformance)
  const label = epcLabel(region, value, source.epcLabelText)
  return { label: label ? epcLabelText(label) : undefined, value: region === 'luxembourg' ? value : label ? value : undefined }
}

/** What a card, list row, map popup or compare column shows of a listing's mentions. */
export function advertMentions(source: MentionSource): AdvertMentions {
  const region = regionOf(source.zip, source.countryId)
  const epc = epcOf(source, region)
  const mentions: AdvertMentions = {}
  if (epc.label) mentions.epcLabel = epc.label
  if (epc.value !== undefined) mentions.epcValue = epc.value
  const co2 = number(source.co2Emission)
  if (region === 'brussels' && epc.label && co2 !== undefined) mentions.co2 = co2
  if (region === 'flanders') {
    const p = floodScore(source.pScore)
    const g = floodScore(source.gScore)
    if (p) mentions.pScore = p
    if (g) mentions.gScore = g
    if (needsFloodSymbol(p, g)) mentions.flood = true
  }
  return mentions
}

/** The mentions a listing's adverts must carry, by region and goal (see the sources above). */
export function requiredMentions(source: MentionSource): Mention[] {
  const region = regionOf(source.zip, source.countryId)
  const required: Mention[] = []
  if (builtOn(source)) required.push('epc')
  if (region === 'brussels' && builtOn(source)) required.push('co2')
  if (region === 'flanders' && source.goal === 'sale') {
    required.push('pScore')
    if (builtOn(source)) required.push('gScore')
    required.push('permit', 'planningDestination', 'summons', 'judicialDecision', 'preemptiveRights', 'allotmentPermit')
  }
  return required
}

const answered = (value: unknown) => value === 'yes' || value === 'no'

const PRESENT: Record<Mention, (source: MentionSource, region: Region | undefined) => boolean> = {
  epc: (source, region) => {
    const epc = epcOf(source, region)
    return region === 'luxembourg' ? Boolean(epc.label) : Boolean(epc.label) && epc.value !== undefined
  },
  co2: (source, region) => Boolean(epcOf(source, region).label) && number(source.co2Emission) !== undefined,
  pScore: (source) => floodScore(source.pScore) !== undefined,
  gScore: (source) => floodScore(source.gScore) !== undefined,
  permit: (source) => answered(source.permit),
  planningDestination: (source) => has(source.planningDestination),
  summons: (source) => answered(source.summons),
  judicialDecision: (source) => answered(source.judicialDecision),
  preemptiveRights: (source) => answered(source.preemptiveRights),
  allotmentPermit: (source) => answered(source.allotmentPermit),
}

/** The required mentions the listing's data lacks, in MENTIONS order (empty: the advert is complete). */
export function missingMentions(source: MentionSource): Mention[] {
  const region = regionOf(source.zip, source.countryId)
  return requiredMentions(source).filter((mention) => !PRESENT[mention](source, region))
}

/**
 * The official abbreviations of the Flemish urban-planning mentions (VCRO art. 5.2.1), as the legend
 * the sector publishes them (e.g. https://www.era.be/nl/legende): Vg/Gvg (permit), Vv/Gvv (allotment
 * permit), Vkr/Gvkr (pre-emptive right), Dv (summons issued), Ho (judicial restoration ordered) and Gmo
 * (no judicial or administrative measure). A summons that was not issued has no abbreviation of its own.
 */
const PLANNING_ABBREVIATIONS: Partial<Record<Mention, Partial<Record<'yes' | 'no', string>>>> = {
  permit: { yes: 'Vg', no: 'Gvg' },
  allotmentPermit: { yes: 'Vv', no: 'Gvv' },
  preemptiveRights: { yes: 'Vkr', no: 'Gvkr' },
  summons: { yes: 'Dv' },
  judicialDecision: { yes: 'Ho', no: 'Gmo' },
}

export function planningAbbreviation(mention: Mention, value: string | null | undefined): string | undefined {
  return value === 'yes' || value === 'no' ? PLANNING_ABBREVIATIONS[mention]?.[value] : undefined
}

/** The destinations of the planning register with their abbreviations (the same legend). */
const DESTINATION_ABBREVIATIONS: Record<string, string> = {
  woongebied: 'Wg',
  'woongebied met landelijk karakter': 'WgLk',
  'woongebied met een culturele, historische en/of esthetische waarde': 'Wche',
  woonpark: 'Wp',
  woonuitbreidingsgebied: 'Wug',
  industriegebied: 'Igb',
  'industriegebied voor ambachtelijke bedrijven of gebieden voor kleine en middelgrote ondernemingen': 'Iab',
  'gebied voor dagrecreatie': 'Gdr',
  'gebied voor verblijfrecreatie': 'Gvr',
  'agrarisch gebied': 'Ag',
  'landschappelijk waardevol agrarisch gebied': 'Lwag',
  bosgebied: 'Bg',
  natuurgebied: 'Ng',
  natuurreservaat: 'Nr',
  parkgebied: 'Pg',
}

/** "Woongebied" → "Wg"; a destination outside the legend has none. */
export function destinationAbbreviation(destination: string | null | undefined): string | undefined {
  return destination ? DESTINATION_ABBREVIATIONS[destination.trim().toLowerCase().replace(/\s+/g, ' ')] : undefined
}
