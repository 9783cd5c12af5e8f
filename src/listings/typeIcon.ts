/** Property types with an icon (spec section 3: WebID 1-7, Huis … Garage/Parking). */
const TYPES_WITH_ICON = new Set([1, 2, 3, 4, 5, 6, 7])

/** The icon of a property type by its WebID (public/icons/types/), or null for types without one (8, 9). */
export function propertyTypeIcon(webId: number | null | undefined): string | null {
  return webId != null && TYPES_WITH_ICON.has(webId) ? `/icons/types/${webId}.svg` : null
}
