import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { getArticle, getMenuPage } from '@/data/content'
import { redirectFor } from '@/data/redirects'
import { getProjectDetail, getProjectPaths, getPropertyDetail, getPropertyPaths } from '@/data/property'
import { previewUser } from '@/data/preview'
import { getShell } from '@/data/shell'
import { isLocale, type Locale } from '@/i18n/locales'
import { imageRef } from '@/lib/image'
import { seoTexts } from '@/lib/seoDefaults'
import { ProjectPage } from './ProjectPage'
import { PropertyPage } from './PropertyPage'
import type { EstimateQuery } from '@/listings/estimate'
import type { PropertySearch } from '@/listings/searchParams'
import { parseListingPath, projectPath, propertyPath } from '@/routing/listingPaths'
import { menuRedirect } from '@/routing/menuLinks'
import { decodeSegment } from '@/routing/publicUrl'
import { enabledPaths, sectionsByLocale } from '@/routing/routeTable'
import { resolveRequest, type ResolvedRequest } from './resolve'
import { buildMetadata, siteOrigin } from '@/site/seo'

import { ArticlePage } from './ArticlePage'
import { MenuPage } from './MenuPage'

/** A path with invalid percent-encoding (/nl/%ff%fe/) names no page: 404, not a decoding error. */
const validPath = (lang: string, path: string[] = []) => isLocale(lang) && path.every((segment) => decodeSegment(segment) !== null)

/** The share image (og:image): the page's own SEO image, else its first picture, at the size Open Graph wants. */
const shareImage = (alt: string, ...candidates: unknown[]): string | undefined => {
  for (const candidate of candidates) {
    const src = imageRef(candidate, alt, 1360)?.src
    if (src) return src
  }
  return undefined
}

const populated = <T extends object>(value: T | number | null | undefined): T | null => (value && typeof value === 'object' ? value : null)

/** A listing detail path: the listing and its canonical path, or null when the id is unknown. */
async function resolveListing(request: ResolvedRequest) {
  const target = parseListingPath(request.path, request.sections)
  if (!target) return null
  if (target.kind === 'property') {
    const property = await getPropertyDetail(target.id, request.locale)
    if (!property) return { kind: 'missing' as const }
    return {
      kind: 'property' as const,
      property,
      canonical: propertyPath(request.sections, { ...property, project: populated(property.project) }),
    }
  }
  const project = await getProjectDetail(target.id, request.locale)
  if (!project) return { kind: 'missing' as const }
  return { kind: 'project' as const, project, canonical: projectPath(request.sections, project) }
}

/**
 * Every public page under a language: the route table (menus and articles, per language) decides what
 * the path shows, then listing detail paths; anything else is the spec's 404 page. `search` is the
 * query's property search on a filtered list URL (the cached-results or list-results route); the bare page has none.
 * `estimate` is the valuation page's instant-estimate query, likewise.
 */
export async function PublicPage({
  lang,
  path,
  search,
  estimate,
}: {
  lang: string
  path?: string[]
  search?: PropertySearch
  estimate?: EstimateQuery
}) {
  if (!validPath(lang, path)) notFound()
  const request = await resolveRequest(lang as Locale, path)
  if (request.entry?.target.kind === 'article') return <ArticlePage request={request} articleId={request.entry.target.id} />
  if (request.entry) {
    // A menu entry that leads elsewhere (e.g. an external child item) redirects from its own path too.
    const target = menuRedirect((await getMenuPage(request.entry.target.id, request.locale)) ?? {})
    if (target && !request.preview) redirect(target)
    return <MenuPage request={request} menuId={request.entry.target.id} search={search} estimate={estimate} />
  }
  const listing = await resolveListing(request)
  if (!listing || listing.kind === 'missing') {
    // An old path (a renamed page, a staff redirect) answers 308 to where its redirects lead.
    const location = request.preview ? undefined : await redirectFor(request.path)
    if (location) permanentRedirect(location)
    notFound()
  }
  // Other valid paths of the same listing (old slug, missing municipality) lead to the canonical one.
  if (!request.preview && decodeURI(listing.canonical) !== request.path) permanentRedirect(listing.canonical)
  if (listing.kind === 'project') return <ProjectPage request={request} project={listing.project} />
  return <PropertyPage request={request} property={listing.property} />
}

/**
 * The metadata of a public page. A filtered variant (`filtered`) keeps the canonical of its bare path
 * and is not indexed, so crawlers do not index every combination of filters.
 */
export async function publicMetadata({
  lang,
  path,
  filtered = false,
}: {
  lang: string
  path?: string[]
  filtered?: boolean
}): Promise<Metadata> {
  if (!validPath(lang, path)) return {}
  const request = await resolveRequest(lang as Locale, path)
  const entry = request.entry
  const shell = await getShell(request.locale)
  const base = {
    origin: siteOrigin(),
    siteName: shell.siteName,
    locale: request.locale,
    defaultLocale: request.table.defaultLocale,
    // A staff member's draft preview is never indexed either.
    noindex: request.preview || filtered || (await previewUser()) !== null,
  }
  if (!entry) {
    const listing = await resolveListing(request)
    if (!listing || listing.kind === 'missing') return {}
    const sections = sectionsByLocale(request.table, request.table.enabled)
    if (listing.kind === 'project') {
      const { project } = listing
      return buildMetadata({
        ...base,
        paths: await getProjectPaths(project.externalId, sections),
        ...seoTexts('projects', project),
        social: { image: shareImage(project.title, project.meta?.image, project.photos?.[0]) },
      })
    }
    const { property } = listing
    return buildMetadata({
      ...base,
      paths: await getPropertyPaths(property.externalId, sections),
      ...seoTexts('properties', property),
      social: { image: shareImage(property.title, property.meta?.image, property.photos?.[0]) },
    })
  }
  const paths = enabledPaths(entry, request.table.enabled)
  if (entry.target.kind === 'article') {
    const article = await getArticle(entry.target.id, request.locale)
    if (!article) return {}
    return buildMetadata({
      ...base,
      paths,
      ...seoTexts('articles', article),
      social: { type: 'article', image: shareImage(article.title, article.meta?.image, article.image) },
    })
  }
  const menu = await getMenuPage(entry.target.id, request.locale)
  if (!menu) return {}
  const meta = menu.isActiveSEO !== false ? menu.meta : undefined
  const media = (value: unknown) => imageRef(value, menu.title, 1360)?.src
  return buildMetadata({
    ...base,
    paths,
    ...seoTexts('menus', { ...menu, meta }),
    social: {
      title: meta?.social?.title,
      description: meta?.social?.description,
      type: meta?.social?.type,
      url: meta?.social?.url,
      image: shareImage(menu.title, meta?.social?.image, menu.banner?.image, menu.image),
    },
    twitter: {
      title: meta?.shortMessage?.title,
      description: meta?.shortMessage?.description,
      site: meta?.shortMessage?.site,
      image: media(meta?.shortMessage?.image),
    },
    noindex: base.noindex || menu.pageType === 'feedback' || menu.pageType === 'login' || Boolean(menu.noReferrerNoFollow),
  })
}
