/**
 * The shared cache's side of expiring a tag, awaited. Next runs the revalidations a route handler asks
 * for (`revalidateTag`) after its response has gone out, which a single process never notices: its own
 * cache learns at once. With several instances on Redis (cache-handler.mjs) a save's answer would reach
 * the editor before Redis knew, and another instance could serve the old page to the very next request.
 * So a save also expires its tags in Redis itself before it answers. Nothing happens without Redis.
 * (The save's transaction commits just after its hooks: a page another instance renders in that instant
 * may hold the old row, and Next's own revalidation after the response expires it again.)
 */

// Set by cache-handler.mjs in this process: the promise of the handlers Next's cache uses.
const CACHE_HANDLER_CONFIG = Symbol.for('kempen.cacheHandler')

type TagHandler = { revalidateTag(tag: string): Promise<void> }

export async function expireSharedTags(tags: readonly string[]): Promise<void> {
  const config = (globalThis as Record<symbol, Promise<{ handlers: TagHandler[] }> | undefined>)[CACHE_HANDLER_CONFIG]
  if (!config || !tags.length) return
  const { handlers } = await config
  await Promise.all(tags.flatMap((tag) => handlers.map((handler) => handler.revalidateTag(tag))))
}
