import type { MetadataRoute } from 'next'

import { getPublicRouteTable } from '@/data/routes'
import { getSitemapListings } from '@/data/sitemap'
import type { Locale } from '@/i18n/locales'
import { projectPath, propertyPath, type ListingSections } from '@/routing/listingPaths'
import { sectionsFor } from '@/routing/routeTable'
import { siteOrigin } from '@/site/seo'

/** sitemap.xml: every indexable page, article, property and project, with its path in each enabled language. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [table, listings] = await Promise.all([getPublicRouteTable(), getSitemapListings()])
  const origin = siteOrigin()
  const enabled = table.enabled
  const hidden = new Set(listings.hiddenMenus)
  const entry = (paths: Partial<Record<Locale, string>>, lastModified?: string): MetadataRoute.Sitemap[number] => {
    const languages = Object.fromEntries(enabled.filter((l) => paths[l]).map((l) => [l, `${origin}${paths[l]}`]))
    return { url: `${origin}${paths[table.defaultLocale] ?? Object.values(paths)[0]}`, lastModified, alternates: { languages } }
  }
  const sections = (locale: Locale): ListingSections => sectionsFor(table, locale)
  const perLanguage = <T>(build: (locale: Locale) => T) => Object.fromEntries(enabled.map((l) => [l, build(l)])) as Record<Locale, T>
  const localeSections = perLanguage(sections)
  const text = (values: Partial<Record<Locale, string | null>>, locale: Locale) => values[locale] || values[table.defaultLocale] || ''

  return [
    ...table.entries
      .filter((e) => e.target.kind === 'article' || !hidden.has(e.target.id))
      .map((e) => entry(e.paths, e.target.kind === 'menu' ? listings.menuUpdatedAt[e.target.id] : undefined)),
    ...listings.projects.map((project) =>
      entry(
        perLanguage((l) => projectPath(localeSections[l], { ...project, title: text(project.title, l), slug: text(project.slug, l) })),
        project.updatedAt,
      ),
    ),
    ...listings.properties.map((property) =>
      entry(
        perLanguage((l) =>
          propertyPath(localeSections[l], {
            ...property,
            title: text(property.title, l),
            slug: text(property.slug, l),
            project: property.project
              ? { ...property.project, title: text(property.project.title, l), slug: text(property.project.slug, l) }
              : null,
          }),
        ),
        property.updatedAt,
      ),
    ),
  ]
}
