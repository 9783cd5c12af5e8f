/**
 * What the public may know of a listing's (or project's) address. One rule, used by the collections'
 * read hook (REST, GraphQL and every local read made with the visitor's access, which is how the site's
 * data layer reads: pages, JSON-LD, the listing index and its map points).
 *
 * An owner who chose "town only" (publishAddress / publicAddress off) gets:
 * - street, house number and box: never served;
 * - coordinates: the centre of the listing's town (from `cities`), or none when the town is unknown
 *   or the listing has no position of its own.
 *
 * Why the town's centre rather than rounded coordinates: rounding keeps part of the real position (to
 * 0.01° a rural spot still narrows to a few streets, and several rounded listings let one estimate more),
 * while the town's centre says exactly what the owner agreed to publish, the town, and puts the marker
 * where the page says the listing is. Listings of one town then share a spot; the map's clustering
 * already opens those as one list.
 */

const ADDRESS_DETAIL_FIELDS = ['street', 'houseNumber', 'boxNr'] as const

export interface TownCentre {
  latitude: number
  longitude: number
}

export interface Town {
  name?: string | null
  zip?: string | null
  latitude?: number | null
  longitude?: number | null
}

const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase()

/** The centre of the listing's town: same postal code and name, else the only located town with that postal code. */
export function townCentre(towns: readonly Town[], zip: string | null | undefined, city: string | null | undefined): TownCentre | null {
  const located = towns.filter(
    (t): t is Town & TownCentre =>
      typeof t.latitude === 'number' && typeof t.longitude === 'number' && Number.isFinite(t.latitude) && Number.isFinite(t.longitude),
  )
  const sameZip = located.filter((t) => norm(t.zip) === norm(zip) && norm(zip) !== '')
  const match = sameZip.find((t) => norm(t.name) === norm(city)) ?? (sameZip.length === 1 ? sameZip[0] : undefined)
  return match ? { latitude: match.latitude, longitude: match.longitude } : null
}

/** True when the address may be shown in full: only an explicit "off" hides it (the field defaults to on). */
export const addressIsPublic = (flag: boolean | null | undefined): boolean => flag !== false

/**
 * The document as the public may see it. Only the fields present in `doc` are touched, so a read that
 * selected a few fields gets no new ones; a published address leaves the document as it is.
 */
export function publicAddress<T extends object>(doc: T, flag: boolean | null | undefined, town: TownCentre | null): T {
  if (addressIsPublic(flag)) return doc
  const copy = { ...doc } as Record<string, unknown>
  for (const field of ADDRESS_DETAIL_FIELDS) if (field in copy) copy[field] = null
  // A listing without a position of its own gets none: the town's centre stands in for a real spot only.
  const located = typeof copy.latitude === 'number' && typeof copy.longitude === 'number'
  const centre = located ? town : null
  if ('latitude' in copy) copy.latitude = centre ? centre.latitude : null
  if ('longitude' in copy) copy.longitude = centre ? centre.longitude : null
  return copy as T
}
