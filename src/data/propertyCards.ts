import type { Payload, Where } from 'payload'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales'
import { shownLanguage } from '../i18n/shownLanguage'
import { IMAGE_FIELDS, imageRef, type ImageRef } from '../lib/image'
import type { SearchableListing } from '../listings/listingIndex'
import { relationId } from '../lib/relation'
import { advertMentions, type AdvertMentions } from '../listings/mentions'
import { currentReduction } from '../listings/priceHistory'

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
  /** What every advert shows: EPC label and score, Brussels CO₂, Flemish flood scores (src/listings/mentions.ts). */
  mentions?: AdvertMentions | null
  /** When the shown price was lowered to what it is (src/listings/priceHistory.ts): the badge's date. */
  reducedAt?: string | null
  /** The language of the shown title when it is not the page's (a Dutch title on /fr/, issue 37.9). */
  titleLang?: Locale | null
}

/** A card plus what the in-memory search filters and sorts on, and the map's coordinates. */
export type IndexedListing = PropertyCardData &
  SearchableListing & {
    goal: 'sale' | 'rent'
    lat: number | null
    lng: number | null
  }

const cardSelect = {
  externalId: true,
  title: true,
  slug: true,
  city: true,
  zip: true,
  goal: true,
  status: true,
  marquee: true,
  marqueeName: true,
  price: true,
  publishPrice: true,
  priceUnit: true,
  // Read as the visitor: absent when the price is hidden (src/listings/publicPrice.ts).
  priceHistory: true,
  bedrooms: true,
  surfaceLiving: true,
  surfaceTotal: true,
  mainTypeName: true,
  photos: true,
  project: true,
  // The advert mentions (src/listings/mentions.ts).
  countryId: true,
  epcStatus: true,
  energyPerformance: true,
  epcLabelText: true,
  co2Emission: true,
  pScore: true,
  gScore: true,
} as const

/** The card, plus what the search sorts and filters on (src/listings/filterRules.ts reads the latter). */
const indexSelect = {
  ...cardSelect,
  type: true,
  extraTypes: true,
  featured: true,
  recordFile: true,
  publishDate: true,
  latitude: true,
  longitude: true,
  garden: true,
  terrace: true,
  garage: true,
  surfaceGarden: true,
  surfaceTerrace: true,
  garages: true,
} as const

const mediaSelect = IMAGE_FIELDS

/** SQL adapters bind one variable per id: large id lists are read in slices. */
const SLICE = 500

async function byIds<T extends { id: number }>(ids: number[], read: (slice: number[]) => Promise<T[]>): Promise<Map<number, T>> {
  const found = new Map<number, T>()
  for (let start = 0; start < ids.length; start += SLICE) {
    for (const doc of await read(ids.slice(start, start + SLICE))) found.set(doc.id, doc)
  }
  return found
}

/** A property as `cardSelect` reads it: the card's own fields, plus what becomes its surface, type, photo and project. */
type CardDoc = Omit<PropertyCardData, 'surface' | 'typeName' | 'photo' | 'project' | 'mentions' | 'reducedAt'> & {
  priceHistory?: unknown
  countryId?: string | null
  epcStatus?: string | null
  energyPerformance?: number | null
  epcLabelText?: string | null
  co2Emission?: number | null
  pScore?: string | null
  gScore?: string | null
  surfaceLiving?: number | null
  surfaceTotal?: number | null
  mainTypeName?: string | null
  photos?: unknown[] | null
  project?: unknown
}

/**
 * The first photo and the project of each property, read in one query per collection (with the
 * visitor's access: only published media and projects), in one language or, for the listing index,
 * in all at once.
 */
async function cardRelations(payload: Payload, docs: Array<{ photos?: unknown[] | null; project?: unknown }>, locale: Locale | 'all') {
  const photoIds = [...new Set(docs.map((d) => d.photos?.[0]).filter((p): p is number => typeof p === 'number'))]
  const projectIds = [...new Set(docs.map((d) => relationId(d.project)).filter((p): p is number => p !== null))]
  const read =
    <S extends 'media' | 'projects'>(collection: S, select: Record<string, unknown>) =>
    async (ids: number[]) =>
      (
        await payload.find({
          collection,
          locale,
          depth: 0,
          pagination: false,
          overrideAccess: false,
          where: { id: { in: ids } },
          select,
        })
      ).docs
  const [photos, projects] = await Promise.all([
    byIds(photoIds, read('media', mediaSelect)),
    byIds(projectIds, read('projects', { externalId: true, title: true, slug: true, city: true })),
  ])
  return { photos, projects }
}

function toCard(d: CardDoc, relations: Awaited<ReturnType<typeof cardRelations>>): PropertyCardData {
  const project = relations.projects.get(relationId(d.project) ?? -1)
  const mentions = advertMentions(d)
  return {
    id: d.id,
    externalId: d.externalId,
    title: d.title,
    slug: d.slug,
    // A listing without a municipality (spec "Detail pages") shows none.
    city: d.city ?? '',
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
    mentions: Object.keys(mentions).length > 0 ? mentions : null,
    reducedAt: currentReduction(d),
  }
}

