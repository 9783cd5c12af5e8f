import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { LOCALES } from '../../src/i18n/locales'
import { nestedReq, routeTableIn } from '../../src/reads/routeNodes'
import { movedPaths } from '../../src/routing/redirects'
import type { RouteTable } from '../../src/routing/routeTable'

/** The route table before a save, per request and document (the hooks of one save share the request). */
const before = new WeakMap<PayloadRequest, Map<string, RouteTable>>()

const key = (collection: string, id: unknown) => `${collection}:${String(id)}`

/**
 * Issue 15, point 6: when a save moves public paths (a menu's path or parent, an article's slug or
 * category, a category's section: in any language, and with them every child page), each old path
 * gets an automatic redirect to its page. The route table is read before and after the save, inside
 * its transaction, and compared (movedPaths); the redirect names the page, not its new path, so a
 * later move needs no chain. Automatic redirects from a path that is a live page again are removed.
 * Seed and import writes (`context.disableRevalidate`) and new documents (no old path) are skipped.
 */
export function pathRedirects(): { beforeChange: CollectionBeforeChangeHook; afterChange: CollectionAfterChangeHook } {
  return {
    beforeChange: async ({ operation, originalDoc, req, context, collection, data }) => {
      if (operation !== 'update' || context.disableRevalidate || !originalDoc?.id) return
      // A draft (autosave) changes no public path; its publication does.
      if ((data as { _status?: string } | undefined)?._status === 'draft') return
      const { table } = await routeTableIn(req.payload, req)
      const saved = before.get(req) ?? new Map<string, RouteTable>()
      saved.set(key(collection.slug, originalDoc.id), table)
      before.set(req, saved)
    },
    afterChange: async ({ doc, req, collection }) => {
      const table = before.get(req)?.get(key(collection.slug, doc.id))
      if (!table) return doc
      before.get(req)?.delete(key(collection.slug, doc.id))
      const { table: after } = await routeTableIn(req.payload, req)
      const newlyLive = [...after.byPath.keys()].filter((path) => !table.byPath.has(path))
      if (newlyLive.length) {
        const { docs } = await req.payload.find({
          collection: 'redirects',
          where: { and: [{ automatic: { equals: true } }, { from: { in: newlyLive } }] },
          pagination: false,
          depth: 0,
          overrideAccess: true,
          req: nestedReq(req),
        })
        // One by one: a delete by `where` runs its documents in parallel, on the transaction's one connection.
        for (const { id } of docs) await req.payload.delete({ collection: 'redirects', id, overrideAccess: true, req: nestedReq(req) })
      }
      for (const change of movedPaths(table, after, LOCALES)) {
        const reference = {
          relationTo: change.target.kind === 'menu' ? ('menus' as const) : ('articles' as const),
          value: change.target.id,
        }
        const data = { from: change.from, to: { type: 'reference' as const, reference }, automatic: true }
        const { docs } = await req.payload.find({
          collection: 'redirects',
          where: { from: { equals: change.from } },
          limit: 1,
          // No count beside the read: inside a transaction both would run at once on one connection.
          pagination: false,
          depth: 0,
          overrideAccess: true,
          req: nestedReq(req),
        })
        const existing = docs[0]
        // A redirect staff wrote for this path stays theirs.
        if (existing && !existing.automatic) continue
        const options = {
          collection: 'redirects' as const,
          data,
          overrideAccess: true,
          req: nestedReq(req),
          context: { automaticRedirect: true },
        }
        if (existing) await req.payload.update({ ...options, id: existing.id })
        else await req.payload.create(options)
      }
      return doc
    },
  }
}
