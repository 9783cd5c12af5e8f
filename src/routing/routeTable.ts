import type { Locale } from '../i18n/locales'
import { listingSections, type ListingSections } from './listingPaths'

/**
 * The route table (architecture "Routing"): every page's public path per language, computed from the
 * data (menu paths, category sections and article slugs), and the original path it replaces. Pure:
 * the resolver, the language switcher, menu links and the legacy redirects all read it.
 */

type PerLocale = Partial<Record<Locale, string | null>>

export interface MenuNode {
  id: number
  parentId: number | null
  /** Path segment per language; the home page has none. */
  path: PerLocale
  originalPath?: string | null
}

export interface ArticleNode {
  id: number
  slug: PerLocale
  originalSlug?: string | null
  /** The article's category: its section segment per language and on the original site. */
  section: PerLocale
  originalSection?: string | null
}

export type RouteTarget = { kind: 'menu'; id: number } | { kind: 'article'; id: number }

export interface RouteEntry {
  target: RouteTarget
  /** Public path per language, e.g. { nl: '/nl/te-koop/', fr: '/fr/a-vendre/' }. */
  paths: Partial<Record<Locale, string>>
  original?: string
}

export interface RouteTable {
  entries: RouteEntry[]
  byPath: Map<string, RouteEntry>
  byOriginal: Map<string, RouteEntry>
}

/** "/nl/te-koop/": lower-case segments, one slash between, a trailing slash. */
export function publicPath(locale: Locale, segments: Array<string | null | undefined>): string {
  const parts = segments.filter((s): s is string => Boolean(s && s.trim())).map((s) => s.trim().replace(/^\/+|\/+$/g, ''))
  return `/${[locale, ...parts].join('/')}/`
}

/** Original paths compare without case and with a trailing slash: /For-rent and /for-rent/ are one. */
export function normalizeOriginal(path: string): string {
  const trimmed = path.trim().toLowerCase().replace(/\/+$/, '')
  return `${trimmed.startsWith('/') ? '' : '/'}${trimmed}/`.replace(/^\/\/$/, '/')
}

const valueIn = (values: PerLocale, locale: Locale, fallback: Locale): string | undefined =>
  (values[locale] ?? values[fallback] ?? undefined) || undefined

/** Segments of a menu entry from the root down, in one language (a missing segment falls back to the default language's). */
function menuSegments(menu: MenuNode, byId: Map<number, MenuNode>, locale: Locale, fallback: Locale): string[] {
  const segments: string[] = []
  const seen = new Set<number>()
  for (let node: MenuNode | undefined = menu; node && !seen.has(node.id); node = node.parentId ? byId.get(node.parentId) : undefined) {
    seen.add(node.id)
    const segment = valueIn(node.path, locale, fallback)
    if (segment) segments.unshift(segment)
  }
  return segments
}

export function buildRouteTable(input: {
  menus: MenuNode[]
  articles: ArticleNode[]
  locales: readonly Locale[]
  defaultLocale: Locale
}): RouteTable {
  const { menus, articles, locales, defaultLocale } = input
  const byId = new Map(menus.map((m) => [m.id, m]))
  const entries: RouteEntry[] = []
  for (const menu of menus) {
    const paths = Object.fromEntries(locales.map((locale) => [locale, publicPath(locale, menuSegments(menu, byId, locale, defaultLocale))]))
    entries.push({
      target: { kind: 'menu', id: menu.id },
      paths,
      original: menu.originalPath ? normalizeOriginal(menu.originalPath) : undefined,
    })
  }
  for (const article of articles) {
    const paths = Object.fromEntries(
      locales.map((locale) => [
        locale,
        publicPath(locale, [valueIn(article.section, locale, defaultLocale), valueIn(article.slug, locale, defaultLocale)]),
      ]),
    )
    const original =
      article.originalSection && article.originalSlug
        ? normalizeOriginal(`/${article.originalSection}/${article.originalSlug}/`)
        : undefined
    entries.push({ target: { kind: 'article', id: article.id }, paths, original })
  }
  const byPath = new Map<string, RouteEntry>()
  const byOriginal = new Map<string, RouteEntry>()
  for (const entry of entries) {
    // The first entry claims a path: menus come before articles, so a page wins over a same-named article.
    for (const path of Object.values(entry.paths)) if (path && !byPath.has(path)) byPath.set(path, entry)
    if (entry.original && !byOriginal.has(entry.original)) byOriginal.set(entry.original, entry)
  }
  return { entries, byPath, byOriginal }
}

/** The page of a public path such as /nl/te-koop/ (case-insensitive, slash optional), if any. */
export function resolvePublicPath(table: RouteTable, pathname: string): RouteEntry | undefined {
  return table.byPath.get(normalizeOriginal(pathname))
}

/** Spec section 2: an original path redirects to the public path in the default language. */
export function redirectForOriginal(table: RouteTable, pathname: string, defaultLocale: Locale): string | undefined {
  return table.byOriginal.get(normalizeOriginal(pathname))?.paths[defaultLocale]
}

/** Spec section 2: switching language opens the same page in the other language; unknown gives "/". */
export function switchLanguage(table: RouteTable, pathname: string, target: Locale): string {
  return resolvePublicPath(table, pathname)?.paths[target] ?? '/'
}

/** The list pages under which listings live, in one language (their menu paths). */
export function sectionsFor(table: Pick<RouteTable, 'byOriginal'>, locale: Locale): ListingSections {
  return listingSections((original) => table.byOriginal.get(original)?.paths[locale], locale)
}

/** The listing sections of every enabled language (hreflang and the language switcher of detail pages). */
export function sectionsByLocale(table: Pick<RouteTable, 'byOriginal'>, enabled: Locale[]): Partial<Record<Locale, ListingSections>> {
  return Object.fromEntries(enabled.map((locale) => [locale, sectionsFor(table, locale)]))
}

/** The enabled-language paths of an entry (hreflang alternates and the language switcher). */
export function enabledPaths(entry: RouteEntry, enabled: Locale[]): Partial<Record<Locale, string>> {
  return Object.fromEntries(enabled.filter((l) => entry.paths[l]).map((l) => [l, entry.paths[l]!]))
}

/**
 * Who already has the public path a menu entry would get in `locale` (its parent's path plus its own
 * segment): another page or an article. Two entries on one path show only the first, so the second
 * was saved and never appeared (issue 36.9); the menu form refuses it and names the holder. `menu` is
 * the entry as it is being saved (a new one has no id yet: any id not in `nodes`).
 */
export function pathTakenBy(
  nodes: { menus: MenuNode[]; articles: ArticleNode[] },
  menu: MenuNode,
  locale: Locale,
  defaultLocale: Locale,
): { path: string; target: RouteTarget } | undefined {
  const table = buildRouteTable({
    menus: [...nodes.menus.filter((m) => m.id !== menu.id), menu],
    articles: nodes.articles,
    locales: [locale],
    defaultLocale,
  })
  const own = table.entries.find((e) => e.target.kind === 'menu' && e.target.id === menu.id)
  const path = own?.paths[locale]
  const holder = path ? table.entries.find((e) => e !== own && e.paths[locale] === path) : undefined
  return path && holder ? { path, target: holder.target } : undefined
}
