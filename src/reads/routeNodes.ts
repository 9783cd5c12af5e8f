import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { DEFAULT_LOCALE, isLocale, LOCALES } from '../i18n/locales'
import { relationId } from '../lib/relation'
import { linkedCopy } from '../revalidation/transactionEnd'
import { normalizeRedirectSource, type RedirectRule } from '../routing/redirects'
import { buildRouteTable, type ArticleNode, type MenuNode } from '../routing/routeTable'
import type { ContentRead } from './contentRead'
import { perLocale } from './values'

/**
 * A copy of a hook's request for a nested local-API call: the call joins the request's transaction, but
 * Payload's createLocalReq writes the call's locale and context into the request it is given, which would
 * turn the staff member's save of one language into a save of 'all'.
 */
export const nestedReq = (req: PayloadRequest): PayloadRequest => linkedCopy({ ...req, context: { ...req.context } } as PayloadRequest, req)

export interface RouteNodes {
  menus: MenuNode[]
  articles: ArticleNode[]
}

/**
 * What the public may read of a collection, as a query: the collection's own read access asked for an
 * anonymous visitor. A hook reads inside the staff member's request (and transaction) but must see the
 * pages the public sees, so it reuses the access rule instead of repeating it.
 */
async function publicWhere(payload: Payload, slug: CollectionSlug, req: PayloadRequest): Promise<Where | false> {
  const read = payload.collections[slug].config.access.read
  const answer = read ? await read({ req: { ...req, user: null } as PayloadRequest }) : true
  if (answer === true) return {}
  if (!answer) return false
  return answer
}

/**
 * The paths of every published page and article in every language. Without `req` it reads as `as`:
 * the public (the site's cached read) or a previewing staff member (drafts too, so a draft opens at its
 * future path); with `req` (a hook) as the public, inside that request's transaction.
 */
export async function readRouteNodes(
  payload: Payload,
  req?: PayloadRequest,
  as: ContentRead = { overrideAccess: false },
): Promise<RouteNodes> {
  const read = async <S extends 'menus' | 'articles' | 'categories'>(collection: S, select: Record<string, true>) => {
    // Categories have no drafts: a staff preview reads them as the public does.
    if (!req)
      return payload.find({
        collection,
        locale: 'all',
        depth: 0,
        pagination: false,
        ...(collection === 'categories' ? { overrideAccess: false } : as),
        select,
      })
    const where = await publicWhere(payload, collection, req)
    if (where === false) return { docs: [] }
    return payload.find({
      collection,
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      where,
      select,
      req: nestedReq(req),
    })
  }
  // One after another: inside a transaction the reads share one PostgreSQL connection.
  const menus = await read('menus', { path: true, originalPath: true, parent: true })
  const articles = await read('articles', { slug: true, originalSlug: true, category: true })
  const categories = await read('categories', { section: true, originalSection: true })
  const sections = new Map(categories.docs.map((c) => [c.id, c as { section?: unknown; originalSection?: string | null }]))
  return {
    menus: menus.docs.map((doc) => {
      const m = doc as { id: number; parent?: unknown; path?: unknown; originalPath?: string | null }
      return { id: m.id, parentId: relationId(m.parent), path: perLocale(m.path), originalPath: m.originalPath ?? null }
    }),
    articles: articles.docs.flatMap((doc) => {
      const a = doc as { id: number; category?: unknown; slug?: unknown; originalSlug?: string | null }
      const category = sections.get(relationId(a.category) ?? -1)
      if (!category) return []
      return [
        {
          id: a.id,
          slug: perLocale(a.slug),
          originalSlug: a.originalSlug ?? null,
          section: perLocale(category.section),
          originalSection: category.originalSection ?? null,
        },
      ]
    }),
  }
}

/** The route table as a hook sees it: the published pages inside the request's transaction. */
export async function routeTableIn(payload: Payload, req: PayloadRequest) {
  const nodes = await readRouteNodes(payload, req)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req: nestedReq(req), select: { defaultLanguage: true } })
  const defaultLocale = isLocale(settings.defaultLanguage) ? settings.defaultLanguage : DEFAULT_LOCALE
  return { table: buildRouteTable({ ...nodes, locales: LOCALES, defaultLocale }), defaultLocale, nodes }
}

/** A redirects document as stored by @payloadcms/plugin-redirects. */
interface RedirectDoc {
  id: number | string
  from?: string | null
  to?: { type?: string | null; reference?: { relationTo?: string; value?: unknown } | null; url?: string | null } | null
}

/** A stored redirect as a rule of src/routing/redirects.ts, or null when it is incomplete. */
export function redirectRule(doc: RedirectDoc): RedirectRule | null {
  const from = doc.from ? normalizeRedirectSource(doc.from) : null
  if (!from || !doc.to) return null
  if (doc.to.type === 'custom') return doc.to.url ? { from, to: { kind: 'url', url: doc.to.url } } : null
  const kind = doc.to.reference?.relationTo
  // A number on SQL databases, a string on MongoDB: page targets are compared as `${kind}:${id}`.
  const id = relationId(doc.to.reference?.value)
  if ((kind !== 'menus' && kind !== 'articles') || id === null) return null
  return { from, to: { kind: 'page', target: { kind: kind === 'menus' ? 'menu' : 'article', id } } }
}

/** Every redirect as rules by source path (a few hundred rows at most: one small read). */
export async function readRedirectRules(payload: Payload, req?: PayloadRequest): Promise<Map<string, RedirectRule>> {
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    pagination: false,
    overrideAccess: !req ? false : true,
    req: req ? nestedReq(req) : undefined,
    select: { from: true, to: true },
  })
  const rules = new Map<string, RedirectRule>()
  for (const doc of docs) {
    const rule = redirectRule(doc as RedirectDoc)
    if (rule) rules.set(rule.from, rule)
  }
  return rules
}
