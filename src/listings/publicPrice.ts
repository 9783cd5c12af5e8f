/**
 * What the public may know of a listing's price. One rule, like the "town only" address
 * (src/listings/publicAddress.ts): the properties collection applies it as field read access
 * (collections/hooks/publicPrice.ts), so REST, GraphQL, relationship population and every local read
 * made with the visitor's access (the site's pages, JSON-LD, the listing index, its map points, the
 * compare page) get the same answer.
 *
 * A listing whose `publishPrice` is off ("price on request") has, for anyone but staff and the
 * listing's own owner:
 * - no `price`, and none of the stored figures the CRM derives from it or that would give it back:
 *   registration duty, VAT, notary fees (excluding and including VAT), agency cost and total cost;
 * - so nothing the site computes from them either: price per m², the cost calculator and the monthly
 *   payment (the detail and compare pages compute them only from a price they have).
 *   nor its price history (src/listings/priceHistory.ts), which records shown prices only; the last price
 *   a follower was told (`listing-watches`) is staff only.
 * - no place in a price query: a price filter never includes it, a price sort puts it last, a price
 *   range facet never counts it (the listing index treats a missing price as unknown). Payload's REST and
 *   GraphQL refuse a `where` or `sort` on these fields to anyone but staff (a comparison would find the
 *   hidden value one question at a time), as they do for the hidden address's coordinates.
 *
 * Kept public: `publishPrice` itself (the page says "price on request"), the price unit, the cadastral
 * income and the rent's charges and deposit months (none is computed from the price).
 */

export const PRICE_FIELDS = [
  'price',
  'registrationRight',
  'vatValue',
  'notaryFeeExVat',
  'notaryFeeIncVat',
  'agencyCost',
  'totalCost',
  'priceHistory',
] as const

/** True when the price may be shown: only an explicit "off" hides it (the field defaults to on). */
export const priceIsPublic = (flag: boolean | null | undefined): boolean => flag !== false

export interface PriceReader {
  /** Admin or editor. */
  staff: boolean
  /** The owner of this very listing (the portal's own listing). */
  ownListing: boolean
}

/**
 * Whether a reader may read a price field of `doc`. Without a document (Payload asks so when it
 * checks a query's `where` or `sort`), staff only: a visitor's comparison must never place a hidden price.
 * A document read without its flag counts as hidden.
 */
export function mayReadPrice(reader: PriceReader, doc: { publishPrice?: boolean | null } | null | undefined): boolean {
  if (reader.staff) return true
  if (doc == null) return false
  if (reader.ownListing) return true
  return 'publishPrice' in doc && priceIsPublic(doc.publishPrice)
}

/**
 * The document as the public may see it (for reads that run as the system, such as the alert mails):
 * the price fields present in `doc` set to null when the price is hidden; a public price leaves it as it is.
 */
export function publicPrice<T extends object>(doc: T & { publishPrice?: boolean | null }): T {
  if (priceIsPublic(doc.publishPrice)) return doc
  const copy = { ...doc } as Record<string, unknown>
  for (const field of PRICE_FIELDS) if (field in copy) copy[field] = null
  return copy as T
}
