import type { ShellData } from '@/data/shell'
import type { Translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import type { ImageRef } from '@/lib/image'
import type { PropertySearch } from '@/listings/searchParams'
import type { Module } from '@/payload-types'
import type { ListingSections } from '@/routing/listingPaths'
import type { SliderLabels } from '@/site/Slider'

/** One entry a module view shows (an article, team member, testimonial…), already translated and linked. */
export interface ViewItem {
  id: number
  title: string
  subtitle?: string | null
  text: string
  href?: string
  image: ImageRef | null
  date?: string
}

export interface ViewLabels {
  readMore: string
  /** "Read more about {title}" for screen readers. */
  readMoreAbout: string
  publishedOn: string
}

export interface ViewProps {
  items: ViewItem[]
  perRow: number
  labels: ViewLabels
  headingLevel: 2 | 3
}

/** What every module needs from its page: language, texts, paths and the page's own state. */
export interface ModuleContext {
  locale: Locale
  t: Translator
  /** Public path of each article in the page's language. */
  articlePath: (id: number) => string | undefined
  sections: ListingSections
  organisation: ShellData['organisation']
  /** The page being shown and its page number (/nl/blog/2/: paged category modules). */
  path: string
  page: number
  valuationHref: string | null
  /** The privacy statement in the page's language (forms link it, spec section 5). */
  privacyHref: string | null
  sliderLabels: SliderLabels
  /** The property search of a filtered list URL (cached-results or list-results route); none on the bare list page. */
  search?: PropertySearch
}

/** The props of a module block's Component (src/views/blocks/<Block>.tsx): its data, its module, the page. */
export interface BlockProps<B> {
  block: B
  module: Module
  ctx: ModuleContext
  /** Heading level of each item: 3 under a visible module title, else 2. */
  itemHeading: 2 | 3
}

/** The views a module can show its items in (spec "Module": views). */
export type ModuleView = Module['view']
