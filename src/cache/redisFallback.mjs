/**
 * Next's shared cache (Redis) with this instance's own memory as the fallback: Redis is a way to share
 * pages and tag expiries between instances, never a reason to stop serving (issue 35.1).
 *
 * - While Redis is down (unreachable at start, or lost mid-run) every read and write goes to a local
 *   LRU at once: the Redis client queues nothing while offline (`disableOfflineQueue`), so no request
 *   waits on a reconnect.
 * - Except for the process's first connection: the client starts connecting when Next first uses its cache,
 *   that is on the first request. Falling back then made a new instance's first pages miss the shared cache
 *   (and keep what they rendered to themselves), so until the first attempt ends (connected, refused or timed
 *   out: at most `firstConnectMs`) the cache waits for it.
 * - A tag expired meanwhile (a save on this instance) cannot reach Redis: it is remembered and expired
 *   there as soon as Redis is back, before this instance reads from Redis again, so a page edited during
 *   the outage is never served from Redis in its old form afterwards.
 * - When Redis is back, the local memory is dropped: it may hold pages another instance expired while
 *   this one could not see it, and the next outage must not serve them.
 *
 * Plain JavaScript: cache-handler.mjs, which Next loads as it is, uses it; unit-tested in
 * tests/unit/cache/redisFallback.test.ts with in-memory stand-ins for the client and the handlers.
 */

/** Tags remembered during an outage; beyond this the oldest are dropped (and the loss is logged). */
export const MAX_PENDING_TAGS = 10_000

/**
 * @param {object} options
 * @param {{ isReady: boolean, on(event: string, listener: (...args: any[]) => void): unknown, once?(event: string, listener: (...args: any[]) => void): unknown }} options.client the Redis client, connecting in the background
 * @param {{ get: Function, set: Function, revalidateTag: Function, delete?: Function }} options.shared the Redis handler
 * @param {() => { get: Function, set: Function, revalidateTag: Function, delete?: Function }} options.createLocal a fresh local handler
 * @param {(line: string) => void} [options.log]
 * @param {number} [options.retryMs] pause before expiring the outage's tags again when Redis refused them
 * @param {number} [options.firstConnectMs] longest wait for the client's first connection attempt (its connect timeout)
 */
export function redisWithLocalFallback({
  client,
  shared,
  createLocal,
  log = (line) => console.error(line),
  retryMs = 1_000,
  firstConnectMs = 2_000,
}) {
  let local = createLocal()
  const firstConnection = firstAttempt(client, firstConnectMs)
  /** Tags expired while Redis could not be told, oldest first. While any waits, Redis is not read. */
  const pending = new Set()
  let replaying = null
  let retry = null
  let droppedTags = 0
  let outageTags = 0

  const sharedUsable = () => client.isReady && !replaying && pending.size === 0

  async function replay() {
    // Each tag is expired in Redis before any read goes there again; on a failure the rest wait for the next try.
    while (pending.size) {
      if (!client.isReady) return false
      const tag = pending.values().next().value
      try {
        await shared.revalidateTag(tag)
        pending.delete(tag)
      } catch {
        return false
      }
    }
    return true
  }

  function outageOver() {
    if (outageTags) log(`Redis cache: back; ${outageTags} tag expiries of the outage applied`)
    if (droppedTags)
      log(
        `Redis cache: ${droppedTags} older tag expiries of the outage were dropped (over ${MAX_PENDING_TAGS}); those pages refresh when they expire`,
      )
    outageTags = 0
    droppedTags = 0
    local = createLocal()
  }

  function scheduleReplay() {
    if (replaying || retry) return
    // Nothing to tell Redis (its first connection, or an outage without saves): it is usable at once.
    if (pending.size === 0) {
      outageOver()
      return
    }
    replaying = replay()
      .then((done) => {
        if (done) outageOver()
      })
      .finally(() => {
        replaying = null
        // Redis answered the connection but not a command: try again shortly rather than waiting for a reconnect.
        if (pending.size && client.isReady) {
          retry = setTimeout(() => {
            retry = null
            scheduleReplay()
          }, retryMs)
          retry.unref?.()
        }
      })
  }

  client.on('ready', scheduleReplay)

  function remember(tag) {
    if (!pending.has(tag)) outageTags += 1
    pending.delete(tag)
    pending.add(tag)
    if (pending.size > MAX_PENDING_TAGS) {
      pending.delete(pending.values().next().value)
      droppedTags += 1
    }
    if (client.isReady) scheduleReplay()
  }

  return {
    name: 'redis-with-local-fallback',
    async get(key, ctx) {
      await firstConnection
      if (sharedUsable()) {
        try {
          return await shared.get(key, ctx)
        } catch {
          // Redis went away or did not answer in time: this instance's memory answers instead.
        }
      }
      return local.get(key, ctx)
    },
    async set(key, value, ctx) {
      await firstConnection
      if (sharedUsable()) {
        try {
          return await shared.set(key, value, ctx)
        } catch {
          // Kept locally instead.
        }
      }
      return local.set(key, value, ctx)
    },
    async revalidateTag(tag) {
      await firstConnection
      await local.revalidateTag(tag)
      if (sharedUsable()) {
        try {
          return await shared.revalidateTag(tag)
        } catch {
          // Remembered below: expired in Redis once it answers again.
        }
      }
      remember(tag)
    },
    async delete(key) {
      await firstConnection
      await local.delete?.(key)
      if (sharedUsable()) await Promise.resolve(shared.delete?.(key)).catch(() => {})
    },
    /** Tag expiries waiting for Redis. */
    pendingTags: () => pending.size,
  }
}

/**
 * Settles when the client's first connection attempt has ended: at once when it is already connected, else on its
 * first 'ready' or 'error', or after `timeoutMs`. Never rejects.
 */
function firstAttempt(client, timeoutMs) {
  if (client.isReady) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    timer.unref?.()
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    client.once?.('ready', done)
    client.once?.('error', done)
  })
}
