import { cache } from 'react'

import { getRouteTable } from '@/data/routes'
import type { Locale } from '@/i18n/locales'
import type { ListingSections } from '@/routing/listingPaths'
import { requestPath, splitPreview } from './requestPath'
import { splitPagePath } from '@/routing/pageNumbers'
import { resolvePublicPath, sectionsFor, type RouteEntry } from '@/routing/routeTable'

export interface ResolvedRequest {
  locale: Locale
  path: string
  /** Page of a paged module list (/nl/blog/2/ is page 2 of /nl/blog/). */
  page: number
  preview: boolean
  entry: RouteEntry | undefined
  table: Awaited<ReturnType<typeof getRouteTable>>
  sections: ListingSections
  articlePath: (id: number) => string | undefined
}

/** What a request under /{lang}/… shows: the route table entry of its path (one lookup per request). */
export const resolveRequest = cache(async (locale: Locale, segments: string[] = []): Promise<ResolvedRequest> => {
  const table = await getRouteTable()
  const { preview, segments: rest } = splitPreview(segments)
  let path = requestPath(locale, rest)
  let entry = resolvePublicPath(table, path)
  let page = 1
  const paged = entry ? null : splitPagePath(path)
  const pagedEntry = paged ? resolvePublicPath(table, paged.base) : undefined
  if (paged && pagedEntry?.target.kind === 'menu') {
    path = paged.base
    entry = pagedEntry
    page = paged.page
  }
  const articlePaths = new Map(table.entries.filter((e) => e.target.kind === 'article').map((e) => [e.target.id, e.paths[locale]]))
  return {
    locale,
    path,
    page,
    preview,
    entry,
    table,
    sections: sectionsFor(table, locale),
    articlePath: (id) => articlePaths.get(id),
  }
})
