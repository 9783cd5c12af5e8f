import type { Payload, Where } from 'payload'

import type { Locale } from '../i18n/locales'
import { imageRef, type ImageRef } from '../lib/image'
import type { SearchableListing } from '../properties/listingIndex'
import { idOf } from './values'

/** The data of a listing card (list screens, modules, similar properties). */
export interface PropertyCardData {
  id: number
  externalId: number
  title: string
  slug?: string | null
  city: string
  zip: string
  goal: 'sale' | 'rent'
  status?: string | null
  marquee?: string | null
  marqueeName?: string | null
  price?: number | null
  publishPrice?: boolean | null
  priceUnit?: number | null
  bedrooms?: number | null
  surface?: number | null
  typeName?: string | null
  /** The first photo, ready for the card's <img> (widths up to 400 as the default source). */
  photo?: ImageRef | null
  project?: { externalId: number; title: string; slug?: string | null; city?: string | null } | null
}

/** A card plus what the in-memory search filters and sorts on, and the map's coordinates. */
export type IndexedListing = PropertyCardData &
  SearchableListing & {
    goal: 'sale' | 'rent'
    lat: number | null
    lng: number | null
  }

export const cardSelect = {
  externalId: true, title: true, slug: true, city: true, zip: true, goal: true, status: true, marquee: true, marqueeName: true,
  price: true, publishPrice: true, priceUnit: true, bedrooms: true, surfaceLiving: true, surfaceTotal: true, mainTypeName: true, photos: true, project: true,
} as const

const indexSelect = { ...cardSelect, type: true, extraTypes: true, featured: true, recordFile: true, publishDate: true, latitude: true, longitude: true } as const

const mediaSelect = { url: true, filename: true, alt: true, width: true, height: true, mimeType: true, sizes: true } as const

/** SQL adapters bind one variable per id: large id lists are read in slices. */
const SLICE = 500

async function byIds<T extends { id: number }>(ids: number[], read: (slice: number[]) => Promise<T[]>): Promise<Map<number, T>> {
  const found = new Map<number, T>()
  for (let start = 0; start < ids.length; start += SLICE) {
    for (const doc of await read(ids.slice(start, start + SLICE))) found.set(doc.id, doc)
  }
  return found
}

type CardDoc = {
  id: number
  externalId: number
  title: string
  slug?: string | null
  city: string
  zip: string
  goal: 'sale' | 'rent'
  status?: string | null
  marquee?: string | null
  marqueeName?: string | null
  price?: number | null
  publishPrice?: boolean | null
  priceUnit?: number | null
  bedrooms?: number | null
  surfaceLiving?: number | null
  surfaceTotal?: number | null
  mainTypeName?: string | null
  photos?: unknown[] | null
  project?: unknown
}

/**
 * The first photo and the project of each property, read in one query per collection (with the
 * visitor's access: only published media and projects).
 */
async function cardRelations(payload: Payload, docs: CardDoc[], locale: Locale) {
  const photoIds = [...new Set(docs.map((d) => d.photos?.[0]).filter((p): p is number => typeof p === 'number'))]
  const projectIds = [...new Set(docs.map((d) => idOf(d.project)).filter((p): p is number => p !== null))]
  const [photos, projects] = await Promise.all([
    byIds(photoIds, async (ids) => (await payload.find({ collection: 'media', depth: 0, pagination: false, overrideAccess: false, where: { id: { in: ids } }, select: mediaSelect })).docs),
    byIds(projectIds, async (ids) => (await payload.find({ collection: 'projects', locale, depth: 0, pagination: false, overrideAccess: false, where: { id: { in: ids } }, select: { externalId: true, title: true, slug: true, city: true } })).docs),
  ])
  return { photos, projects }
}

function toCard(d: CardDoc, relations: Awaited<ReturnType<typeof cardRelations>>): PropertyCardData {
  const project = relations.projects.get(idOf(d.project) ?? -1)
  return {
    id: d.id,
    externalId: d.externalId,
    title: d.title,
    slug: d.slug,
    city: d.city,
    zip: d.zip,
    goal: d.goal,
    status: d.status,
    marquee: d.marquee,
    marqueeName: d.marqueeName,
    price: d.price,
    publishPrice: d.publishPrice,
    priceUnit: d.priceUnit,
    bedrooms: d.bedrooms,
    surface: d.surfaceLiving ?? d.surfaceTotal ?? null,
    typeName: d.mainTypeName,
    photo: imageRef(relations.photos.get(d.photos?.[0] as number), d.title, 400),
    project: project ? { externalId: project.externalId, title: project.title, slug: project.slug, city: project.city } : null,
  }
}

/** One page of listing cards for a database query. */
export async function readPropertyCards(
  payload: Payload,
  query: { where: Where; sort: string[]; page: number; limit: number },
  locale: Locale,
): Promise<{ cards: PropertyCardData[]; page: number; totalPages: number; totalDocs: number }> {
  const result = await payload.find({
    collection: 'properties',
    locale,
    depth: 0,
    limit: query.limit,
    page: query.page,
    overrideAccess: false,
    where: query.where,
    sort: query.sort,
    select: cardSelect,
  })
  const relations = await cardRelations(payload, result.docs as CardDoc[], locale)
  return { cards: result.docs.map((d) => toCard(d as CardDoc, relations)), page: result.page ?? query.page, totalPages: result.totalPages, totalDocs: result.totalDocs }
}

const time = (value: unknown): number | null => {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN
  return Number.isFinite(ms) ? ms : null
}

/**
 * Every published property (or those matching `where`) as searchable cards, read with the visitor's
 * access: what the in-memory search of the list screens holds.
 */
export async function readIndexedListings(payload: Payload, locale: Locale, where?: Where): Promise<IndexedListing[]> {
  const { docs } = await payload.find({ collection: 'properties', locale, depth: 0, pagination: false, overrideAccess: false, where, select: indexSelect })
  const relations = await cardRelations(payload, docs as CardDoc[], locale)
  return docs.map((d) => {
    const typeIds = [idOf(d.type), ...(d.extraTypes ?? []).map(idOf)].filter((id): id is number => id !== null)
    return {
      ...toCard(d as CardDoc, relations),
      featured: d.featured,
      inProject: idOf(d.project) !== null,
      typeIds,
      recordFile: d.recordFile,
      publishDate: time(d.publishDate),
      lat: typeof d.latitude === 'number' ? d.latitude : null,
      lng: typeof d.longitude === 'number' ? d.longitude : null,
    }
  })
}

/** A card without the search fields (what list screens send to the browser). */
export function cardOf(row: IndexedListing): PropertyCardData {
  return {
    id: row.id,
    externalId: row.externalId,
    title: row.title,
    slug: row.slug,
    city: row.city,
    zip: row.zip,
    goal: row.goal,
    status: row.status,
    marquee: row.marquee,
    marqueeName: row.marqueeName,
    price: row.price,
    publishPrice: row.publishPrice,
    priceUnit: row.priceUnit,
    bedrooms: row.bedrooms,
    surface: row.surface,
    typeName: row.typeName,
    photo: row.photo,
    project: row.project,
  }
}
