import { IMAGE_FIELDS } from '../lib/image'
import { unstable_cache } from 'next/cache'

import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { shownLanguage } from '../i18n/shownLanguage'
import { similarListings } from '../listings/similar'
import type { Property } from '../payload-types'
import { type PerLocale, perLocale } from '../reads/values'
import { TAGS } from '../revalidation/tags'
import { projectPath, propertyPath, type ListingSections } from '../routing/listingPaths'
import { getListingIndex } from './listingIndex'
import { payloadClient } from './payload'
import { cardOf } from './propertyCards'

/** Reads of the property and project detail pages. */

const text = (values: PerLocale, locale: Locale) => values[locale] || values.nl || ''

const mediaFields = IMAGE_FIELDS

export type PropertyDetail = Property & {
  /** The language of the title and description when not the page's (a Dutch text on /fr/, issue 37.9). */
  titleLang?: Locale | null
  descriptionLang?: Locale | null
  type: { id: number; name: string; webId: number } | number
  project: { id: number; externalId: number; title: string; slug?: string | null; city: string } | number | null
  advisor:
    | {
        id: number
        name?: string | null
        firstName: string
        lastName: string
        email: string
        phone?: string | null
        photo?: unknown
        role?: string | null
      }
    | number
    | null
}

export const getPropertyDetail = unstable_cache(
  async (externalId: number, locale: Locale): Promise<PropertyDetail | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      locale,
      depth: 1,
      limit: 1,
      pagination: false,
      overrideAccess: false,
      where: { externalId: { equals: externalId } },
      select: { owner: false, importHash: false, extraTypes: false },
      populate: {
        media: mediaFields,
        'property-types': { name: true, webId: true },
        projects: { externalId: true, title: true, slug: true, city: true },
        advisors: { name: true, firstName: true, lastName: true, email: true, phone: true, photo: true, role: true },
      },
    })
    const doc = docs[0] as PropertyDetail | undefined
    if (!doc) return null
    // Issue 37.9: the language the title and description are shown in, when Payload fell back to Dutch.
    const languages =
      locale === DEFAULT_LOCALE
        ? null
        : (
            await payload.find({
              collection: 'properties',
              locale: 'all',
              depth: 0,
              limit: 1,
              pagination: false,
              overrideAccess: false,
              where: { id: { equals: doc.id } },
              select: { title: true, description: true },
            })
          ).docs[0]
    const other = (values: unknown) => {
      const language = languages ? shownLanguage(values, locale) : null
      return language && language !== locale ? language : null
    }
    return { ...doc, titleLang: other(languages?.title), descriptionLang: other(languages?.description) }
  },
  ['property-detail'],
  { tags: [TAGS.properties, TAGS.projects, TAGS.media, TAGS.advisors, TAGS.propertyTypes] },
)

/** The public path of a property in every language (canonical redirect, hreflang, language switcher). */
export const getPropertyPaths = unstable_cache(
  async (externalId: number, sectionsByLocale: Partial<Record<Locale, ListingSections>>): Promise<Partial<Record<Locale, string>>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      locale: 'all',
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: false,
      where: { externalId: { equals: externalId } },
      select: { externalId: true, title: true, slug: true, city: true, goal: true, mainTypeName: true, project: true },
    })
    const property = docs[0]
    if (!property) return {}
    const projectId = typeof property.project === 'number' ? property.project : null
    const project = projectId
      ? (
          await payload.find({
            collection: 'projects',
            locale: 'all',
            depth: 0,
            limit: 1,
            pagination: false,
            overrideAccess: false,
            where: { id: { equals: projectId } },
            select: { externalId: true, title: true, slug: true, city: true },
          })
        ).docs[0]
      : undefined
    return Object.fromEntries(
      (Object.entries(sectionsByLocale) as Array<[Locale, ListingSections]>).map(([locale, sections]) => [
        locale,
        propertyPath(sections, {
          externalId: property.externalId,
          title: text(perLocale(property.title), locale),
          slug: text(perLocale(property.slug), locale),
          city: property.city,
          goal: property.goal,
          mainTypeName: property.mainTypeName,
          project: project
            ? {
                externalId: project.externalId,
                title: text(perLocale(project.title), locale),
                slug: text(perLocale(project.slug), locale),
                city: project.city,
              }
            : null,
        }),
      ]),
    )
  },
  ['property-paths'],
  { tags: [TAGS.properties, TAGS.projects] },
)

