/**
 * The "similar listings" of a detail page: same goal and main type (none for a listing without a type), on offer, a price within 25 % of
 * this one's, the newest 24 of those, the four nearest first. Read from the listing index (the
 * visitor's view: a "price on request" has no price there, src/listings/publicPrice.ts), so a hidden
 * price neither places a listing among another's similar ones nor gives its own range away (a
 * listing without a public price asks for no price range).
 */

export interface SimilarCandidate {
  id: number
  externalId: number
  goal: string
  status?: string | null
  /** The main type first, then the extra types. */
  typeIds: ReadonlyArray<number | string>
  price?: number | null
  /** Milliseconds since the epoch. */
  publishDate?: number | null
  lat: number | null
  lng: number | null
}

export interface SimilarTo {
  id: number
  goal: 'sale' | 'rent'
  typeId: number | null
  /** The price the visitor knows, or none. */
  price: number | null
  lat: number | null
  lng: number | null
}

const CANDIDATES = 24
const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value)

export function similarListings<Row extends SimilarCandidate>(rows: readonly Row[], property: SimilarTo, max = 4): Row[] {
  // Issue 37 point 4: of the same kind or none. A listing without a type has no kind to match (a house's
  // "similar" listings were garages).
  if (property.typeId === null) return []
  const status = property.goal === 'rent' ? 'for-rent' : 'for-sale'
  const price = known(property.price) && property.price > 0 ? property.price : null
  const low = price === null ? 0 : Math.round(price * 0.75)
  const high = price === null ? 0 : Math.round(price * 1.25)
  const candidates = rows
    .filter(
      (row) =>
        row.id !== property.id &&
        row.goal === property.goal &&
        row.status === status &&
        String(row.typeIds[0]) === String(property.typeId) &&
        (price === null || (known(row.price) && row.price >= low && row.price <= high)),
    )
    .sort((a, b) => (b.publishDate ?? -Infinity) - (a.publishDate ?? -Infinity) || a.externalId - b.externalId)
    .slice(0, CANDIDATES)
  const { lat, lng } = property
  const distance = (row: Row) =>
    !row.lat || !row.lng || lat === null || lng === null
      ? Number.POSITIVE_INFINITY
      : Math.hypot(row.lat - lat, (row.lng - lng) * Math.cos((lat * Math.PI) / 180))
  return [...candidates].sort((a, b) => distance(a) - distance(b)).slice(0, max)
}
