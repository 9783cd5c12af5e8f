import { unstable_cache } from 'next/cache'

import type { Locale } from '../i18n/locales'
import { TAGS } from '../revalidation/tags'
import { payloadClient } from './payload'

/** A town the demand register offers as a zone, with its place on the map when known. */
export interface ZoneOption {
  id: number
  name: string
  zip: string
  lat: number | null
  lng: number | null
}

export interface DemandOptions {
  types: Array<{ id: number; name: string; sale: boolean; rent: boolean }>
  zones: ZoneOption[]
}

/** What the demand register's steps offer: the property types and the towns of the region (cities collection). */
export const getDemandOptions = unstable_cache(
  async (locale: Locale): Promise<DemandOptions> => {
    const payload = await payloadClient()
    const [types, cities] = await Promise.all([
      payload.find({
        collection: 'property-types',
        locale,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        sort: 'showOrder',
        select: { name: true, sale: true, rent: true },
      }),
      payload.find({
        collection: 'cities',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        sort: 'name',
        select: { name: true, zip: true, latitude: true, longitude: true },
      }),
    ])
    return {
      types: types.docs.map((t) => ({ id: t.id, name: t.name, sale: t.sale !== false, rent: t.rent === true })),
      zones: cities.docs.map((c) => ({ id: c.id, name: c.name, zip: c.zip, lat: c.latitude ?? null, lng: c.longitude ?? null })),
    }
  },
  ['demand-options'],
  { tags: [TAGS.cities, TAGS.propertyTypes] },
)
