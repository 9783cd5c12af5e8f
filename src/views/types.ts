import type { ImageRef } from '@/lib/image'

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
