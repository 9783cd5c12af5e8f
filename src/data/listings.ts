import { unstable_cache } from 'next/cache'

import type { Locale } from '../i18n/locales'
import { allMatches, searchFacets, searchListingIndex, type SearchFacets } from '../listings/listingIndex'
import type { Listing } from '../listings/query'
import { townChoice, typeChoice, type Goal, type SearchChoice, type SearchChoices } from '../listings/searchChoices'
import type { PropertySearch } from '../listings/searchParams'
import { TAGS } from '../revalidation/tags'
import { getListingIndex } from './listingIndex'
import { payloadClient } from './payload'
import { cardOf, type PropertyCardData } from './propertyCards'

type GoalCounts = Partial<Record<string, { sale?: number; rent?: number; all?: number }>>

/** The towns and types of the search box and list filters, with their counts per goal (src/listings/searchChoices.ts). */
export const getSearchChoices = unstable_cache(
  async (locale: Locale): Promise<SearchChoices> => {
    const payload = await payloadClient()
    const [cities, types] = await Promise.all([
      payload.find({
        collection: 'cities',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        sort: 'name',
        select: { name: true, zip: true, label: true, counts: true },
      }),
      payload.find({
        collection: 'property-types',
        locale,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        sort: 'showOrder',
        select: { name: true, webId: true, sale: true, rent: true, counts: true },
      }),
    ])
    const countsOf = (counts: unknown): Record<Goal, number> => {
      const all = (counts ?? {}) as GoalCounts
      const own = all[locale] ?? all.nl
      return { sale: own?.sale ?? 0, rent: own?.rent ?? 0 }
    }
    const present = (choice: SearchChoice | null): choice is SearchChoice => choice !== null
    return {
      cities: cities.docs.map((c) => townChoice(c.zip, c.label || `${c.name} [${c.zip}]`, countsOf(c.counts))).filter(present),
      types: types.docs
        .map((t) => typeChoice(String(t.webId), t.name, { sale: Boolean(t.sale), rent: Boolean(t.rent) }, countsOf(t.counts)))
        .filter(present),
    }
  },
  ['search-choices'],
  { tags: [TAGS.cities, TAGS.propertyTypes] },
)

/** WebID -> property-type document id, for the URL's ?type= filter. */
export const getTypeIds = unstable_cache(
  async (): Promise<Array<[number, number]>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'property-types',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { webId: true },
    })
    return docs.map((d) => [d.webId, d.id])
  },
  ['type-ids'],
  { tags: [TAGS.propertyTypes] },
)

export interface SearchResult {
  cards: PropertyCardData[]
  page: number
  totalPages: number
  totalDocs: number
}

/**
 * One page of a list screen for a search, from the in-memory index of the published listings (the
 * same rules and order as buildPropertyQuery): no database query per search.
 */
export async function searchProperties(listing: Listing, search: PropertySearch, locale: Locale, limit: number): Promise<SearchResult> {
  const [index, typeIds] = await Promise.all([getListingIndex(locale), getTypeIds()])
  const { rows, ...paging } = searchListingIndex(index, listing, search, new Map(typeIds), limit)
  return { cards: rows.map(cardOf), ...paging }
}

export interface ListResults {
  /** The search the page shows: the asked one, or its last page when it asked for a page beyond. */
  shown: PropertySearch
  result: SearchResult
  counts: SearchFacets
}

/**
 * One page of a list screen with its facet counts, from the in-memory index. Not a cached read of its
 * own (issue 38): a cached search is cached as a whole page, which carries the index's tags through the
 * index's generation reads, and an unstable_cache around this would nest those reads, which Next then
 * runs uncached and stores anew: every list render read the whole index again (seconds at 10,000).
 */
export async function getListResults(listing: Listing, search: PropertySearch, locale: Locale, limit: number): Promise<ListResults> {
  const found = await searchProperties(listing, search, locale, limit)
  // A page beyond the last shows the last one: an old link to page 9 of a list that shrank still lists.
  const shown = found.page > found.totalPages ? { ...search, page: found.totalPages } : search
  const [result, counts] = await Promise.all([
    shown === search ? found : searchProperties(listing, shown, locale, limit),
    getSearchFacets(listing, shown, locale),
  ])
  return { shown, result, counts }
}

/** The counts beside each option of the bedroom, EPC and yes/no filters, for a search (see searchFacets). */
export async function getSearchFacets(listing: Listing, search: PropertySearch, locale: Locale): Promise<SearchFacets> {
  const [index, typeIds] = await Promise.all([getListingIndex(locale), getTypeIds()])
  return searchFacets(index, listing, search, new Map(typeIds))
}

export interface MapPointData {
  id: number
  externalId: number
  lat: number
  lng: number
  title: string
  slug?: string | null
  city: string
  goal: 'sale' | 'rent'
  price?: number | null
  publishPrice?: boolean | null
  priceUnit?: number | null
  project?: { externalId: number; title: string; slug?: string | null; city?: string | null } | null
  /** The advert mentions the popup shows (src/listings/mentions.ts). */
  mentions?: PropertyCardData['mentions']
}

/**
 * Every located listing of a search (not just one page; every filter, the map's area too), for the
 * map view. No cap: the whole region holds some thousands of listings, a few hundred kB of JSON that
 * the map clusters in the browser, and a silently cut set would hide listings.
 */
export async function getMapPoints(listing: Listing, search: PropertySearch, locale: Locale): Promise<MapPointData[]> {
  const [index, typeIds] = await Promise.all([getListingIndex(locale), getTypeIds()])
  const located = allMatches(index, listing, search, new Map(typeIds), Number.POSITIVE_INFINITY).filter(
    (row) => row.lat !== null && row.lng !== null,
  )
  return located.map((row) => ({
    id: row.id,
    externalId: row.externalId,
    lat: row.lat as number,
    lng: row.lng as number,
    title: row.title,
    slug: row.slug,
    city: row.city,
    goal: row.goal,
    price: row.price,
    publishPrice: row.publishPrice,
    priceUnit: row.priceUnit,
    project: row.project,
    mentions: row.mentions,
  }))
}
