import { isLocale, type Locale } from '../i18n/locales'
import type { ImageRef } from '../lib/image'
import { MAX_ENTRIES, readIdListStrict } from '../lib/shortlist'
import type { AdvertMentions } from './mentions'

/**
 * What the shortlist and compare pages show of a listing (`/api/site/listings/summaries`): public
 * fields only (no street, number or coordinates, so a "town only" listing gives nothing away), and
 * whether it is still on offer.
 */

/** On offer (also under option), sold, rented, or gone from the site (removed, unpublished or never there). */
export type Availability = 'available' | 'sold' | 'rented' | 'gone'

export interface ListingSummary {
  id: number
  availability: Exclude<Availability, 'gone'>
  /** The display state (for-sale, under-option, sold…), for the badge. */
  status: string | null
  title: string
  city: string
  href: string
  photo: ImageRef | null
  goal: 'sale' | 'rent'
  price: number | null
  publishPrice: boolean | null
  priceUnit: number | null
  surfaceLiving: number | null
  surfaceTotal: number | null
  surfaceGround: number | null
  bedrooms: number | null
  bathrooms: number | null
  /** The EPC label as printed (A+, B, C-), when the listing has one. */
  epcLabel: string | null
  /** The EPC value, kWh/m² per year. */
  epcValue: number | null
  constructionYear: number | null
  garden: boolean | null
  surfaceGarden: number | null
  terrace: boolean | null
  surfaceTerrace: number | null
  floodZone: 'none' | 'possible' | 'effective' | null
  gScore: string | null
  pScore: string | null
  /** What every advert shows (src/listings/mentions.ts): Brussels' CO₂ beside the class, the flood symbol. */
  mentions?: AdvertMentions | null
  /**
   * The estimated total cost of buying (price, duty or VAT, notary and deed costs) in the detail page's
   * starting situation (src/purchase/listingSale.ts), for a sale with a published price in Belgium; else null.
   */
  estimatedTotalCost: number | null
  /** The total is built on a "from" price: it is a "from" figure too. */
  totalCostFrom: boolean
}

export type SummaryItem = ListingSummary | { id: number; availability: 'gone' }

/** The answer of the summaries endpoint, in the order the ids were asked. */
export interface SummariesResponse {
  listings: SummaryItem[]
}

export function availabilityOf(status: string | null | undefined): Exclude<Availability, 'gone'> {
  return status === 'sold' ? 'sold' : status === 'rented' ? 'rented' : 'available'
}

/**
 * Price per m² of living area, whole euros: only for a published price and a known living area (a total
 * or plot surface would make a house with a large garden look cheap).
 */
export function pricePerSquareMetre(listing: Pick<ListingSummary, 'price' | 'publishPrice' | 'surfaceLiving'>): number | null {
  const { price, publishPrice, surfaceLiving } = listing
  if (publishPrice === false || !price || price <= 0 || !surfaceLiving || surfaceLiving <= 0) return null
  return Math.round(price / surfaceLiving)
}

export type SummariesRequest =
  { ok: true; ids: number[]; locale: Locale } | { ok: false; body: { error: string; problems: Array<{ param: string; message: string }> } }

/**
 * Reads `/api/site/listings/summaries?ids=12,34&locale=nl` strictly: 1 to MAX_ENTRIES CRM ids separated
 * by commas and an enabled language; anything else is a 400 naming the parameter.
 */
export function readSummariesRequest(params: URLSearchParams, enabledLocales: readonly string[]): SummariesRequest {
  const problems: Array<{ param: string; message: string }> = []
  const locale = params.get('locale')
  if (!isLocale(locale) || !enabledLocales.includes(locale))
    problems.push({ param: 'locale', message: `one of ${enabledLocales.join(', ')}` })
  const ids = readIdListStrict(params.get('ids'))
  if (!ids) problems.push({ param: 'ids', message: `1 to ${MAX_ENTRIES} listing ids (whole numbers) separated by commas` })
  if (problems.length || !ids || !isLocale(locale)) return { ok: false, body: { error: 'Invalid request', problems } }
  return { ok: true, ids, locale }
}
