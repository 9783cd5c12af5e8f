import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { LOCALES, type Locale } from '../i18n/locales'
import type { ContentRead } from '../reads/contentRead'
import { readRouteNodes, type RouteNodes } from '../reads/routeNodes'
import { TAGS } from '../revalidation/tags'
import { buildRouteTable, type RouteTable } from '../routing/routeTable'
import { payloadClient } from './payload'
import { draftRead } from './preview'
import { getSiteLanguages } from './site'

/**
 * What the route table is made of: one cached read for the whole site (about a hundred small rows),
 * expired by any menu, article or category save.
 */
const getRouteNodes = unstable_cache(async (): Promise<RouteNodes> => readRouteNodes(await payloadClient()), ['route-nodes'], {
  tags: [TAGS.menus, TAGS.articles, TAGS.categories],
})

type SiteRouteTable = RouteTable & { defaultLocale: Locale; enabled: Locale[] }

async function routeTableOf(nodes: Promise<RouteNodes>): Promise<SiteRouteTable> {
  const [{ menus, articles }, languages] = await Promise.all([nodes, getSiteLanguages()])
  const table = buildRouteTable({ menus, articles, locales: LOCALES, defaultLocale: languages.defaultLanguage })
  return { ...table, defaultLocale: languages.defaultLanguage, enabled: languages.enabled }
}

const draftNodes = async (read: ContentRead) => readRouteNodes(await payloadClient(), undefined, read)

/** The route table of the site, built once per request from the cached nodes (from the drafts in a staff preview). */
export const getRouteTable = cache(async (): Promise<SiteRouteTable> => {
  const draft = await draftRead()
  return routeTableOf(draft ? draftNodes(draft) : getRouteNodes())
})

/** The published pages only, whoever asks: what the sitemap lists (never a draft, not even to staff). */
export const getPublicRouteTable = cache(async (): Promise<SiteRouteTable> => routeTableOf(getRouteNodes()))

/** The route table from one staff member's drafts (the preview route, before draft mode is on for a request). */
export async function getDraftRouteTable(read: ContentRead): Promise<SiteRouteTable> {
  return routeTableOf(draftNodes(read))
}
