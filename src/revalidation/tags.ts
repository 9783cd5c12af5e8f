/**
 * Cache tags of the public site's reads (src/data). Payload hooks revalidate exactly these,
 * so a saved document shows on the site at the next request.
 */
export const TAGS = {
  properties: 'properties',
  property: (id: number | string) => `property:${id}`,
  projects: 'projects',
  project: (id: number | string) => `project:${id}`,
  propertyTypes: 'property-types',
  cities: 'cities',
  menus: 'menus',
  redirects: 'redirects',
  modules: 'modules',
  articles: 'articles',
  article: (id: number | string) => `article:${id}`,
  categories: 'categories',
  testimonials: 'testimonials',
  advisors: 'advisors',
  media: 'media',
  translations: 'translations',
  global: (slug: string) => `global:${slug}`,
} as const

/**
 * Every tag of TAGS, as one check: the site's refresh endpoint (src/revalidation/siteRefresh.ts) expires exactly
 * the tags the site uses, and a tag added above is accepted there without a second list to keep. A tag
 * made by a function (`property:N`, `global:header`) is its fixed part followed by an id or a slug.
 */
const ID_OR_SLUG = '[A-Za-z0-9-]{1,64}'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const MARK = '\u0000'
const SITE_TAG = new RegExp(
  `^(?:${Object.values(TAGS)
    .map((tag) => (typeof tag === 'string' ? escape(tag) : escape(tag(MARK)).replace(MARK, ID_OR_SLUG)))
    .join('|')})$`,
)

/** Whether a string is one of the site's cache tags (TAGS). */
export const isSiteTag = (tag: string): boolean => SITE_TAG.test(tag)
