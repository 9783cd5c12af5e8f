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
 *   - Redis unreachable, at start or later: the instance serves from a cache in its own memory (at once, but for
 *     the process's first connection attempt, which its first requests wait for: at most the connect timeout) and
 *     goes back to Redis when it returns, after telling it the tags it expired meanwhile
 *     (src/cache/redisFallback.mjs); GET /api/health reports the instance "degraded", still 200, so a load
 *     balancer keeps it (every instance shares the one Redis: taking them out would take the site down);
 *   - a page's lifetime travels with it (`SharedLifetimeCacheHandler`).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

import { redisWithLocalFallback } from './src/cache/redisFallback.mjs'

const STATE = Symbol.for('kempen.cacheHandler')

function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'build'
  }
}

/** How long a connection attempt may take, and the longest pause between attempts while Redis is away. */
const CONNECT_TIMEOUT_MS = 2_000
const MAX_RECONNECT_DELAY_MS = 2_000

/**
 * The Redis client, connecting in the background: never awaited on a request's path. node-redis's
 * `connect()` does not settle while the server is unreachable (it keeps retrying), which is how an
 * unreachable Redis at start once kept every page from answering.
 */
function connectInBackground(url) {
  const client = createClient({
    url,
    // Commands while disconnected fail at once instead of waiting for the reconnect (the fallback answers).
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 + retries * 200, MAX_RECONNECT_DELAY_MS) },
    pingInterval: 5_000,
  })
  // One line per change of state, not one per reconnect attempt.
  let reported = null
  client.on('error', (error) => {
    if (reported === 'down') return
    reported = 'down'
    console.error(`Redis cache: unreachable (${error.message}); this instance serves from its own memory until Redis is back`)
  })
  client.on('ready', () => {
    if (reported === 'down') console.error('Redis cache: connected again')
    reported = 'up'
  })
  client.connect().catch((error) => console.error(`Redis cache: gave up connecting (${error.message})`))
  return client
}

/**
 * A stored page's key lives at most this long in Redis. The handler package keeps a page without a
 * `revalidate` (most of ours: they change by tag) for 1.5 years, so every release left a full set of
 * keys behind for that long; with the build id in every key, a week after a deploy the old set is gone.
 * A page still wanted after a week is rendered once more. Redis's own `maxmemory` policy
 * (docker-compose.yml: volatile-lru) evicts only keys with an expiry, so the tag hashes stay.
 */
const PAGE_KEY_MAX_AGE_S = 7 * 24 * 60 * 60

/** Seconds a page's key lives: the package's default (1.5 times its stale age), at most a week. */
const pageKeyLifetime = (staleAge) => Math.max(1, Math.min(Math.floor(staleAge * 1.5), PAGE_KEY_MAX_AGE_S))

function createConfig() {
  // A build renders against its own throwaway database: nothing of it belongs in the shared cache.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) return { handlers: [createLruHandler()], client: null }
  const client = connectInBackground(process.env.REDIS_URL)
  const prefix = `${process.env.REDIS_KEY_PREFIX || 'kv'}:${buildId()}:`
  const shared = createRedisHandler({
    client,
    keyPrefix: prefix,
    sharedTagsKey: '__tags__',
    sharedTagsTtlKey: '__tagTtls__',
    timeoutMs: 2_000,
  })
  return {
    handlers: [redisWithLocalFallback({ client, shared, createLocal: () => createLruHandler(), firstConnectMs: CONNECT_TIMEOUT_MS })],
    ttl: { estimateExpireAge: pageKeyLifetime },
    client,
  }
}

/**
 * The handlers of this process, created once (one Redis connection per process): Next asks for them
 * when it first uses its cache, the site's saves when they expire tags (src/revalidation/sharedCache.ts), which
 * may come first.
 */
export function sharedCacheConfig() {
  const store = globalThis
  store[STATE] ??= Promise.resolve(createConfig())
  return store[STATE]
}

/** The shared cache's Redis connection (null without REDIS_URL): GET /api/health reports it. */
export async function sharedCacheRedis() {
  return (await sharedCacheConfig()).client
}

/** Where a stored page keeps the lifetime Next gave it (its `cacheControl`: revalidate, expire). */
const PAGE_LIFETIME = 'kvCacheControl'

/**
 * Stores each page's lifetime with the page and hands it back with it. Next reads a cached page's
 * lifetime from the entry (`cacheData.cacheControl`) and otherwise from what this process remembers of
 * the route; a page that this instance never rendered itself (rendered on demand by another instance:
 * every listing, article and module page) it knows nothing of, and Next then takes 1 second. So every
 * such page came back `STALE` from the second instance, which served it and rendered it once more in
 * the background, once per page and instance. The handler package stores no `cacheControl`; this
 * keeps it in the stored value, which it serializes as a whole.
 */
class SharedLifetimeCacheHandler extends CacheHandler {
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
