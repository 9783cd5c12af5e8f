import { isNewBuildType } from '../lib/newBuild'
import { regionOf } from '../lib/region'
import { DEFAULT_SITUATION, decidingDay, isCostRegion, purchaseCosts, type CostRegion, type Sale } from './costs'
import { inForce, LAW } from './law'
import { DEFAULT_RATES, type PurchaseRates } from './rates'
import { assumedDeedDate } from './renovation'

/**
 * A listing as the law taxes its sale: which listings are VAT sales, the land share of a VAT sale, and
 * the day the calculator starts from. One rule for the detail page's calculator and the compare page,
 * so both show the same figure for the same listing and situation. Pure: no React, no Payload.
 */

/** What a listing tells about its sale (public fields only). */
export interface ListingCostFacts {
  price: number | null | undefined
  /** The CRM's price unit: 7 is a "from" price. */
  priceUnit?: number | null
  zip?: string | null
  countryId?: string | number | null
  mainTypeName?: string | null
  /** The listing is a unit of a new-build project. */
  inProject?: boolean
  constructionYear?: number | null
  /** The CRM's type (WebID): 2 apartment, 3 studio, 4 land. */
  typeWebId?: number | null
  /** The CRM's VAT amount of a VAT sale: it names the building's part of the price. */
  vatValue?: number | null
}

/** The CRM's price unit of a "from" price. */
const FROM_PRICE_UNIT = 7

/** Main types that are a plot without a building (the CRM writes them so). */
const LAND_MAIN_TYPES: readonly string[] = ['Grond', 'Bouwgrond', 'Projectgrond', 'Landbouwgrond', 'Weide / Velden']
const LAND_WEB_ID = 4
const FLAT_WEB_IDS = [2, 3]

/**
 * The land share the page assumes for a VAT sale without the CRM's split: a house's plot weighs more in
 * its price than an apartment's share of the common plot. An assumption the page states and the buyer
 * may change, not a rule of law.
 */
export const ASSUMED_LAND_SHARE = { flat: 0.15, house: 0.3 } as const

const isLand = (facts: ListingCostFacts) => facts.typeWebId === LAND_WEB_ID || LAND_MAIN_TYPES.includes(facts.mainTypeName ?? '')

/**
 * Whether the sale bears VAT: a new building (a new-build listing or a project unit) sold up to
 * 31 December of the second year after the year it was built. A plot alone, an existing home, and a
 * project unit in an older building ("to renovate") bear registration duty. The construction year stands
 * in for the first occupation; without one a new-build listing counts as new.
 */
export function isVatSale(facts: ListingCostFacts, day: string): boolean {
  if (isLand(facts)) return false
  if (!facts.inProject && !isNewBuildType(facts.mainTypeName)) return false
  const year = facts.constructionYear
  if (typeof year !== 'number' || !(year > 0)) return true
  const years = inForce(LAW.newBuildingYears, day)?.value ?? 2
  return Number(day.slice(0, 4)) <= year + years
}

export interface LandShare {
  /** 0 to 1. */
  share: number
  /** From the CRM's VAT amount, or the page's assumption. */
  source: 'crm' | 'assumed'
}

/** A VAT sale's land share: from the CRM's VAT amount when it fits the price, else the assumption by kind. */
export function landShareOf(facts: ListingCostFacts, day: string): LandShare {
  const price = facts.price ?? 0
  const vat = inForce(LAW.vat, day)?.value ?? 21
  if (typeof facts.vatValue === 'number' && facts.vatValue > 0 && price > 0) {
    const building = (facts.vatValue * 100) / vat
    if (building <= price) return { share: Math.round((1 - building / price) * 1000) / 1000, source: 'crm' }
  }
  const flat = FLAT_WEB_IDS.includes(facts.typeWebId ?? 0) || /^appartement|^studio/i.test(facts.mainTypeName ?? '')
  return { share: flat ? ASSUMED_LAND_SHARE.flat : ASSUMED_LAND_SHARE.house, source: 'assumed' }
}

/** The day the calculator starts from: today for a region that counts the agreement, the assumed deed's day else. */
export function startDay(region: CostRegion, today: string): string {
  return decidingDay(region) === 'agreement' ? today : assumedDeedDate(today)
}

export interface ListingSale {
  sale: Sale
  /** The land share of a VAT sale, with where it comes from. */
  landShare: LandShare | null
  day: string
}

/** The listing's sale on its start day, or null when it has no calculator (no price, not in Belgium). */
export function listingSale(facts: ListingCostFacts, today: string): ListingSale | null {
  const region = regionOf(facts.zip, facts.countryId)
  const price = facts.price
  if (!isCostRegion(region) || typeof price !== 'number' || !(price > 0)) return null
  const day = startDay(region, today)
  const landShare = isVatSale(facts, day) ? landShareOf(facts, day) : null
  return {
    sale: {
      price,
      from: facts.priceUnit === FROM_PRICE_UNIT,
      region,
      zip: facts.zip ?? null,
      vat: landShare ? { landShare: landShare.share } : null,
    },
    landShare,
    day,
  }
}

/**
 * The estimated total cost of buying a listing (price, duty or VAT, notary and deed costs) in the
 * calculator's starting situation (only own home, start day, no loan): the one figure a comparison shows.
 * Null when the listing has no calculator.
 */
export function estimatedTotalCost(
  facts: ListingCostFacts,
  today: string,
  rates: PurchaseRates = DEFAULT_RATES,
): { total: number; from: boolean } | null {
  const listing = listingSale(facts, today)
  if (!listing) return null
  const costs = purchaseCosts(listing.sale, { situation: DEFAULT_SITUATION, day: listing.day }, rates)
  return costs.ok ? { total: costs.total, from: costs.from } : null
}
