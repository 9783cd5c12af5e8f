import { unstable_cache } from 'next/cache'

import type { Locale } from '../i18n/locales'
import { buildPropertyQuery, type Listing } from '../properties/query'
import { parseSearch, serializeSearch, type PropertySearch } from '../properties/searchParams'
import { getPropertyCardsWhere, type PropertyCardData } from './content'
import { payloadClient } from './payload'
import { TAGS } from './tags'

/** Options of the search box (spec "Property search box"): towns and types with their counts per goal. */
export interface SearchOption {
  value: string
  label: string
  count: number
}

export interface SearchOptions {
  cities: Record<'sale' | 'rent', SearchOption[]>
  types: Record<'sale' | 'rent', SearchOption[]>
}

type GoalCounts = Partial<Record<string, { sale?: number; rent?: number; all?: number }>>

export const getSearchOptions = unstable_cache(
  async (locale: Locale): Promise<SearchOptions> => {
    const payload = await payloadClient()
    const [cities, types] = await Promise.all([
      payload.find({ collection: 'cities', depth: 0, pagination: false, overrideAccess: false, sort: 'name', select: { name: true, zip: true, label: true, counts: true } }),
      payload.find({ collection: 'property-types', locale, depth: 0, pagination: false, overrideAccess: false, sort: 'showOrder', select: { name: true, webId: true, sale: true, rent: true, counts: true } }),
    ])
    const countOf = (counts: unknown, goal: 'sale' | 'rent') => {
      const all = (counts ?? {}) as GoalCounts
      return (all[locale] ?? all.nl)?.[goal] ?? 0
    }
    const citiesFor = (goal: 'sale' | 'rent') =>
      cities.docs
        .map((c) => ({ value: c.zip, label: c.label || `${c.name} [${c.zip}]`, count: countOf(c.counts, goal) }))
        .filter((c) => c.count > 0)
    const typesFor = (goal: 'sale' | 'rent') =>
      types.docs.filter((t) => (goal === 'sale' ? t.sale : t.rent)).map((t) => ({ value: String(t.webId), label: t.name, count: countOf(t.counts, goal) }))
    return { cities: { sale: citiesFor('sale'), rent: citiesFor('rent') }, types: { sale: typesFor('sale'), rent: typesFor('rent') } }
  },
  ['search-options'],
  { tags: [TAGS.cities, TAGS.propertyTypes] },
)

/** WebID -> property-type document id, for the URL's ?type= filter. */
const getTypeIds = unstable_cache(
  async (): Promise<Array<[number, number]>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'property-types', depth: 0, pagination: false, overrideAccess: false, select: { webId: true } })
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
 * One page of a list screen for a search. Cached per normalized search (equal searches share an
 * entry whatever the parameter order) and expired when any property changes.
 */
const searchCached = unstable_cache(
  async (listing: Listing, key: string, locale: Locale, limit: number): Promise<SearchResult> => {
    const search = parseSearch(new URLSearchParams(key))
    const typeIds = new Map(await getTypeIds())
    const query = buildPropertyQuery(listing, search, typeIds, limit)
    return getPropertyCardsWhere(query, locale)
  },
  ['property-search'],
  { tags: [TAGS.properties, TAGS.projects, TAGS.media] },
)

export function searchProperties(listing: Listing, search: PropertySearch, locale: Locale, limit: number): Promise<SearchResult> {
  // The view does not change the results: leave it out of the cache key.
  return searchCached(listing, serializeSearch({ ...search, view: 'grid' }), locale, limit)
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
}

const MAP_LIMIT = 1000

/** Every located listing of a search (not just one page), for the map view. */
const mapPointsCached = unstable_cache(
  async (listing: Listing, key: string, locale: Locale): Promise<MapPointData[]> => {
    const payload = await payloadClient()
    const search = parseSearch(new URLSearchParams(key))
    const query = buildPropertyQuery(listing, search, new Map(await getTypeIds()), MAP_LIMIT)
    const { docs } = await payload.find({
      collection: 'properties',
      locale,
      depth: 0,
      limit: MAP_LIMIT,
      overrideAccess: false,
      where: { and: [query.where, { latitude: { exists: true } }, { longitude: { exists: true } }] },
      sort: query.sort,
      select: { externalId: true, title: true, slug: true, city: true, goal: true, price: true, publishPrice: true, priceUnit: true, latitude: true, longitude: true, project: true },
    })
    const projectIds = [...new Set(docs.map((d) => (typeof d.project === 'number' ? d.project : null)).filter((p): p is number => p !== null))]
    const projects = projectIds.length
      ? await payload.find({ collection: 'projects', locale, depth: 0, pagination: false, overrideAccess: false, where: { id: { in: projectIds } }, select: { externalId: true, title: true, slug: true, city: true } })
      : null
    const projectById = new Map((projects?.docs ?? []).map((p) => [p.id, p]))
    return docs.map((d) => {
      const project = typeof d.project === 'number' ? projectById.get(d.project) : undefined
      return {
        id: d.id,
        externalId: d.externalId,
        lat: d.latitude as number,
        lng: d.longitude as number,
        title: d.title,
        slug: d.slug,
        city: d.city,
        goal: d.goal,
        price: d.price,
        publishPrice: d.publishPrice,
        priceUnit: d.priceUnit,
        project: project ? { externalId: project.externalId, title: project.title, slug: project.slug, city: project.city } : null,
      }
    })
  },
  ['property-map-points'],
  { tags: [TAGS.properties, TAGS.projects] },
)

export function getMapPoints(listing: Listing, search: PropertySearch, locale: Locale): Promise<MapPointData[]> {
  return mapPointsCached(listing, serializeSearch({ ...search, view: 'grid', page: 1 }), locale)
}
