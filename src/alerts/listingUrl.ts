import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '../i18n/locales'
import { listingSections, projectPath, propertyPath, type ListingSections } from '../routing/listingPaths'
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

/** How a link is read. */
export interface LinkRead {
  /**
   * false when a visitor's request asks (a confirmation page, a form they sent): only a listing the public
   * may read is named, so a withdrawn or hidden one stays unnamed. true for the agency's own e-mails
   * written by jobs.
   */
  overrideAccess: boolean
  req?: PayloadRequest
  defaultLocale?: Locale
}

/**
 * The list sections of each language, from the menus as the site builds its route table (no Next cache
 * here: e-mails are written outside a page request, in a job or a form's transaction).
 */
async function sectionsByLocale(payload: Payload, { req, defaultLocale = 'nl', overrideAccess }: LinkRead) {
  const menus = await payload.find({
    collection: 'menus',
    locale: 'all',
    depth: 0,
    overrideAccess,
    pagination: false,
    req,
    select: { path: true, originalPath: true, parent: true },
  })
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
  return (locale: Locale): ListingSections => listingSections((original) => table.byOriginal.get(original)?.paths[locale], locale)
}

/**
 * The public title and absolute URL of a property in each asked language, for every e-mail that links
 * to a listing (alerts, confirmations, form e-mails; issue 37.9: never the original `/property/{id}/`).
 */
export async function listingLinks(
  payload: Payload,
  propertyId: number,
  locales: Locale[],
  origin: string,
  read: LinkRead,
): Promise<Map<Locale, LinkableListing>> {
  const { req, overrideAccess } = read
  const [sectionsOf, property] = await Promise.all([
    sectionsByLocale(payload, read),
    payload.findByID({
      collection: 'properties',
      id: propertyId,
      locale: 'all',
      depth: 0,
      overrideAccess,
      req,
      select: { externalId: true, title: true, slug: true, city: true, goal: true, mainTypeName: true, project: true },
    }),
  ])
  const projectId = relationId(property.project)
  const project = projectId
    ? await payload.findByID({
        collection: 'projects',
        id: projectId,
        locale: 'all',
        depth: 0,
        overrideAccess,
        req,
        select: { externalId: true, title: true, slug: true, city: true },
        // A project the public may not read (a draft) is left out of the path, as the site itself does.
        disableErrors: true,
      })
    : null
  const links = new Map<Locale, LinkableListing>()
  for (const locale of locales) {
    const title = inLocale(property.title as Localized, locale)
    const path = propertyPath(sectionsOf(locale), {
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

/** The public title and absolute URL of a project in each asked language (the project form's e-mails). */
export async function projectLinks(
  payload: Payload,
  projectId: number,
  locales: Locale[],
  origin: string,
  read: LinkRead,
): Promise<Map<Locale, LinkableListing>> {
  const { req, overrideAccess } = read
  const [sectionsOf, project] = await Promise.all([
    sectionsByLocale(payload, read),
    payload.findByID({
      collection: 'projects',
      id: projectId,
      locale: 'all',
      depth: 0,
      overrideAccess,
      req,
      select: { externalId: true, title: true, slug: true, city: true },
    }),
  ])
  const links = new Map<Locale, LinkableListing>()
  for (const locale of locales) {
    const title = inLocale(project.title as Localized, locale)
    const path = projectPath(sectionsOf(locale), {
      externalId: project.externalId,
      title,
      slug: inLocale(project.slug as Localized, locale),
      city: project.city,
    })
    links.set(locale, { title, url: `${origin}${path}` })
  }
  return links
}
