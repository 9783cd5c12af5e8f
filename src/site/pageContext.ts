import { cache } from 'react'

import { getRouteTable } from '@/data/routes'
import type { Locale } from '@/i18n/locales'
import type { ListingSections } from '@/routing/listingPaths'
import { requestPath, splitPreview } from '@/routing/resolve'
import { resolvePublicPath, type RouteEntry } from '@/routing/routeTable'

export interface ResolvedRequest {
  locale: Locale
  path: string
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
  const path = requestPath(locale, rest)
  const entry = resolvePublicPath(table, path)
  const sectionPath = (original: string, fallback: string) => table.byOriginal.get(original)?.paths[locale] ?? `/${locale}/${fallback}/`
  const articlePaths = new Map(table.entries.filter((e) => e.target.kind === 'article').map((e) => [e.target.id, e.paths[locale]]))
  return {
    locale,
    path,
    preview,
    entry,
    table,
    sections: {
      forSale: sectionPath('/for-sale/', 'te-koop'),
      forRent: sectionPath('/for-rent/', 'te-huur'),
      newBuild: sectionPath('/nieuwbouw/', 'nieuwbouw'),
      projects: sectionPath('/projects/', 'projecten'),
    },
    articlePath: (id) => articlePaths.get(id),
  }
})

/** The enabled-language paths of an entry (hreflang alternates and the language switcher). */
export function enabledPaths(entry: RouteEntry, enabled: Locale[]): Partial<Record<Locale, string>> {
  return Object.fromEntries(enabled.filter((l) => entry.paths[l]).map((l) => [l, entry.paths[l]!]))
}
