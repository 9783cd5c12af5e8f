import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { cachedSearchOf } from '@/listings/canonicalSearch'
import { decodeSegment } from '@/routing/publicUrl'
import { PublicPage, publicMetadata } from '@/pageKinds/PublicPage'

type Params = Promise<{ lang: string; query: string; path?: string[] }>

/** A cached page's parameters may come still percent-encoded (its segment has nothing to encode, but a client may). */
const safeDecode = (segment: string) => decodeSegment(segment) ?? ''

// A canonical search (/nl/te-koop/?city=2400&rooms=3), rewritten here by src/proxy.ts with the search as
// the `query` segment (cacheSegment in src/listings/canonicalSearch.ts): rendered on its first request and
// then served from Next's cache, as the bare list page is, until a Payload hook expires one of the tags its
// reads carry (a listing saved, published or withdrawn expires `properties`). Nothing here reads the
// request, or the page would be rendered per request.
export const dynamicParams = true
export async function generateStaticParams(): Promise<Array<{ lang: string; query: string; path?: string[] }>> {
  return []
}

export default async function CachedResultsPage({ params }: { params: Params }) {
  const { lang, query, path } = await params
  const search = cachedSearchOf(safeDecode(query))
  if (!search) notFound()
  return <PublicPage lang={lang} path={path} search={search} />
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, query, path } = await params
  if (!cachedSearchOf(safeDecode(query))) return {}
  return publicMetadata({ lang, path, filtered: true })
}
