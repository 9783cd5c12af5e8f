import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { getArticle, getMenuPage } from '@/data/content'
import { getProjectDetail, getProjectPaths, getPropertyDetail, getPropertyPaths } from '@/data/property'
import { getShell } from '@/data/shell'
import { isLocale, type Locale } from '@/i18n/locales'
import { imageRef } from '@/lib/image'
import { cleanDescription, lexicalPlainText } from '@/lib/text'
import { ProjectPage } from '@/projects/ProjectPage'
import { PropertyPage } from '@/properties/detail/PropertyPage'
import { parseListingPath, projectPath, propertyPath } from '@/routing/listingPaths'
import { ArticlePage } from '@/site/pages/ArticlePage'
import { MenuPage } from '@/site/pages/MenuPage'
import { enabledPaths, resolveRequest, sectionsByLocale, type ResolvedRequest } from '@/site/pageContext'
import { buildMetadata, siteOrigin } from '@/site/seo'

type Params = Promise<{ lang: string; path?: string[] }>

const populated = <T extends object>(value: T | number | null | undefined): T | null => (value && typeof value === 'object' ? value : null)

/** A listing detail path: the listing and its canonical path, or null when the id is unknown. */
async function resolveListing(request: ResolvedRequest) {
  const target = parseListingPath(request.path, request.sections)
  if (!target) return null
  if (target.kind === 'property') {
    const property = await getPropertyDetail(target.id, request.locale)
    if (!property) return { kind: 'missing' as const }
    return { kind: 'property' as const, property, canonical: propertyPath(request.sections, { ...property, project: populated(property.project) }) }
  }
  const project = await getProjectDetail(target.id, request.locale)
  if (!project) return { kind: 'missing' as const }
  return { kind: 'project' as const, project, canonical: projectPath(request.sections, project) }
}

// Pages render on first request and stay cached until a Payload hook expires one of their data tags.
export const dynamicParams = true
export async function generateStaticParams(): Promise<Array<{ lang: string; path?: string[] }>> {
  return []
}

/**
 * Every public page under a language: the route table (menus and articles, per language) decides what
 * the path shows, then listing detail paths; anything else is the spec's 404 page.
 */
export default async function PublicPage({ params }: { params: Params }) {
  const { lang, path } = await params
  if (!isLocale(lang)) notFound()
  const request = await resolveRequest(lang, path)
  if (request.entry?.target.kind === 'article') return <ArticlePage request={request} articleId={request.entry.target.id} />
  if (request.entry) return <MenuPage request={request} menuId={request.entry.target.id} />
  const listing = await resolveListing(request)
  if (!listing || listing.kind === 'missing') notFound()
  // Other valid paths of the same listing (old slug, missing municipality) lead to the canonical one.
  if (!request.preview && decodeURI(listing.canonical) !== request.path) permanentRedirect(listing.canonical)
  if (listing.kind === 'project') return <ProjectPage request={request} project={listing.project} />
  return <PropertyPage request={request} property={listing.property} />
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, path } = await params
  if (!isLocale(lang)) return {}
  const request = await resolveRequest(lang as Locale, path)
  const entry = request.entry
  const shell = await getShell(request.locale)
  const base = { origin: siteOrigin(), siteName: shell.siteName, locale: request.locale, defaultLocale: request.table.defaultLocale, noindex: request.preview }
  if (!entry) {
    const listing = await resolveListing(request)
    if (!listing || listing.kind === 'missing') return {}
    const sections = sectionsByLocale(request.table, request.table.enabled)
    if (listing.kind === 'project') {
      const { project } = listing
      return buildMetadata({ ...base, paths: await getProjectPaths(project.externalId, sections), title: `${project.title} · ${project.city}`, description: cleanDescription(project.description, 160), social: { image: imageRef(project.photos?.[0], project.title, 1360)?.src } })
    }
    const { property } = listing
    return buildMetadata({
      ...base,
      paths: await getPropertyPaths(property.externalId, sections),
      title: `${property.title} · ${property.city}`,
      description: cleanDescription(property.description, 160),
      social: { image: imageRef(property.photos?.[0], property.title, 1360)?.src },
    })
  }
  const paths = enabledPaths(entry, request.table.enabled)
  if (entry.target.kind === 'article') {
    const article = await getArticle(entry.target.id, request.locale)
    if (!article) return {}
    const description = cleanDescription(article.excerpt || lexicalPlainText(article.content), 160)
    return buildMetadata({ ...base, paths, title: article.title, description, social: { type: 'article', image: imageRef(article.image, article.title, 1360)?.src } })
  }
  const menu = await getMenuPage(entry.target.id, request.locale)
  if (!menu) return {}
  const meta = menu.isActiveSEO !== false ? menu.meta : undefined
  const media = (value: unknown) => imageRef(value, menu.title, 1360)?.src
  return buildMetadata({
    ...base,
    paths,
    title: meta?.metadataTitle || menu.title,
    description: meta?.metadataDescription || menu.description,
    social: { title: meta?.social?.title, description: meta?.social?.description, type: meta?.social?.type, url: meta?.social?.url, image: media(meta?.social?.image) ?? media(menu.banner?.image) ?? media(menu.image) },
    twitter: { title: meta?.shortMessage?.title, description: meta?.shortMessage?.description, site: meta?.shortMessage?.site, image: media(meta?.shortMessage?.image) },
    noindex: base.noindex || menu.pageType === 'feedback' || menu.pageType === 'login' || Boolean(menu.noReferrerNoFollow),
  })
}
