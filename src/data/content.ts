import { IMAGE_FIELDS } from '../lib/image'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { Locale } from '../i18n/locales'
import { relationId } from '../lib/relation'
import { buildPropertyQuery, type Listing, type PropertyQuery } from '../listings/query'
import { parseSearch } from '../listings/searchParams'
import type { Article, Menu, Module } from '../payload-types'
import { PUBLIC_READ, type ContentRead } from '../reads/contentRead'
import { TAGS } from '../revalidation/tags'
import { payloadClient } from './payload'
import { draftRead } from './preview'
import { readPropertyCards, type PropertyCardData } from './propertyCards'

/** Cached reads of page content: menu pages with their modules, articles, and the items modules list. */

export type MenuPageDoc = Omit<Menu, 'modules'> & { modules: Module[] }

async function readMenuPage(id: number, locale: Locale, read: ContentRead): Promise<MenuPageDoc | null> {
  const payload = await payloadClient()
  try {
    const menu = await payload.findByID({
      collection: 'menus',
      id,
      locale,
      depth: 1,
      ...read,
      select: { children: false, legacyId: false },
    })
    // Hidden modules are not readable: they stay unpopulated ids and are dropped here.
    const modules = (menu.modules ?? []).filter((m): m is Module => typeof m === 'object' && m !== null && m.status === 'published')
    return { ...menu, modules }
  } catch {
    return null
  }
}

const getPublishedMenuPage = unstable_cache(async (id: number, locale: Locale) => readMenuPage(id, locale, PUBLIC_READ), ['menu-page'], {
  tags: [TAGS.menus, TAGS.modules, TAGS.media, TAGS.advisors],
})

/** A menu page with its modules: the published versions (cached), or the drafts in a staff preview (src/data/preview.ts). */
export async function getMenuPage(id: number, locale: Locale): Promise<MenuPageDoc | null> {
  const draft = await draftRead()
  return draft ? readMenuPage(id, locale, draft) : getPublishedMenuPage(id, locale)
}

/** The ancestors of a menu entry, root first (breadcrumbs). */
async function readMenuTrail(id: number, locale: Locale, read: ContentRead): Promise<Array<{ id: number; title: string }>> {
  const payload = await payloadClient()
  const trail: Array<{ id: number; title: string }> = []
  let current: number | null = id
  while (current !== null && trail.length < 6) {
    const doc: Pick<Menu, 'id' | 'title' | 'parent'> | null = await payload
      .findByID({ collection: 'menus', id: current, locale, depth: 0, ...read, select: { title: true, parent: true } })
      .catch(() => null)
    if (!doc) break
    trail.unshift({ id: doc.id, title: doc.title })
    current = relationId(doc.parent)
  }
  return trail
}

const getPublishedMenuTrail = unstable_cache(async (id: number, locale: Locale) => readMenuTrail(id, locale, PUBLIC_READ), ['menu-trail'], {
  tags: [TAGS.menus],
})

export async function getMenuTrail(id: number, locale: Locale): Promise<Array<{ id: number; title: string }>> {
  const draft = await draftRead()
  return draft ? readMenuTrail(id, locale, draft) : getPublishedMenuTrail(id, locale)
}

export type ArticleDoc = Article & { category: { id: number; name: string; breadcrumbPublic?: boolean | null; legacyId?: number | null } }

async function readArticle(id: number, locale: Locale, read: ContentRead): Promise<ArticleDoc | null> {
  const payload = await payloadClient()
  try {
    const article = await payload.findByID({ collection: 'articles', id, locale, depth: 2, ...read })
    if (typeof article.category !== 'object' || !article.category) return null
    return article as ArticleDoc
  } catch {
    return null
  }
}

const getPublishedArticle = unstable_cache(async (id: number, locale: Locale) => readArticle(id, locale, PUBLIC_READ), ['article'], {
  tags: [TAGS.articles, TAGS.categories, TAGS.media],
})

/** An article: its published version (cached), or its latest draft in a staff preview. */
export async function getArticle(id: number, locale: Locale): Promise<ArticleDoc | null> {
  const draft = await draftRead()
  return draft ? readArticle(id, locale, draft) : getPublishedArticle(id, locale)
}

