import type { Where } from 'payload'

import type { PropertySearch } from './searchParams'

/** The listing sets of the site's list pages (spec "Default site menu"). */
export type Listing = 'for-sale' | 'for-rent' | 'sold' | 'new-build' | 'featured'

export const PAGE_SIZE = 24

const LISTING: Record<Listing, Where> = {
  'for-sale': { and: [{ goal: { equals: 'sale' } }, { status: { in: ['for-sale', 'under-option', 'to-take-over'] } }] },
  'for-rent': { and: [{ goal: { equals: 'rent' } }, { status: { in: ['for-rent', 'under-option', 'to-take-over'] } }] },
  sold: { status: { in: ['sold', 'rented'] } },
  'new-build': { and: [{ project: { exists: true } }, { status: { not_in: ['sold', 'rented'] } }] },
  featured: { and: [{ featured: { equals: true } }, { status: { in: ['for-sale', 'for-rent'] } }] },
}

const SORT: Record<PropertySearch['sort']['key'], string> = { price: 'price', type: 'title', city: 'city', date: 'publishDate' }

export interface PropertyQuery {
  where: Where
  sort: string[]
  page: number
  limit: number
}

/**
 * The Payload query of a list page: its listing set, the visitor's filters and sort, one page.
 * `typeIds` maps the WebIDs of the URL to property-type document ids; an unknown WebID matches nothing.
 * Published-only is left to the collection's access rules (queries run with overrideAccess: false).
 */
export function buildPropertyQuery(listing: Listing, search: PropertySearch, typeIds: Map<number, number | string>, limit = PAGE_SIZE): PropertyQuery {
  const and: Where[] = [LISTING[listing]]
  if (search.city.length) and.push({ zip: { in: search.city } })
  if (search.type.length) {
    const ids = search.type.map((webId) => typeIds.get(webId)).filter((id) => id !== undefined)
    and.push(ids.length ? { or: [{ type: { in: ids } }, { extraTypes: { in: ids } }] } : { id: { equals: -1 } })
  }
  if (search.price) {
    and.push({ price: { greater_than_equal: search.price.min } }, { price: { less_than_equal: search.price.max } })
  }
  if (search.rooms) and.push({ bedrooms: { greater_than_equal: search.rooms } })
  if (search.search) and.push({ or: [{ title: { like: search.search } }, { city: { like: search.search } }, { recordFile: { like: search.search } }] })
  const direction = search.sort.direction === 'desc' ? '-' : ''
  // A second key keeps the order stable between pages when values tie.
  return { where: { and }, sort: [`${direction}${SORT[search.sort.key]}`, 'externalId'], page: search.page, limit }
}
