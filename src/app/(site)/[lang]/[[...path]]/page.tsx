import type { Metadata } from 'next'

import { PublicPage, publicMetadata } from '@/pageKinds/PublicPage'

type Params = Promise<{ lang: string; path?: string[] }>

// Pages render on first request and stay cached until a Payload hook expires one of their data tags.
// A list URL with a search in its query is rendered by ../cached-results/ or ../list-results/ instead (src/proxy.ts).
export const dynamicParams = true
export async function generateStaticParams(): Promise<Array<{ lang: string; path?: string[] }>> {
  return []
}

export default async function Page({ params }: { params: Params }) {
  const { lang, path } = await params
  return <PublicPage lang={lang} path={path} />
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return publicMetadata(await params)
}
