import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { ESTIMATE_FIELDS, ESTIMATE_PARAM, type EstimateQuery } from '@/listings/estimate'
import { LIST_RESULTS_HEADER } from '@/listings/listResults'
import { parseSearch, SEARCH_PARAMS } from '@/listings/searchParams'
import { PublicPage, publicMetadata } from '@/pageKinds/PublicPage'

type Params = Promise<{ lang: string; path?: string[] }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * A public page whose query holds a property search without a bounded set of values (a free text, a map
 * area: /nl/te-koop/?bbox=…) or a search on a staff preview path, rewritten here by src/proxy.ts:
 * rendered per request, so its HTML carries the real results (from the in-memory listing index; the
 * page's other reads are the cached ones). Every other search is cached (../cached-results/,
 * src/listings/listResults.ts). A direct request to this path is not a page.
 * A query with an instant estimate (?estimate=1&town=…, issue 37.7) is rendered here too, with its answer.
 */
export default async function ListResultsPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  if (!(await headers()).has(LIST_RESULTS_HEADER)) notFound()
  const [{ lang, path }, query] = await Promise.all([params, searchParams])
  const search = SEARCH_PARAMS.some((key) => key in query) ? parseSearch(query) : undefined
  const estimate =
    ESTIMATE_PARAM in query ? (Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, query[field]])) as EstimateQuery) : undefined
  return <PublicPage lang={lang} path={path} search={search} estimate={estimate} />
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return publicMetadata({ ...(await params), filtered: true })
}
