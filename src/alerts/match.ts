/**
 * Which registered demands a listing answers (issue "Demand matching"): same goal, one of the wanted
 * property types, in one of the chosen zones, within the price range and with enough bedrooms. Pure:
 * the properties hook feeds it documents, the tests feed it examples.
 */
import { priceIsPublic } from '../listings/publicPrice'

export interface DemandCriteria {
  goal: 'sale' | 'rent'
  types: number[]
  cities: number[]
  priceMin?: number | null
  priceMax?: number | null
  minBedrooms?: number | null
}

export interface ListingFacts {
  goal: 'sale' | 'rent'
  /** The main type and the extra types the listing also counts as. */
  typeIds: number[]
  /** The city records of the listing's town (usually one). */
  cityIds: number[]
  price: number | null
  bedrooms: number | null
}

const bound = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null)

export function matchesDemand(listing: ListingFacts, criteria: DemandCriteria): boolean {
  if (listing.goal !== criteria.goal) return false
  if (!listing.typeIds.some((id) => criteria.types.includes(id))) return false
  if (!listing.cityIds.some((id) => criteria.cities.includes(id))) return false
  const min = bound(criteria.priceMin)
  const max = bound(criteria.priceMax)
  // A listing without a price ("price on request") only answers demands without a budget.
  if (min !== null || max !== null) {
    if (listing.price === null || listing.price <= 0) return false
    if (min !== null && listing.price < min) return false
    if (max !== null && listing.price > max) return false
  }
  const bedrooms = bound(criteria.minBedrooms)
  if (bedrooms !== null && (listing.bedrooms ?? 0) < bedrooms) return false
  return true
}

export interface ListingState {
  published?: boolean | null
  status?: string | null
  price?: number | null
  publishPrice?: boolean | null
}

/** The price a visitor knows: none for "price on request" (src/listings/publicPrice.ts). */
const knownPrice = (state: ListingState) => (priceIsPublic(state.publishPrice) ? (state.price ?? null) : null)

const AVAILABLE = new Set(['for-sale', 'for-rent'])

const isOnOffer = (state: ListingState) => state.published === true && AVAILABLE.has(state.status ?? '')

/**
 * Whether a save is news for demanders: the listing is on offer now and either was not before
 * (created, published, back on the market) or its price as the public knows it changed (a change of a
 * hidden price is no news: it would tell that the hidden price moved). Sold, rented and under-option
 * listings never alert.
 */
export function isAlertWorthy(previous: ListingState | null, current: ListingState): boolean {
  if (!isOnOffer(current)) return false
  if (!previous || !isOnOffer(previous)) return true
  return knownPrice(previous) !== knownPrice(current)
}

/** Town names compare without case, accents or surrounding spaces ("Zonhoven" = "zonhoven "). */
export function townKey(name: string | null | undefined, zip: string | null | undefined): string {
  const plain = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
  return `${(zip ?? '').trim()}|${plain}`
}
