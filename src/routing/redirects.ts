import { isLocale, type Locale } from '../i18n/locales'
import type { RouteTable, RouteTarget } from './routeTable'

/**
 * Redirect rules (issue 15, point 6): staff-managed redirects and the ones made when a page's path
 * changes. Pure: the site's resolver, the redirects collection's validation and its tests use it.
 */

/** Where a redirect leads: another path of this site, an absolute URL, or a page (its path in the source's language). */
export type RedirectDestination = { kind: 'url'; url: string } | { kind: 'page'; target: RouteTarget }

export interface RedirectRule {
  /** Normalised source path (normalizeRedirectSource). */
  from: string
  to: RedirectDestination
}

const MAX_HOPS = 10

/** Control characters and white space inside a URL: a browser strips some ("java\tscript:"), so refuse them all. */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/

/**
 * The source of a redirect as it is stored and looked up: a path (an absolute URL of any host is taken
 * by its path, staff paste links), percent-decoded, lower case, one slash between segments and a final
 * slash; the query is not part of it. Null when it is no usable path.
 */
export function normalizeRedirectSource(raw: string): string | null {
  let value = raw.trim()
  if (!value) return null
  if (/^https?:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname
    } catch {
      return null
    }
  }
  if (!value.startsWith('/') || value.startsWith('//')) return null
  value = value.replace(/[?#].*$/, '')
  let decoded: string
  try {
    decoded = decodeURI(value)
  } catch {
    return null
  }
  if (UNSAFE_CHARACTERS.test(decoded.replace(/ /g, ''))) return null
  const segments = decoded.split('/').filter(Boolean)
  return `/${segments.join('/').toLowerCase()}${segments.length ? '/' : ''}`
}

/** Paths that belong to the application, never to a page: a redirect from them would break the admin or the API. */
const RESERVED_SOURCE = /^\/(admin|api|_next|media|slash-redirect|legacy|switch-language)(\/|$)/

export type SourceProblem = 'invalid' | 'reserved' | 'home'

/** Why a redirect source cannot be used, or null when it can. */
export function sourceProblem(raw: string): SourceProblem | null {
  const path = normalizeRedirectSource(raw)
  if (!path) return 'invalid'
  if (RESERVED_SOURCE.test(path)) return 'reserved'
  if (path === '/') return 'home'
  return null
}

/**
 * A staff-typed destination: an internal path ("/nl/te-koop/", query allowed) or an absolute http(s)
 * URL. Everything else (javascript:, data:, "//evil.example" which browsers read as another host,
 * "/\evil.example", control characters) is refused: null.
 */
export function safeDestination(raw: string): string | null {
  const value = raw.trim()
  if (!value || UNSAFE_CHARACTERS.test(value)) return null
  if (value.startsWith('/')) return value.startsWith('//') ? null : value
  if (!/^https?:\/\//i.test(value)) return null
  try {
    const url = new URL(value)
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null
    return url.toString()
  } catch {
    return null
  }
}

const isAbsolute = (url: string) => /^https?:\/\//i.test(url)

/** The language of a path (/fr/… is French), else the given default. */
export function localeOfPath(path: string, fallback: Locale): Locale {
  const first = path.split('/')[1]
  return isLocale(first) ? first : fallback
}

export interface RedirectContext {
  /** Whether a path is a live page (a live page is never redirected away). */
  isLive: (path: string) => boolean
  /** The current path of a page in a language, if it is published. */
  pathOf: (target: RouteTarget, locale: Locale) => string | undefined
  defaultLocale: Locale
}

/** A page's current path in a language (its default-language path when it has none there). */
export function tableContext(table: Pick<RouteTable, 'entries' | 'byPath'>, defaultLocale: Locale): RedirectContext {
  const byTarget = new Map(table.entries.map((e) => [`${e.target.kind}:${e.target.id}`, e]))
  return {
    isLive: (path) => table.byPath.has(normalizeRedirectSource(path) ?? ''),
    pathOf: (target, locale) => {
      const entry = byTarget.get(`${target.kind}:${target.id}`)
      return entry?.paths[locale] ?? entry?.paths[defaultLocale]
    },
    defaultLocale,
  }
}

function destinationOf(rule: RedirectRule, from: string, context: RedirectContext): string | undefined {
  if (rule.to.kind === 'url') return safeDestination(rule.to.url) ?? undefined
  return context.pathOf(rule.to.target, localeOfPath(from, context.defaultLocale))
}

/**
 * Where a path that is no live page redirects to: the end of its chain of rules (A→B, B→C gives C),
 * stopping at a live page, an absolute URL or a path without a rule. Undefined when no rule applies,
 * when the path itself is live (a page that came back wins over an old redirect), or when the chain
 * loops (A→B→A): a loop must answer 404, never bounce the browser.
 */
export function resolveRedirect(path: string, rules: ReadonlyMap<string, RedirectRule>, context: RedirectContext): string | undefined {
  const start = normalizeRedirectSource(path)
  if (!start || context.isLive(start)) return undefined
  const seen = new Set([start])
  let current = start
  let location: string | undefined
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const rule = rules.get(current)
    if (!rule) return location
    const next = destinationOf(rule, current, context)
    if (!next) return location
    if (isAbsolute(next)) return next
    const nextPath = normalizeRedirectSource(next)
    if (!nextPath || seen.has(nextPath)) return undefined
    seen.add(nextPath)
    location = next
    if (context.isLive(nextPath)) return location
    current = nextPath
  }
  return undefined
}

/** Whether adding `rule` to `rules` would make a chain that comes back to its own source. */
export function createsLoop(rule: RedirectRule, rules: ReadonlyMap<string, RedirectRule>, context: RedirectContext): boolean {
  const others = new Map(rules)
  others.set(rule.from, rule)
  // Ignore live pages here: a loop through a page that is live today comes back when it is hidden.
  const blind: RedirectContext = { ...context, isLive: () => false }
  const seen = new Set([rule.from])
  let current = rule.from
  for (let hop = 0; hop < MAX_HOPS * 10; hop++) {
    const next = others.get(current)
    if (!next) return false
    const to = destinationOf(next, current, blind)
    if (!to || isAbsolute(to)) return false
    const path = normalizeRedirectSource(to)
    if (!path) return false
    if (seen.has(path)) return true
    seen.add(path)
    current = path
  }
  return true
}

export interface PathChange {
  from: string
  target: RouteTarget
  locale: Locale
}

/**
 * The public paths a save moved: for every page whose path in a language differs between the route
 * table before and after, its old path. A parent's new path moves its children too, a category's
 * section its articles; a page that disappeared (hidden, deleted) moved nowhere and gets no redirect.
 */
export function movedPaths(
  before: Pick<RouteTable, 'entries'>,
  after: Pick<RouteTable, 'entries' | 'byPath'>,
  locales: readonly Locale[],
): PathChange[] {
  const now = new Map(after.entries.map((e) => [`${e.target.kind}:${e.target.id}`, e]))
  const changes: PathChange[] = []
  for (const old of before.entries) {
    const current = now.get(`${old.target.kind}:${old.target.id}`)
    if (!current) continue
    for (const locale of locales) {
      const from = old.paths[locale]
      const to = current.paths[locale]
      // The old path may now belong to another page (or this one, in another language): never shadow it.
      if (from && to && from !== to && !after.byPath.has(from)) changes.push({ from, target: old.target, locale })
    }
  }
  return changes
}

/** A redirect's Location with the request's query kept (UTM parameters of a shared link), unless the target has its own. */
export function withQuery(location: string, search: string): string {
  if (!search || search === '?' || /[?#]/.test(location)) return location
  return `${location}${search.startsWith('?') ? search : `?${search}`}`
}
