import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
// The explicit .js: next has no exports map, and plain Node ESM (seed and import scripts) needs the file name.
import { revalidateTag } from 'next/cache.js'

type TagsOf = (doc: Record<string, unknown>) => string[]

/** Expire the tags at once: an editor's save must show on the very next request, not after a stale one. */
function expire(tags: string[], logger: { warn: (msg: string) => void }): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next.js request (CLI, seed, tests) there is no cache to expire.
      if (process.env.NEXT_RUNTIME) logger.warn(`revalidateTag(${tag}) failed: ${String(error)}`)
    }
  }
}

/**
 * afterChange and afterDelete hooks that expire the cache tags a document feeds. Skipped when
 * `context.disableRevalidate` is set (seed and importer write thousands of rows at once).
 */
export function revalidateCollection(tagsOf: TagsOf): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: ({ doc, previousDoc, req, context }) => {
      if (!context.disableRevalidate) {
        expire([...new Set([...tagsOf(doc), ...(previousDoc ? tagsOf(previousDoc) : [])])], req.payload.logger)
      }
      return doc
    },
    afterDelete: ({ doc, req, context }) => {
      if (!context.disableRevalidate) expire(tagsOf(doc), req.payload.logger)
      return doc
    },
  }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook {
  return ({ doc, req, context }) => {
    if (!context.disableRevalidate) expire([tag], req.payload.logger)
    return doc
  }
}