export const getProjectPaths = unstable_cache(
  async (externalId: number, sectionsByLocale: Partial<Record<Locale, ListingSections>>): Promise<Partial<Record<Locale, string>>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      locale: 'all',
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: false,
      where: { externalId: { equals: externalId } },
      select: { externalId: true, title: true, slug: true, city: true },
    })
    const project = docs[0]
    if (!project) return {}
    return Object.fromEntries(
      (Object.entries(sectionsByLocale) as Array<[Locale, ListingSections]>).map(([locale, sections]) => [
        locale,
        projectPath(sections, {
          externalId: project.externalId,
          title: text(perLocale(project.title), locale),
          slug: text(perLocale(project.slug), locale),
          city: project.city,
        }),
      ]),
    )
  },
  ['project-paths'],
  { tags: [TAGS.projects] },
)

/**
 * Up to four listings like this one (src/listings/similar.ts), from the index of what visitors see. Not an
 * `unstable_cache`: the index checks its generations through cached reads of its own, and nested in another
 * cached read Next runs those uncached, so every detail page read the whole index again. The index is in
 * memory and the detail page itself is cached.
 */
export async function getSimilarProperties(
  property: { id: number; goal: 'sale' | 'rent'; typeId: number | null; price: number | null; lat: number | null; lng: number | null },
  locale: Locale,
) {
  const index = await getListingIndex(locale)
  return similarListings(index.rows, property).map(cardOf)
}

export type ProjectDetail = import('../payload-types').Project & { units: ProjectUnit[] }

export interface ProjectUnit {
  id: number
  externalId: number
  title: string
  slug?: string | null
  status?: string | null
  floors?: number | null
  surface?: number | null
  bedrooms?: number | null
  price?: number | null
  publishPrice?: boolean | null
  priceUnit?: number | null
  goal: 'sale' | 'rent'
}

export const getProjectDetail = unstable_cache(
  async (externalId: number, locale: Locale): Promise<ProjectDetail | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      locale,
      depth: 1,
      limit: 1,
      pagination: false,
      overrideAccess: false,
      where: { externalId: { equals: externalId } },
      select: { units: false, importHash: false },
      populate: {
        media: mediaFields,
        'property-types': { name: true, webId: true },
        advisors: { name: true, firstName: true, lastName: true, email: true, phone: true, role: true },
      },
    })
    const project = docs[0]
    if (!project) return null
    const units = await payload.find({
      collection: 'properties',
      locale,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      where: { project: { equals: project.id } },
      sort: ['title', 'externalId'],
      select: {
        externalId: true,
        title: true,
        slug: true,
        status: true,
        floors: true,
        surfaceLiving: true,
        surfaceTotal: true,
        bedrooms: true,
        price: true,
        publishPrice: true,
        priceUnit: true,
        goal: true,
      },
    })
    return {
      ...(project as import('../payload-types').Project),
      units: units.docs.map((u) => ({
        id: u.id,
        externalId: u.externalId,
        title: u.title,
        slug: u.slug,
        status: u.status,
        floors: u.floors,
        surface: u.surfaceLiving ?? u.surfaceTotal ?? null,
        bedrooms: u.bedrooms,
        price: u.price,
        publishPrice: u.publishPrice,
        priceUnit: u.priceUnit,
        goal: u.goal,
      })),
    }
  },
  ['project-detail'],
  { tags: [TAGS.projects, TAGS.properties, TAGS.media] },
)
