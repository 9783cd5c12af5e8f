/**
 * Shapes of the hand-written demo content. Every visitor text exists in nl, fr and en;
 * German is left empty on purpose so the fallback to Dutch is visible.
 */

export type Text3 = { nl: string; fr: string; en: string }

/** A paragraph-level piece of an article body; converted to Lexical rich text by the seed. */
export type BodyBlock =
  | { kind: 'h2' | 'h3' | 'p' | 'quote'; text: Text3 }
  | { kind: 'ul' | 'ol'; items: Text3[] }
  /** A link inside its own paragraph. */
  | { kind: 'link'; text: Text3; url: string }
  /** An embedded video (YouTube, Vimeo or mp4 URL, recognised by the spec's video rules). */
  | { kind: 'video'; url: string }
  /** One of the generated images of the shared pool (0-based index). */
  | { kind: 'image'; pool: number; alt: Text3 }

export interface SeedAdvisor {
  /** URL segment of the advisor's valuation page: /nl/gratis-schatting/{slug}/ and original /Gratis-schatting-{Slug}/. */
  slug: string
  firstName: string
  lastName: string
  email: string
  /** Belgian number, digits only, 10 digits for mobiles (04xx) or 9 for land lines. */
  phone: string
  role: Text3
  bio: Text3
}

export type CategoryKey = 'team' | 'testimonials' | 'blog' | 'vacancies' | 'selling' | 'home-services'

export interface SeedCategory {
  key: CategoryKey
  /** Category id of the original site (spec: 6 team, 9 testimonials, 11 blog, 13 vacancies). */
  legacyId: number
  name: Text3
  /** Public section segment per language, e.g. { nl: 'blog', fr: 'blog', en: 'blog' }. */
  section: Text3
  /** Section segment of the original site, e.g. 'blog', 'getuigenissen', 'Vacatures'. */
  originalSection: string
  /** Spec section 6: false for section parents like verkopen and getuigenissen, true for blog and home-services. */
  breadcrumbPublic: boolean
}

export interface SeedArticle {
  category: CategoryKey
  /** Slug of the original site (the Dutch slug, except one blog article whose Dutch slug differs). */
  originalSlug: string
  slug: Text3
  title: Text3
  /** Teaser, one or two sentences. */
  excerpt: Text3
  body: BodyBlock[]
  /** ISO date. */
  publishDate: string
  /** Cover image from the generated pool (0-based index). */
  image: number
  /** Team members: the person's job title. Testimonials: the customer's name and town. */
  subtitle?: Text3
}

/** Texts of one menu page (spec "Default site menu") and of the system pages. */
export interface SeedPageText {
  title: Text3
  description: Text3
  /** Public path segment per language (without slashes); home uses ''. */
  path: Text3
  metaTitle: Text3
  metaDescription: Text3
  bannerTitle?: Text3
  bannerDescription?: Text3
}
