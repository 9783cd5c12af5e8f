import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  GlobalBeforeOperationHook,
  PayloadRequest,
  RequestContext,
} from 'payload'
// The explicit .js: next has no exports map, and plain Node ESM (seed and import scripts) needs the file name.
import { revalidateTag } from 'next/cache.js'

import { expireSharedTags } from '../../src/revalidation/sharedCache'
import { requestSiteRefresh } from '../../src/revalidation/siteRefresh'
import { transactionEnded } from '../../src/revalidation/transactionEnd'
import { writesPublishedRow } from '../../src/lib/publication'

type TagsOf = (doc: Record<string, unknown>) => string[]

/**
 * Payload's afterChange hooks do not say whether the save was a draft, so the operation's arguments
 * are read first (beforeOperation) and what they mean is kept in the request's context per
 * collection or global: a draft save (autosave, "Save draft", restoring a version as draft) leaves
 * the published row alone (src/lib/publication.ts) and must not expire anything public.
 */
const draftOnlyKey = (entity: string) => `draftOnly:${entity}`

/** Whether this request's save of the collection (or `global:<slug>`) is a draft save only (see above). */
export const isDraftOnlySave = (context: RequestContext, entity: string): boolean => context[draftOnlyKey(entity)] === true

function markSave(context: RequestContext, entity: string, args: { draft?: boolean | null; data?: unknown }): void {
  const status = (args.data as { _status?: unknown } | undefined)?._status
  context[draftOnlyKey(entity)] = !writesPublishedRow({ draft: args.draft, status })
}

/** beforeOperation of a collection with drafts: notes whether this write is a draft save only. */
export const markDraftSave: CollectionBeforeOperationHook = ({ args, collection, context, operation }) => {
  if (operation === 'create' || operation === 'update' || operation === 'restoreVersion') {
    markSave(context, collection.slug, args as { draft?: boolean; data?: unknown })
  }
  return args
}

/** beforeOperation of a global with drafts: the same for globals. */
export const markGlobalDraftSave: GlobalBeforeOperationHook = ({ args, global, context, operation }) => {
  if (operation === 'update') markSave(context, `global:${global.slug}`, args as { draft?: boolean; data?: unknown })
  return args
}

/**
 * Expire the tags at once: an editor's save must show on the very next request, not after a stale one,
 * on every instance (the shared cache learns before the save answers: src/revalidation/sharedCache.ts).
 */
async function expire(tags: string[], req: PayloadRequest): Promise<void> {
  const { payload } = req
  const outsideRequest: string[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next.js request: CLI, seed and tests have no cache to expire; the server's job cron
      // (a scheduled publish) has one, but no request to reach it from.
      if (process.env.NEXT_RUNTIME) outsideRequest.push(tag)
    }
  }
  await expireSharedTags(tags.filter((tag) => !outsideRequest.includes(tag))).catch((error: unknown) =>
    payload.logger.warn(`Expiring ${tags.join(', ')} in the shared cache failed: ${String(error)}`),
  )
  if (!outsideRequest.length) return
  // The server asks itself over HTTP, where revalidateTag works (src/revalidation/siteRefresh.ts), once the save
  // has committed: this hook runs inside its transaction, and a page rendered on the refresh before the
  // commit would read the old row (still unpublished) and keep it.
  void transactionEnded(req)
    .then(() => requestSiteRefresh(outsideRequest, payload.secret))
    .then(
      (ok) => {
        if (!ok) payload.logger.warn(`The site refused to expire ${outsideRequest.join(', ')}`)
      },
      (error: unknown) => payload.logger.warn(`Expiring ${outsideRequest.join(', ')} failed: ${String(error)}`),
    )
}

/**
 * afterChange and afterDelete hooks that expire the cache tags a document feeds. Skipped when
 * `context.disableRevalidate` is set (seed and importer write thousands of rows at once), and on
 * create when `createdUnseen`: a new document of such a collection is on no page until another
 * document that refers to it is saved, and that save expires its own tags.
 */
export function revalidateCollection(
  tagsOf: TagsOf,
  { createdUnseen = false }: { createdUnseen?: boolean } = {},
): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, previousDoc, req, context, collection, operation }) => {
      if (createdUnseen && operation === 'create') return doc
      if (!context.disableRevalidate && context[draftOnlyKey(collection.slug)] !== true) {
        await expire([...new Set([...tagsOf(doc), ...(previousDoc ? tagsOf(previousDoc) : [])])], req)
      }
      return doc
    },
    afterDelete: async ({ doc, req, context }) => {
      if (!context.disableRevalidate) await expire(tagsOf(doc), req)
      return doc
    },
  }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook {
  return async ({ doc, req, context, global }) => {
    if (!context.disableRevalidate && context[draftOnlyKey(`global:${global.slug}`)] !== true) await expire([tag], req)
    return doc
  }
}
