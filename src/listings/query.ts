import type { Where } from 'payload'

import { SOLD_OR_RENTED } from '../lib/marquee'
import { isNewBuildType, NEW_BUILD_MAIN_TYPES } from '../lib/newBuild'
import { epcWhere, featureWhere } from './filterRules'
import type { PropertySearch } from './searchParams'

/** The listing sets of the site's list pages (spec "Default site menu"). */
export type Listing = 'for-sale' | 'for-rent' | 'sold' | 'new-build' | 'featured'

export const PAGE_SIZE = 24

interface ListingRule {
  goal?: 'sale' | 'rent'
  statusIn?: readonly string[]
  statusNotIn?: readonly string[]
  /** Units of a project and standalone new builds (a new-build main type outside a project). */
  newBuild?: true
  featured?: true
}

/** Which properties each list shows: one definition for the database query and the in-memory index. */
const LISTING_RULES: Record<Listing, ListingRule> = {
  'for-sale': { goal: 'sale', statusIn: ['for-sale', 'under-option', 'to-take-over'] },
  'for-rent': { goal: 'rent', statusIn: ['for-rent', 'under-option', 'to-take-over'] },
  sold: { statusIn: SOLD_OR_RENTED },
  'new-build': { newBuild: true, statusNotIn: SOLD_OR_RENTED },
  featured: { featured: true, statusIn: ['for-sale', 'for-rent'] },
}

function listingWhere(rule: ListingRule): Where {
  const and: Where[] = []
  if (rule.featured) and.push({ featured: { equals: true } })
  if (rule.newBuild) and.push({ or: [{ project: { exists: true } }, { mainTypeName: { in: [...NEW_BUILD_MAIN_TYPES] } }] })
  if (rule.goal) and.push({ goal: { equals: rule.goal } })
  if (rule.statusIn) and.push({ status: { in: [...rule.statusIn] } })
  if (rule.statusNotIn) and.push({ status: { not_in: [...rule.statusNotIn] } })
  return { and }
}

export interface ListingFacts {
  goal: string
  status?: string | null
  featured?: boolean | null
  inProject: boolean
  mainTypeName?: string | null
}

/** Whether a property belongs to a list (the same rule as the database query's). */
export function inListing(listing: Listing, facts: ListingFacts): boolean {
  const rule = LISTING_RULES[listing]
  if (rule.featured && !facts.featured) return false
  if (rule.newBuild && !facts.inProject && !isNewBuildType(facts.mainTypeName)) return false
  if (rule.goal && facts.goal !== rule.goal) return false
  if (rule.statusIn && !rule.statusIn.includes(facts.status ?? '')) return false
  if (rule.statusNotIn && rule.statusNotIn.includes(facts.status ?? '')) return false
  return true
}

/** The property field each sort key orders by ("type" is the TypeDescription, our title). */
export const SORT_FIELD: Record<PropertySearch['sort']['key'], 'price' | 'title' | 'city' | 'publishDate'> = {
  price: 'price',
  type: 'title',
  city: 'city',
  date: 'publishDate',
}

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
export function buildPropertyQuery(
  listing: Listing,
  search: PropertySearch,
  typeIds: Map<number, number | string>,
  limit = PAGE_SIZE,
): PropertyQuery {
  const and: Where[] = [listingWhere(LISTING_RULES[listing])]
  if (search.city.length) and.push({ zip: { in: search.city } })
  if (search.type.length) {
    const ids = search.type.map((webId) => typeIds.get(webId)).filter((id) => id !== undefined)
    and.push(ids.length ? { or: [{ type: { in: ids } }, { extraTypes: { in: ids } }] } : { id: { equals: -1 } })
  }
  if (search.price) {
    and.push({ price: { greater_than_equal: search.price.min } }, { price: { less_than_equal: search.price.max } })
  }
  if (search.rooms) and.push({ bedrooms: { greater_than_equal: search.rooms } })
  if (search.area?.min !== undefined) and.push({ surfaceLiving: { greater_than_equal: search.area.min } })
  if (search.area?.max !== undefined) and.push({ surfaceLiving: { less_than_equal: search.area.max } })
  if (search.epc) and.push(epcWhere(search.epc))
  for (const feature of search.features) and.push(featureWhere(feature))
  if (search.bbox) {
    const { west, south, east, north } = search.bbox
    // A listing without coordinates is never inside (NULL fails every comparison).
    and.push(
      { latitude: { greater_than_equal: south } },
      { latitude: { less_than_equal: north } },
      { longitude: { greater_than_equal: west } },
      { longitude: { less_than_equal: east } },
    )
  }
  if (search.search)
    and.push({ or: [{ title: { like: search.search } }, { city: { like: search.search } }, { recordFile: { like: search.search } }] })
  const direction = search.sort.direction === 'desc' ? '-' : ''
  // A second key keeps the order stable between pages when values tie.
  return { where: { and }, sort: [`${direction}${SORT_FIELD[search.sort.key]}`, 'externalId'], page: search.page, limit }
}
