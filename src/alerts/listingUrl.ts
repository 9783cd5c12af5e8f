import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '../i18n/locales'
import { listingSections, propertyPath } from '../routing/listingPaths'
import { buildRouteTable } from '../routing/routeTable'
import { LOCALES } from '../i18n/locales'
import { relationId } from '../lib/relation'

type Localized = Partial<Record<Locale, string | null>> | string | null | undefined

const inLocale = (value: Localized, locale: Locale): string =>
  (typeof value === 'string' ? value : (value?.[locale] ?? value?.nl ?? '')) || ''

export interface LinkableListing {
  title: string
  url: string
}

/**
 * The public title and absolute URL of a property in each asked language, for e-mails sent outside a
 * page request (no Next cache here): the route table is built from the menus like the site builds it.
 */
export async function listingLinks(
  payload: Payload,
  propertyId: number,
  locales: Locale[],
  origin: string,
  req?: PayloadRequest,
  defaultLocale: Locale = 'nl',
): Promise<Map<Locale, LinkableListing>> {
  const [menus, property] = await Promise.all([
    payload.find({
      collection: 'menus',
      locale: 'all',
      depth: 0,
      overrideAccess: true,
      pagination: false,
      req,
      select: { path: true, originalPath: true, parent: true },
    }),
    payload.findByID({
      collection: 'properties',
      id: propertyId,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
      req,
      select: { externalId: true, title: true, slug: true, city: true, goal: true, mainTypeName: true, project: true },
    }),
  ])
  const table = buildRouteTable({
    menus: menus.docs.map((m) => ({
      id: m.id,
      parentId: relationId(m.parent),
      path: (m.path ?? {}) as Partial<Record<Locale, string>>,
      originalPath: m.originalPath ?? null,
    })),
    articles: [],
    locales: LOCALES,
    defaultLocale,
  })
  const projectId = relationId(property.project)
  const project = projectId
    ? await payload.findByID({
        collection: 'projects',
        id: projectId,
        locale: 'all',
        depth: 0,
        overrideAccess: true,
        req,
        select: { externalId: true, title: true, slug: true, city: true },
      })
    : null
  const links = new Map<Locale, LinkableListing>()
  for (const locale of locales) {
    const title = inLocale(property.title as Localized, locale)
    const sections = listingSections((original) => table.byOriginal.get(original)?.paths[locale], locale)
    const path = propertyPath(sections, {
      externalId: property.externalId,
      title,
      slug: inLocale(property.slug as Localized, locale),
      city: property.city,
      goal: property.goal,
      mainTypeName: property.mainTypeName,
      project: project
        ? {
            externalId: project.externalId,
            title: inLocale(project.title as Localized, locale),
            slug: inLocale(project.slug as Localized, locale),
            city: project.city,
          }
        : null,
    })
    links.set(locale, { title, url: `${origin}${path}` })
  }
  return links
}
