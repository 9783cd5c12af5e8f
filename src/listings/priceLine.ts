import type { DictionaryKey } from '../i18n/dictionary'
import { formatPrice } from '../lib/format'

/** CRM PriceUnit 7: the price is a minimum ("starting from"), spec section 3. */
export const PRICE_UNIT_STARTING_FROM = 7

/** The texts of the price line: what a client component that prints prices must be handed. */
export const PRICE_LINE_KEYS = [
  'property.priceOnRequest',
  'property.startingFrom',
  'property.perMonth',
] as const satisfies readonly DictionaryKey[]

export type PriceLineKey = (typeof PRICE_LINE_KEYS)[number]

/** A text in the reader's language: a one-language translator, or `(key) => t(key, locale)` in e-mails. */
export type PriceTexts = (key: PriceLineKey) => string

export interface PricedListing {
  price?: number | null
  publishPrice?: boolean | null
  priceUnit?: number | null
  goal?: 'sale' | 'rent' | null
}

/**
 * The price line of a listing, wherever a price is printed (card, detail, map, project units, e-mails):
 * "price on request" unless the price is published, "starting from" for PriceUnit 7, "/month" for
 * rentals. `perMonth: false` leaves the unit out where the label already says it ("Monthly rent").
 */
export function priceLine(listing: PricedListing, text: PriceTexts, { perMonth = true }: { perMonth?: boolean } = {}): string {
  if (listing.publishPrice === false || !listing.price) return text('property.priceOnRequest')
  const amount = formatPrice(listing.price)
  const line = listing.priceUnit === PRICE_UNIT_STARTING_FROM ? `${text('property.startingFrom')} ${amount}` : amount
  return perMonth && listing.goal === 'rent' ? `${line}${text('property.perMonth')}` : line
}

export type ProjectPriceKey = Extract<DictionaryKey, 'property.priceOnRequest' | 'project.priceFrom' | 'project.priceRange'>

/** A project's price: "min to max" when both are known and differ, "from min", else "price on request". */
export function projectPriceLine(
  project: { priceMin?: number | null; priceMax?: number | null },
  text: (key: ProjectPriceKey, values?: Record<string, string>) => string,
): string {
  const { priceMin, priceMax } = project
  if (priceMin && priceMax && priceMax > priceMin)
    return text('project.priceRange', { min: formatPrice(priceMin), max: formatPrice(priceMax) })
  if (priceMin) return text('project.priceFrom', { price: formatPrice(priceMin) })
  return text('property.priceOnRequest')
}
