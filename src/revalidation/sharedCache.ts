import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The shared cache's side of expiring a tag, awaited. Next runs the revalidations a route handler asks
 * for (`revalidateTag`) after its response has gone out, which a single process never notices: its own
 * cache learns at once. With several instances on Redis (cache-handler.mjs) a save's answer would reach
 * the editor before Redis knew, and another instance could serve the old page to the very next request.
 * So a save also expires its tags in Redis itself before it answers. Nothing happens without Redis.
 *
 * When: after the save's transaction has committed. Payload commits after its hooks, and a page or
 * cached read made in between (by any instance) would read the old row and keep it in Redis, where the
 * handler's expiry (it deletes the entries that carry the tag) has already passed. The API routes run
 * their handler through `expiringSharedTagsAfter`: the hooks' tags are gathered while it runs and expired
 * once it has returned (committed), before the answer leaves. A save outside those routes (a server
 * action, a job, a script) expires at once.
 */

type TagHandler = { revalidateTag(tag: string): Promise<void> }

// One per process, whichever bundle imports this module (the API route's and the collection hooks' may differ).
const PENDING = Symbol.for('kempen.sharedCache.pending')
const globalStore = globalThis as typeof globalThis & { [PENDING]?: AsyncLocalStorage<Set<string>> }
const pending = (globalStore[PENDING] ??= new AsyncLocalStorage<Set<string>>())

async function expireNow(tags: readonly string[]): Promise<void> {
  if (!process.env.REDIS_URL || !tags.length) return
  // The handlers Next's cache uses (cache-handler.mjs), created here when this process has not used its cache yet.
  const { sharedCacheConfig } = (await import('../../cache-handler.mjs')) as {
    sharedCacheConfig: () => Promise<{ handlers: TagHandler[] }>
  }
  const { handlers } = await sharedCacheConfig()
  await Promise.all(tags.flatMap((tag) => handlers.map((handler) => handler.revalidateTag(tag))))
}

/** Expires `tags` in the shared cache: when the current API request has committed, else now. */
export async function expireSharedTags(tags: readonly string[]): Promise<void> {
  const gathered = pending.getStore()
  if (gathered) {
    for (const tag of tags) gathered.add(tag)
    return
  }
  await expireNow(tags)
}

/** Runs an API route's handler; the tags its saves expire are expired in the shared cache once it has returned. */
export function expiringSharedTagsAfter<A extends unknown[]>(
  handler: (...args: A) => Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args: A) => {
    const tags = new Set<string>()
    const response = await pending.run(tags, () => handler(...args))
    if (tags.size)
      await expireNow([...tags]).catch((error: unknown) =>
        console.error(`Expiring ${[...tags].join(', ')} in the shared cache failed:`, error),
      )
    return response
  }
}
