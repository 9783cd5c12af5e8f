import type { Locale } from '../i18n/locales'
import type { RouteTable } from './routeTable'

/** A menu entry as the navigation needs it (published entries only: hidden ones are never read). */
export interface MenuLinkInput {
  id: number
  parentId: number | null
  title: string
  sort: number
  /** The home entry has no path segment of its own. */
  isHome: boolean
  redirectUrl?: string | null
  redirectNewTab?: boolean | null
  noReferrerNoFollow?: boolean | null
}

export interface NavLink {
  id: number
  title: string
  href: string
  /** Opens in a new tab (an external redirect of a child entry). */
  newTab: boolean
  rel?: string
  children: NavLink[]
}

const isExternal = (url: string) => /^https?:\/\//i.test(url)

/**
 * Where a menu entry with "redirect" on leads (its URL in the language), or null when it shows its own
 * page. The navigation links the URL and the entry's own path answers with a redirect to it, so both
 * end at the same place (issue 19.2).
 */
export function menuRedirect(menu: { redirect?: boolean | null; redirectUrl?: string | null }): string | null {
  const url = menu.redirect ? menu.redirectUrl?.trim() : ''
  return url || null
}

/**
 * Menu links (spec "Shared page shell"): /{path}/ for an entry, /{path}/{child}/ for its children,
 * the home entry maps to "/" (its language's home outside the default language, so a French visitor
 * stays in French), and an entry with a redirect opens its URL, external ones in a new tab.
 * Entries whose parent is not in the list (hidden) are left out with it.
 */
export function buildMenuLinks(
  entries: MenuLinkInput[],
  table: Pick<RouteTable, 'entries'>,
  locale: Locale,
  defaultLocale: Locale,
): NavLink[] {
  const paths = new Map(table.entries.filter((e) => e.target.kind === 'menu').map((e) => [e.target.id, e.paths[locale]]))
  const ids = new Set(entries.map((e) => e.id))
  const link = (entry: MenuLinkInput): NavLink | null => {
    const redirect = entry.redirectUrl?.trim()
    const href = redirect || (entry.isHome ? (locale === defaultLocale ? '/' : `/${locale}/`) : paths.get(entry.id))
    if (!href) return null
    const external = Boolean(redirect && isExternal(redirect))
    const newTab = external && entry.redirectNewTab !== false
    const rel = [newTab ? 'noopener' : null, entry.noReferrerNoFollow ? 'noreferrer nofollow' : null].filter(Boolean).join(' ') || undefined
    return { id: entry.id, title: entry.title, href, newTab, rel, children: [] }
  }
  const byParent = new Map<number | null, MenuLinkInput[]>()
  for (const entry of [...entries].sort((a, b) => a.sort - b.sort || a.id - b.id)) {
    const parent = entry.parentId !== null && ids.has(entry.parentId) ? entry.parentId : entry.parentId === null ? null : undefined
    if (parent === undefined) continue
    byParent.set(parent, [...(byParent.get(parent) ?? []), entry])
  }
  const build = (parentId: number | null, seen: Set<number>): NavLink[] =>
    (byParent.get(parentId) ?? []).flatMap((entry) => {
      if (seen.has(entry.id)) return []
      const node = link(entry)
      if (!node) return []
      node.children = build(entry.id, new Set([...seen, entry.id]))
      return [node]
    })
  return build(null, new Set())
}
