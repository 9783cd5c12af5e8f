import type { Where } from 'payload'

import { epcLabel, epcLetterOf, epcValueBound } from '../lib/epc'
import { MARQUEE } from '../lib/marquee'
import { BELGIAN_POSTAL_RANGES, COUNTRY } from '../lib/region'
import { EPC_LETTERS, type EpcLetter, type FeatureFilter } from './searchParams'

/**
 * What the search's filters beyond town, type, price and rooms mean for a property (issue 12): one
 * definition, read by the database query (query.ts, as Payload `where`) and by the in-memory index
 * (listingIndex.ts, on the row's fields), so both answer every search alike.
 */

/** The property fields these rules read. */
export interface FilterFacts {
  zip: string
  countryId?: string | null
  surfaceLiving?: number | null
  energyPerformance?: number | null
  epcLabelText?: string | null
  epcStatus?: string | null
  garden?: boolean | null
  surfaceGarden?: number | null
  terrace?: boolean | null
  surfaceTerrace?: number | null
  garage?: boolean | null
  garages?: number | null
  marquee?: string | null
  lat?: number | null
  lng?: number | null
}

/**
 * A yes/no filter passes when the property's checkbox is on OR its surface (or count) is above 0:
 * the CRM fills one or the other ("Garden: yes" without a surface, or only "Garden 120 m²"). `new`
 * and `reduced` are the listing's marquee badge (src/lib/marquee.ts).
 */
type FeatureRule =
  | { flag: 'garden' | 'terrace' | 'garage'; amount: 'surfaceGarden' | 'surfaceTerrace' | 'garages' }
  | { marquee: (typeof MARQUEE)[keyof typeof MARQUEE] }

const FEATURE_RULES: Record<FeatureFilter, FeatureRule> = {
  garden: { flag: 'garden', amount: 'surfaceGarden' },
  terrace: { flag: 'terrace', amount: 'surfaceTerrace' },
  garage: { flag: 'garage', amount: 'garages' },
  new: { marquee: MARQUEE.new },
  reduced: { marquee: MARQUEE.priceReduced },
}

export function hasFeature(facts: FilterFacts, feature: FeatureFilter): boolean {
  const rule = FEATURE_RULES[feature]
  if ('marquee' in rule) return facts.marquee === String(rule.marquee)
  const amount = facts[rule.amount]
  return facts[rule.flag] === true || (typeof amount === 'number' && amount > 0)
}

export function featureWhere(feature: FeatureFilter): Where {
  const rule = FEATURE_RULES[feature]
  if ('marquee' in rule) return { marquee: { equals: String(rule.marquee) } }
  return { or: [{ [rule.flag]: { equals: true } }, { [rule.amount]: { greater_than: 0 } }] }
}

/**
 * EPC: the letter of the label the detail page shows (src/lib/epc.ts: the value in the tables of the
 * region, or a Luxembourg certificate's label text), finer labels counting as their letter (A+ is an
 * A, B- a B). No letter, so no EPC match, when the EPC is in application or not applicable, or the
 * value is missing. The region is found by comparing the postal code as text with the 4-digit
 * bounds of BELGIAN_POSTAL_RANGES, as the database compares it (the same as regionOf for every
 * 4-digit postal code).
 */
const NO_LABEL_STATUSES = ['in-application', 'not-applicable']
const LUXEMBOURG = String(COUNTRY.luxembourg)
const BELGIAN_REGIONS = Object.keys(BELGIAN_POSTAL_RANGES) as Array<keyof typeof BELGIAN_POSTAL_RANGES>
const zipText = (code: number) => String(code).padStart(4, '0')

/**
 * A Luxembourg certificate's label text as the CRM writes it: the code ("a_plus") or the printed
 * label ("A+", "b-"), exactly (the database cannot trim or fold case in a plain query).
 */
const LUXEMBOURG_SPELLINGS: ReadonlyMap<string, EpcLetter> = new Map(
  EPC_LETTERS.flatMap((letter) =>
    ['', '_plus', '_plusplus', '_sub', '+', '++', '-'].flatMap((suffix) =>
      [`${letter}${suffix}`, `${letter.toUpperCase()}${suffix.toUpperCase()}`].map((text) => [text, letter] as const),
    ),
  ),
)

function belgianRegion(zip: string): (typeof BELGIAN_REGIONS)[number] | undefined {
  return BELGIAN_REGIONS.find((region) => BELGIAN_POSTAL_RANGES[region].some(([low, high]) => zip >= zipText(low) && zip <= zipText(high)))
}

/** The EPC letter a property is filtered by, or undefined. */
export function epcLetter(facts: FilterFacts): EpcLetter | undefined {
  if (facts.epcStatus && NO_LABEL_STATUSES.includes(facts.epcStatus)) return undefined
  if (facts.countryId === LUXEMBOURG) return LUXEMBOURG_SPELLINGS.get(facts.epcLabelText ?? '')
  const region = belgianRegion(facts.zip)
  return region ? (epcLetterOf(epcLabel(region, facts.energyPerformance)) as EpcLetter | undefined) : undefined
}

/** Properties whose EPC letter is `letter` or better. */
export function epcWhere(letter: EpcLetter): Where {
  const notLuxembourg: Where = { or: [{ countryId: { not_equals: LUXEMBOURG } }, { countryId: { exists: false } }] }
  const places: Where[] = []
  for (const region of BELGIAN_REGIONS) {
    const bound = epcValueBound(region, letter)
    if (bound === null) continue
    const value: Where = bound === 'any' ? { energyPerformance: { exists: true } } : { energyPerformance: { less_than_equal: bound } }
    for (const [low, high] of BELGIAN_POSTAL_RANGES[region]) {
      places.push({
        and: [{ zip: { greater_than_equal: zipText(low) } }, { zip: { less_than_equal: zipText(high) } }, notLuxembourg, value],
      })
    }
  }
  const spellings = [...LUXEMBOURG_SPELLINGS].filter(([, l]) => l <= letter).map(([text]) => text)
  places.push({ and: [{ countryId: { equals: LUXEMBOURG } }, { epcLabelText: { in: spellings } }] })
  return { and: [{ or: [{ epcStatus: { exists: false } }, { epcStatus: { not_in: NO_LABEL_STATUSES } }] }, { or: places }] }
}
