import { cleanDescription, lexicalPlainText } from './text'

/**
 * What a page shows search engines when staff leave its SEO title or description empty (issue 15,
 * point 6). One rule for the site's metadata and the admin's "generate" buttons and snippet preview.
 */
export type SeoKind = 'menus' | 'articles' | 'properties' | 'projects'

export interface SeoSource {
  title?: string | null
  description?: string | null
  excerpt?: string | null
  content?: unknown
  city?: string | null
}

/** A search result's description is cut by the engines at about 160 characters. */
const DESCRIPTION_LIMIT = 160

export function defaultSeoTitle(kind: SeoKind, doc: SeoSource): string {
  const title = doc.title?.trim() ?? ''
  if (kind === 'properties' || kind === 'projects') return [title, doc.city?.trim()].filter(Boolean).join(' · ')
  return title
}

export function defaultSeoDescription(kind: SeoKind, doc: SeoSource): string {
  if (kind === 'articles') return cleanDescription(doc.excerpt || lexicalPlainText(doc.content), DESCRIPTION_LIMIT)
  return cleanDescription(doc.description, DESCRIPTION_LIMIT)
}

/** The SEO title and description a page uses: staff's own where they wrote one, else the defaults. */
export function seoTexts(
  kind: SeoKind,
  doc: SeoSource & { meta?: { metadataTitle?: string | null; metadataDescription?: string | null } | null },
): { title: string; description: string } {
  return {
    title: doc.meta?.metadataTitle?.trim() || defaultSeoTitle(kind, doc),
    description: doc.meta?.metadataDescription?.trim() || defaultSeoDescription(kind, doc),
  }
}
