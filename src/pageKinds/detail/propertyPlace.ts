import type { PropertyDetail } from '@/data/property'
import type { Translator } from '@/i18n/dictionary'

export interface PropertyPlace {
  /** "3970 Leopoldsburg", or only the postal code of a listing without a municipality. */
  place: string
  /** The street address with the place, or null when the address is not published. */
  address: string | null
  located: boolean
  directionsHref: string
}

/** Where a listing is, as much as its page may tell. */
export function propertyPlace(property: PropertyDetail, t: Translator): PropertyPlace {
  const place = [property.zip, property.city].filter(Boolean).join(' ')
  const address = property.publishAddress
    ? [
        [property.street, property.houseNumber, property.boxNr ? t('detail.boxNumber', { box: property.boxNr }) : null]
          .filter(Boolean)
          .join(' '),
        place,
      ]
        .filter(Boolean)
        .join(', ')
    : null
  const located = typeof property.latitude === 'number' && typeof property.longitude === 'number'
  // Coordinates are the exact address: a listing whose address is not published is routed to its town only.
  const destination = located && property.publishAddress ? `${property.latitude},${property.longitude}` : encodeURIComponent(place)
  return { place, address, located, directionsHref: `https://www.google.com/maps/dir/?api=1&destination=${destination}` }
}
