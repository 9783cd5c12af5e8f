// The explicit .js: next has no exports map, and plain Node ESM (scripts, tests) needs the file name.
import { revalidateTag } from 'next/cache.js'

import { expireSharedTags } from './sharedCache'

type TagUpdater = { updateTags?: (tags: string[], durations?: { expire?: number }) => Promise<void> | void }
type IncrementalCache = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> }

// Where Next 16.4 keeps the caches of the process: the `'use cache'` handlers (use-cache/handlers.js) and
// the incremental cache of `unstable_cache` (base-server.js sets it on the first request it serves).
const HANDLERS = Symbol.for('@next/cache-handlers-set')
const nextGlobals = globalThis as typeof globalThis & { [HANDLERS]?: Set<TagUpdater>; __incrementalCache?: IncrementalCache }

/**
 * Expires cache tags from inside the server process but outside any request: a job run by the server's
 * cron (the CRM import in the admin, crm/importJob.ts). There `revalidateTag` throws ("static generation
 * store missing": it only records the tag on the request, and Next expires recorded tags when the
 * request ends), so this also does what Next does at a request's end (server/revalidation-utils.js
 * `revalidateTags`): each cache handler's `updateTags` and the incremental cache's `revalidateTag`.
 * Both, always: a timer started inside a request may still carry that finished request's store, where
 * `revalidateTag` records the tag without error and nothing ever expires it. Then the shared cache
 * (Redis), as every save does.
 *
 * Returns whether a Next server's caches were reached: false in a script or a test, whose site learns
 * through `npm run refresh-site`.
 */
export async function expireTagsInProcess(tags: readonly string[]): Promise<boolean> {
  let inRequest = true
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    inRequest = false
  }
  const handlers = [...(nextGlobals[HANDLERS] ?? [])]
  const incremental = nextGlobals.__incrementalCache
  await Promise.all([
    ...handlers.map((handler) => handler.updateTags?.([...tags], { expire: 0 })),
    incremental?.revalidateTag([...tags], { expire: 0 }),
  ])
  await expireSharedTags(tags)
  return inRequest || handlers.length > 0 || incremental !== undefined
}
