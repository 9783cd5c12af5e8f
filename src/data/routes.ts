import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { LOCALES, type Locale } from '../i18n/locales'
import { buildRouteTable, type ArticleNode, type MenuNode, type RouteTable } from '../routing/routeTable'
import { payloadClient } from './payload'
import { getSiteLanguages } from './site'
import { TAGS } from './tags'
import { idOf, perLocale } from './values'




/**
 * What the route table is made of: the paths of every published page and article in every language.
 * One cached read for the whole site (about a hundred small rows), expired by any menu, article or
 * category save.
 */
const getRouteNodes = unstable_cache(
  async (): Promise<{ menus: MenuNode[]; articles: ArticleNode[] }> => {
    const payload = await payloadClient()
    const [menus, articles, categories] = await Promise.all([
      payload.find({
        collection: 'menus',
        locale: 'all',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        select: { path: true, originalPath: true, parent: true },
      }),
      payload.find({
        collection: 'articles',
        locale: 'all',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        select: { slug: true, originalSlug: true, category: true },
      }),
      payload.find({
        collection: 'categories',
        locale: 'all',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        select: { section: true, originalSection: true },
      }),
    ])
    const sections = new Map(categories.docs.map((c) => [c.id, c]))
    return {
      menus: menus.docs.map((m) => ({ id: m.id, parentId: idOf(m.parent), path: perLocale(m.path), originalPath: m.originalPath ?? null })),
      articles: articles.docs.flatMap((a) => {
        const category = sections.get(idOf(a.category) ?? -1)
        if (!category) return []
        return [{ id: a.id, slug: perLocale(a.slug), originalSlug: a.originalSlug ?? null, section: perLocale(category.section), originalSection: category.originalSection ?? null }]
      }),
    }
  },
  ['route-nodes'],
  { tags: [TAGS.menus, TAGS.articles, TAGS.categories] },
)

/** The route table of the site, built once per request from the cached nodes. */
export const getRouteTable = cache(async (): Promise<RouteTable & { defaultLocale: Locale; enabled: Locale[] }> => {
  const [nodes, languages] = await Promise.all([getRouteNodes(), getSiteLanguages()])
  const table = buildRouteTable({ ...nodes, locales: LOCALES, defaultLocale: languages.defaultLanguage })
  return { ...table, defaultLocale: languages.defaultLanguage, enabled: languages.enabled }
})
