import { isNewBuildType } from '../lib/newBuild'
import { slugify } from '../lib/slug'

/**
 * Public paths of listings (spec "Detail pages"): /{lang}/te-koop/{municipality}/{slug}/{id}/ (te-huur
 * for rentals), /{lang}/nieuwbouw/{municipality}/{slug}/{id}/ for a standalone new build,
 * /{lang}/projecten/{town}/{project-slug}/{projectId}/ and, for a unit of a project,
 * /{lang}/projecten/{municipality}/{project-slug}/{projectId}/{slug}/{id}/. The section paths come from
 * the route table (the list pages' menu paths in the language); the municipality segment is left out
 * when a listing has no town. Slugs are cut at about 70 characters.
 */

const segment = (value: string | null | undefined) => (value ? slugify(value) : '')
const join = (...parts: Array<string | number>) => parts.filter((p) => p !== '').join('/')

export interface ListingSections {
  forSale: string
  forRent: string
  newBuild: string
  projects: string
}

/** The list pages under which listings live in one language: their menu paths by original path, or the Dutch defaults. */
export function listingSections(pathOfOriginal: (original: string) => string | undefined, locale: string): ListingSections {
  const path = (original: string, fallback: string) => pathOfOriginal(original) ?? `/${locale}/${fallback}/`
  return {
    forSale: path('/for-sale/', 'te-koop'),
    forRent: path('/for-rent/', 'te-huur'),
    newBuild: path('/nieuwbouw/', 'nieuwbouw'),
    projects: path('/projects/', 'projecten'),
  }
}

export interface PropertyPathInput {
  externalId: number
  title: string
  slug?: string | null
  city?: string | null
  goal: 'sale' | 'rent'
  /** The CRM main type ("Nieuwbouw woning" marks a new build). */
  mainTypeName?: string | null
  project?: { externalId: number; title: string; slug?: string | null; city?: string | null } | null
}

/**
 * A standalone new build: a property the CRM types as new ("Nieuwbouw woning", spec section 3
 * MainTypeName) that is not a unit of a project (units live under their project's path). Its public
 * path is under the new-build section.
 */
export function isStandaloneNewBuild(property: Pick<PropertyPathInput, 'mainTypeName' | 'project'>): boolean {
  return !property.project && isNewBuildType(property.mainTypeName)
}

export function projectPath(
  sections: Pick<ListingSections, 'projects'>,
  project: { externalId: number; title: string; slug?: string | null; city?: string | null },
): string {
  return `${sections.projects}${join(segment(project.city), project.slug || segment(project.title), project.externalId)}/`
}

export function propertyPath(sections: ListingSections, property: PropertyPathInput): string {
  const slug = property.slug || segment(property.title)
  if (property.project) return `${projectPath(sections, property.project)}${join(slug, property.externalId)}/`
  const section = isStandaloneNewBuild(property) ? sections.newBuild : property.goal === 'rent' ? sections.forRent : sections.forSale
  return `${section}${join(segment(property.city), slug, property.externalId)}/`
}

export type ListingTarget = { kind: 'property'; id: number } | { kind: 'project'; id: number }

const isId = (segment: string | undefined) => Boolean(segment && /^\d{1,9}$/.test(segment))

/**
 * What a detail path points at: the last numeric segment is the listing id. Under the projects section
 * a numeric segment followed by more segments is the project of a unit. The slug and municipality are
 * not trusted (the page redirects to the canonical path).
 */
export function parseListingPath(path: string, sections: ListingSections): ListingTarget | null {
  const normalized = path.endsWith('/') ? path : `${path}/`
  const rest = (section: string) =>
    normalized.startsWith(section) && normalized !== section ? normalized.slice(section.length).split('/').filter(Boolean) : null
  for (const section of [sections.forSale, sections.forRent, sections.newBuild]) {
    const segments = rest(section)
    if (segments && segments.length <= 3 && isId(segments.at(-1))) return { kind: 'property', id: Number(segments.at(-1)) }
  }
  const segments = rest(sections.projects)
  if (!segments || !isId(segments.at(-1)) || segments.length > 5) return null
  const projectAt = segments.slice(0, -1).findIndex(isId)
  if (projectAt >= 0 && projectAt < segments.length - 1) return { kind: 'property', id: Number(segments.at(-1)) }
  return segments.length <= 3 ? { kind: 'project', id: Number(segments.at(-1)) } : null
}
