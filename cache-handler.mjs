/**
 * Next's cache (cached reads of src/data, whole cached pages, and their tags) in Redis, so several
 * app instances share it: a save through instance A expires the tag for B too, and B's listing index
 * notices through its generation tokens (src/data/listingIndex.ts). next.config.mjs loads this file
 * only when REDIS_URL is set; without it Next keeps its cache in the process's own files.
 *
 * @fortedigital/nextjs-cache-handler (the maintained successor of @neshca/cache-handler, with Next 16
 * support) does the work; this file only connects it:
 *   - keys are prefixed with the build id: a deploy starts a key space of its own, so a page rendered by
 *     the old build (its chunk names) is never served by the new one; old keys expire on their own;
 *   - Redis unreachable at start: the instance keeps a small cache in its memory and says so loudly; it
 *     serves pages but no longer sees the others' tag expiries, and GET /api/health reports Redis down so
 *     a load balancer takes it out of rotation;
 *   - a page's lifetime travels with it (`SharedLifetimeCacheHandler`).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

const STATE = Symbol.for('kempen.cacheHandler')

function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'build'
  }
}

async function createConfig() {
  // A build renders against its own throwaway database: nothing of it belongs in the shared cache.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) return { handlers: [createLruHandler()] }
  const client = createClient({
    url: process.env.REDIS_URL,
    // Reconnects with a capped back-off; commands fail fast meanwhile (the handler times them out).
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) },
    pingInterval: 10_000,
  })
  client.on('error', (error) => console.error(`Redis cache: ${error.message}`))
  try {
    await client.connect()
  } catch (error) {
    console.error(`Redis cache: cannot connect to REDIS_URL (${error.message}); this instance caches in its own memory`)
    await client.destroy?.()
    return { handlers: [createLruHandler()] }
  }
  const prefix = `${process.env.REDIS_KEY_PREFIX || 'kv'}:${buildId()}:`
  return {
    handlers: [
      createRedisHandler({ client, keyPrefix: prefix, sharedTagsKey: '__tags__', sharedTagsTtlKey: '__tagTtls__', timeoutMs: 2_000 }),
    ],
  }
}

/**
 * The handlers of this process, created once (one Redis connection per process): Next asks for them
 * when it first uses its cache, the site's saves when they expire tags (src/data/sharedCache.ts), which
 * may come first.
 */
export function sharedCacheConfig() {
  const store = globalThis
  store[STATE] ??= createConfig()
  return store[STATE]
}

/** Where a stored page keeps the lifetime Next gave it (its `cacheControl`: revalidate, expire). */
export const PAGE_LIFETIME = 'kvCacheControl'

/**
 * Stores each page's lifetime with the page and hands it back with it. Next reads a cached page's
 * lifetime from the entry (`cacheData.cacheControl`) and otherwise from what this process remembers of
 * the route; a page that this instance never rendered itself (rendered on demand by another instance:
 * every listing, article and module page) it knows nothing of, and Next then takes 1 second. So every
 * such page came back `STALE` from the second instance, which served it and rendered it once more in
 * the background, once per page and instance. The handler package stores no `cacheControl`; this
 * keeps it in the stored value, which it serializes as a whole.
 */
export class SharedLifetimeCacheHandler extends CacheHandler {
  async get(cacheKey, ctx) {
    const entry = await super.get(cacheKey, ctx)
    const lifetime = entry?.value?.[PAGE_LIFETIME]
    return lifetime && !entry.cacheControl ? { ...entry, cacheControl: lifetime } : entry
  }

  async set(cacheKey, value, ctx) {
    const lifetime = ctx?.cacheControl
    const keep = lifetime && value && typeof value === 'object' && value.kind !== 'FETCH'
    return super.set(cacheKey, keep ? { ...value, [PAGE_LIFETIME]: lifetime } : value, ctx)
  }
}

CacheHandler.onCreation(sharedCacheConfig)

export default SharedLifetimeCacheHandler
