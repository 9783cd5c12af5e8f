import { createClient } from 'redis'

type RedisClient = ReturnType<typeof createClient>

// One connection per process, whichever route bundle asks (the cache handler keeps its own).
const KEY = Symbol.for('kempen.redis')
const store = globalThis as typeof globalThis & { [KEY]?: Promise<RedisClient> | null }

/** Whether this instance is set up to share state through Redis (REDIS_URL). */
export const redisConfigured = (env: Record<string, string | undefined> = process.env): boolean => Boolean(env.REDIS_URL)

/**
 * The Redis of REDIS_URL, connected, or null when it is not set. A failed connection is not kept:
 * the next caller tries again (Redis restarted, the instance keeps running).
 */
export function redisClient(): Promise<RedisClient> | null {
  if (!process.env.REDIS_URL) return null
  store[KEY] ??= (async () => {
    const client = createClient({
      url: process.env.REDIS_URL,
      socket: { connectTimeout: 5_000, reconnectStrategy: (retries: number) => Math.min(retries * 200, 5_000) },
    })
    client.on('error', (error: Error) => console.error(`Redis: ${error.message}`))
    try {
      await client.connect()
      return client
    } catch (error) {
      store[KEY] = null
      client.destroy()
      throw error
    }
  })()
  return store[KEY]
}