/**
 * The listings whose title shows in another language than `locale` (the Dutch one on /fr/ or /en/,
 * issue 37.9), by id: one read of the titles in every language; none on a page in the default language.
 */
async function titleLanguagesOf(payload: Payload, ids: number[], locale: Locale): Promise<Map<number, Locale>> {
  const found = new Map<number, Locale>()
  if (locale === DEFAULT_LOCALE || ids.length === 0) return found
  const { docs } = await payload.find({
    collection: 'properties',
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    where: { id: { in: ids } },
    select: { title: true },
  })
  for (const doc of docs) {
    const language = shownLanguage(doc.title, locale)
    if (language && language !== locale) found.set(doc.id, language)
  }
  return found
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
  const titleLanguages = await titleLanguagesOf(
    payload,
    result.docs.map((d) => d.id),
    locale,
  )
  return {
    cards: result.docs.map((d) => ({ ...toCard(d as CardDoc, relations), titleLang: titleLanguages.get(d.id) ?? null })),
    page: result.page ?? query.page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

const time = (value: unknown): number | null => {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN
  return Number.isFinite(ms) ? ms : null
}

/** A localized value read with locale 'all', in one language (falling back to the default, as Payload does). */
const inLocale = (value: unknown, locale: Locale): string | null => {
  if (value === null || typeof value !== 'object') return typeof value === 'string' ? value : null
  const values = value as Partial<Record<Locale, string | null>>
  return values[locale] || values[DEFAULT_LOCALE] || null
}

const localizedFields = <T extends object>(doc: T, fields: readonly string[], locale: Locale): T => {
  const copy = { ...doc } as Record<string, unknown>
  for (const field of fields) copy[field] = inLocale((doc as Record<string, unknown>)[field], locale)
  return copy as T
}

/** The properties' and projects' localized card fields, and the media's alt text. */
const PROPERTY_LOCALIZED = ['title', 'slug', 'marqueeName'] as const
const PROJECT_LOCALIZED = ['title', 'slug'] as const

/** Rows per read: Payload turns each row into a document on the main thread; slices let requests in between. */
const READ_PAGE = 1_000

/**
 * Published properties (all, or those matching `where`) as searchable cards in every language,
 * read with the visitor's access in one pass over the table (locale 'all'): what the in-memory
 * search of the list screens holds.
 */
export async function readIndexedListings(payload: Payload, where?: Where): Promise<Record<Locale, IndexedListing[]>> {
  const docs: Array<Record<string, unknown>> = []
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'properties',
      locale: 'all',
      depth: 0,
      limit: READ_PAGE,
      page,
      sort: 'id',
      overrideAccess: false,
      where,
      select: indexSelect,
    })
    docs.push(...(result.docs as unknown as Array<Record<string, unknown>>))
    if (!result.hasNextPage) break
  }
  const { photos, projects } = await cardRelations(payload, docs as Array<{ photos?: unknown[] | null; project?: unknown }>, 'all')
  const byLocale = {} as Record<Locale, IndexedListing[]>
  for (const locale of LOCALES) {
    const relations = {
      photos: new Map([...photos].map(([id, media]) => [id, { ...media, alt: inLocale(media.alt, locale) }])),
      projects: new Map([...projects].map(([id, project]) => [id, localizedFields(project, PROJECT_LOCALIZED, locale)])),
    }
    byLocale[locale] = docs.map((raw) => {
      const d = localizedFields(raw, PROPERTY_LOCALIZED, locale)
      const titleLanguage = shownLanguage(raw.title, locale)
      const typeIds = [relationId(d.type), ...((d.extraTypes as unknown[] | null) ?? []).map(relationId)].filter(
        (id): id is number => id !== null,
      )
      return {
        ...toCard(d as unknown as CardDoc, relations as unknown as Awaited<ReturnType<typeof cardRelations>>),
        titleLang: titleLanguage && titleLanguage !== locale ? titleLanguage : null,
        featured: d.featured as boolean | null,
        inProject: relationId(d.project) !== null,
        mainTypeName: d.mainTypeName as string | null,
        typeIds,
        recordFile: d.recordFile as string | null,
        publishDate: time(d.publishDate),
        lat: typeof d.latitude === 'number' ? d.latitude : null,
        lng: typeof d.longitude === 'number' ? d.longitude : null,
        countryId: d.countryId as string | null,
        surfaceLiving: d.surfaceLiving as number | null,
        energyPerformance: d.energyPerformance as number | null,
        epcLabelText: d.epcLabelText as string | null,
        epcStatus: d.epcStatus as string | null,
        garden: d.garden as boolean | null,
        surfaceGarden: d.surfaceGarden as number | null,
        terrace: d.terrace as boolean | null,
        surfaceTerrace: d.surfaceTerrace as number | null,
        garage: d.garage as boolean | null,
        garages: d.garages as number | null,
      }
    })
  }
  return byLocale
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
    mentions: row.mentions,
    reducedAt: row.reducedAt,
    titleLang: row.titleLang,
  }
}
