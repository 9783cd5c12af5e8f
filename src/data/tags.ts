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