const teaserSelect = {
  title: true,
  subtitle: true,
  excerpt: true,
  content: true,
  image: true,
  publishDate: true,
  category: true,
  slug: true,
} as const

export interface ArticlePage {
  docs: Article[]
  page: number
  totalPages: number
  totalDocs: number
}

/** Published articles of a category: ordered by `sort` then newest first (team and selling pages set the order). */
export const getCategoryArticles = unstable_cache(
  async (categoryId: number, locale: Locale, limit: number, page: number): Promise<ArticlePage> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'articles',
      locale,
      depth: 1,
      limit,
      page,
      overrideAccess: false,
      where: { category: { equals: categoryId } },
      sort: ['sort', '-publishDate'],
      select: teaserSelect,
    })
    return { docs: result.docs as Article[], page: result.page ?? page, totalPages: result.totalPages, totalDocs: result.totalDocs }
  },
  ['category-articles'],
  { tags: [TAGS.articles, TAGS.media] },
)

export const getArticlesByIds = unstable_cache(
  async (ids: number[], locale: Locale): Promise<Article[]> => {
    if (!ids.length) return []
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      locale,
      depth: 1,
      pagination: false,
      overrideAccess: false,
      where: { id: { in: ids } },
      select: teaserSelect,
    })
    const byId = new Map(docs.map((d) => [d.id, d as Article]))
    return ids.map((id) => byId.get(id)).filter((d): d is Article => Boolean(d))
  },
  ['articles-by-id'],
  { tags: [TAGS.articles, TAGS.media] },
)

export type { PropertyCardData } from './propertyCards'

/** One page of listing cards for a query: only the fields a card shows, first photos and projects in two extra reads. */
async function getPropertyCardsWhere(
  query: PropertyQuery,
  locale: Locale,
): Promise<{ cards: PropertyCardData[]; page: number; totalPages: number; totalDocs: number }> {
  return readPropertyCards(await payloadClient(), query, locale)
}

/** The first cards of a listing set (a module's property list without search). */
export const getPropertyCards = unstable_cache(
  async (listing: Listing, locale: Locale, limit: number): Promise<PropertyCardData[]> => {
    const query = buildPropertyQuery(
      listing,
      { ...parseSearch(new URLSearchParams()), sort: { key: 'date', direction: 'desc' } },
      new Map(),
      limit,
    )
    return (await getPropertyCardsWhere(query, locale)).cards
  },
  ['property-cards'],
  { tags: [TAGS.properties, TAGS.projects, TAGS.media] },
)

export interface ProjectCardData {
  id: number
  externalId: number
  title: string
  slug?: string | null
  city: string
  typeSummary?: string | null
  priceMin?: number | null
  priceMax?: number | null
  soldOut: boolean
  photo?: unknown
}

/** The newest projects as cards, read with the visitor's access: published projects, their published text only. */
export async function readProjectCards(
  payload: Payload,
  locale: Locale,
  limit: number,
  includeSoldOut: boolean,
): Promise<ProjectCardData[]> {
  const { docs } = await payload.find({
    collection: 'projects',
    locale,
    depth: 1,
    limit,
    overrideAccess: false,
    where: includeSoldOut ? {} : { status: { not_equals: 'sold-out' } },
    sort: ['-createdAt'],
    select: {
      externalId: true,
      title: true,
      slug: true,
      city: true,
      typeSummary: true,
      priceMin: true,
      priceMax: true,
      status: true,
      photos: true,
    },
    populate: { media: IMAGE_FIELDS },
  })
  return docs.map((d) => ({
    id: d.id,
    externalId: d.externalId,
    title: d.title,
    slug: d.slug,
    city: d.city,
    typeSummary: d.typeSummary,
    priceMin: d.priceMin,
    priceMax: d.priceMax,
    soldOut: d.status === 'sold-out',
    photo: d.photos?.[0] ?? null,
  }))
}

export const getProjectCards = unstable_cache(
  async (locale: Locale, limit: number, includeSoldOut: boolean): Promise<ProjectCardData[]> =>
    readProjectCards(await payloadClient(), locale, limit, includeSoldOut),
  ['project-cards'],
  { tags: [TAGS.projects, TAGS.media] },
)
