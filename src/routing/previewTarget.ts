import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import type { RouteTable } from './routeTable'

/**
 * What the admin asks to preview (issue 15.2) and where that is on the site. Pure: the admin's
 * Preview button and live preview build the request (collections/preview.ts), the staff-only route
 * /api/site/preview parses it and redirects to the page.
 */

const PREVIEW_ROUTE = '/api/site/preview'

/** Collections with a page of their own; `home` stands for the globals every page shows. */
const PREVIEW_COLLECTIONS = ['menus', 'articles', 'modules', 'projects', 'home'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export interface PreviewTarget {
  collection: PreviewCollection
  id?: string
  /** The admin's content language; the site's path is in that language. */
  locale?: string
  /** Opened by live preview inside the admin (the page then refreshes after every autosave). */
  live?: boolean
}

export function previewHref(target: PreviewTarget): string {
  const params = new URLSearchParams({ collection: target.collection })
  if (target.id) params.set('id', target.id)
  if (target.locale) params.set('locale', target.locale)
  if (target.live) params.set('live', '1')
  return `${PREVIEW_ROUTE}?${params.toString()}`
}

export interface ParsedPreview {
  collection: PreviewCollection
  id: number | null
  locale: Locale
}

/** The request's target, or null when it names nothing previewable (a 400). */
export function parsePreviewTarget(params: URLSearchParams): ParsedPreview | null {
  const collection = params.get('collection')
  if (!(PREVIEW_COLLECTIONS as readonly string[]).includes(collection ?? '')) return null
  const rawId = params.get('id')
  const id = rawId && /^\d{1,12}$/.test(rawId) ? Number(rawId) : null
  if (collection !== 'home' && id === null) return null
  const locale = params.get('locale')
  return { collection: collection as PreviewCollection, id, locale: isLocale(locale) ? locale : DEFAULT_LOCALE }
}

/**
 * The public path of a menu page or article in one language, from a route table that includes the
 * drafts; the language's home page when the draft has no path yet (an article without a category).
 */
export function draftPagePath(table: Pick<RouteTable, 'entries'>, kind: 'menu' | 'article', id: number, locale: Locale): string {
  const entry = table.entries.find((e) => e.target.kind === kind && e.target.id === id)
  return entry?.paths[locale] ?? `/${locale}/`
}

/** Only a path of the site itself may be the target of the redirect (never another host). */
export function isSitePath(path: string): boolean {
  return /^\/[a-z]{2}\//.test(path) && !path.startsWith('//') && !/[\\\s]/.test(path)
}
