import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getArticle, getMenuPage } from '@/data/content'
import { getShell } from '@/data/shell'
import { isLocale, type Locale } from '@/i18n/locales'
import { imageRef } from '@/lib/image'
import { cleanDescription, lexicalPlainText } from '@/lib/text'
import { ArticlePage } from '@/site/pages/ArticlePage'
import { MenuPage } from '@/site/pages/MenuPage'
import { enabledPaths, resolveRequest } from '@/site/pageContext'
import { buildMetadata, siteOrigin } from '@/site/seo'

type Params = Promise<{ lang: string; path?: string[] }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * Every public page under a language: the route table (menus and articles, per language) decides what
 * the path shows; anything else is the spec's 404 page.
 */
export default async function PublicPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { lang, path } = await params
  if (!isLocale(lang)) notFound()
  const request = await resolveRequest(lang, path)
  if (!request.entry) notFound()
  if (request.entry.target.kind === 'article') return <ArticlePage request={request} articleId={request.entry.target.id} />
  return <MenuPage request={request} menuId={request.entry.target.id} query={await searchParams} />
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, path } = await params
  if (!isLocale(lang)) return {}
  const request = await resolveRequest(lang as Locale, path)
  const entry = request.entry
  if (!entry) return {}
  const [shell] = await Promise.all([getShell(request.locale)])
  const base = {
    origin: siteOrigin(),
    siteName: shell.siteName,
    locale: request.locale,
    defaultLocale: request.table.defaultLocale,
    paths: enabledPaths(entry, request.table.enabled),
    noindex: request.preview,
  }
  if (entry.target.kind === 'article') {
    const article = await getArticle(entry.target.id, request.locale)
    if (!article) return {}
    const description = cleanDescription(article.excerpt || lexicalPlainText(article.content), 160)
    return buildMetadata({ ...base, title: article.title, description, social: { type: 'article', image: imageRef(article.image, article.title, 1360)?.src } })
  }
  const menu = await getMenuPage(entry.target.id, request.locale)
  if (!menu) return {}
  const meta = menu.isActiveSEO !== false ? menu.meta : undefined
  const media = (value: unknown) => imageRef(value, menu.title, 1360)?.src
  return buildMetadata({
    ...base,
    title: meta?.metadataTitle || menu.title,
    description: meta?.metadataDescription || menu.description,
    social: { title: meta?.social?.title, description: meta?.social?.description, type: meta?.social?.type, url: meta?.social?.url, image: media(meta?.social?.image) ?? media(menu.banner?.image) ?? media(menu.image) },
    twitter: { title: meta?.shortMessage?.title, description: meta?.shortMessage?.description, site: meta?.shortMessage?.site, image: media(meta?.shortMessage?.image) },
    noindex: base.noindex || menu.pageType === 'feedback' || menu.pageType === 'login' || Boolean(menu.noReferrerNoFollow),
  })
}
