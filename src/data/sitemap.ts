import { unstable_cache } from 'next/cache'

import { relationId } from '../lib/relation'
import { perLocale } from '../reads/values'
import { TAGS } from '../revalidation/tags'
import { payloadClient } from './payload'

/** What the sitemap lists besides the route table: published listings and projects with their slugs in every language. */
export const getSitemapListings = unstable_cache(
  async () => {
    const payload = await payloadClient()
    const [properties, projects, menus] = await Promise.all([
      payload.find({
        collection: 'properties',
        locale: 'all',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        select: { externalId: true, title: true, slug: true, city: true, goal: true, mainTypeName: true, project: true, updatedAt: true },
      }),
      payload.find({
        collection: 'projects',
        locale: 'all',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        select: { externalId: true, title: true, slug: true, city: true, updatedAt: true },
      }),
      payload.find({
        collection: 'menus',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        select: { pageType: true, noReferrerNoFollow: true, updatedAt: true, redirect: true },
      }),
    ])
    const projectById = new Map(projects.docs.map((p) => [p.id, p]))
    return {
      properties: properties.docs.map((p) => {
        const project = projectById.get(relationId(p.project) ?? -1)
        return {
          externalId: p.externalId,
          title: perLocale(p.title),
          slug: perLocale(p.slug),
          city: p.city,
          goal: p.goal,
          mainTypeName: p.mainTypeName,
          updatedAt: p.updatedAt,
          project: project
            ? { externalId: project.externalId, title: perLocale(project.title), slug: perLocale(project.slug), city: project.city }
            : null,
        }
      }),
      projects: projects.docs.map((p) => ({
        externalId: p.externalId,
        title: perLocale(p.title),
        slug: perLocale(p.slug),
        city: p.city,
        updatedAt: p.updatedAt,
      })),
      /** Menu pages that are not indexed (thank-you, login, no-follow, redirects). */
      hiddenMenus: menus.docs.filter((m) => m.pageType !== 'module' || m.noReferrerNoFollow || m.redirect).map((m) => m.id),
      menuUpdatedAt: Object.fromEntries(menus.docs.map((m) => [m.id, m.updatedAt])),
    }
  },
  ['sitemap-listings'],
  { tags: [TAGS.properties, TAGS.projects, TAGS.menus] },
)
