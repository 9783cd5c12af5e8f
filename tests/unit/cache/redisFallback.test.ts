import { EventEmitter } from 'node:events'

import { describe, expect, it } from '@jest/globals'

import { MAX_PENDING_TAGS, redisWithLocalFallback } from '../../../src/cache/redisFallback.mjs'

type Entry = { value: string; tags: string[] }

/** A cache handler over a Map, expiring by tag like the real ones; `failing` makes every call throw (Redis gone mid-command). */
function mapHandler(name: string) {
  const entries = new Map<string, Entry>()
  const handler = {
    name,
    entries,
    failing: false,
    expired: [] as string[],
    async get(key: string) {
      if (handler.failing) throw new Error(`${name} down`)
      return entries.get(key) ?? null
    },
    async set(key: string, value: Entry) {
      if (handler.failing) throw new Error(`${name} down`)
      entries.set(key, value)
    },
    async revalidateTag(tag: string) {
      if (handler.failing) throw new Error(`${name} down`)
      handler.expired.push(tag)
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key)
    },
    async delete(key: string) {
      entries.delete(key)
    },
  }
  return handler
}

/** The Redis client as the wrapper sees it: ready or not, and its 'ready' event. */
class FakeClient extends EventEmitter {
  isReady = true
  drop() {
    this.isReady = false
  }
  back() {
    this.isReady = true
    this.emit('ready')
  }
}

function setUp({ client = new FakeClient(), firstConnectMs = 2_000 } = {}) {
  const shared = mapHandler('redis')
  const locals: ReturnType<typeof mapHandler>[] = []
  const lines: string[] = []
  const cache = redisWithLocalFallback({
    client,
    shared,
    createLocal: () => {
      const local = mapHandler(`local-${locals.length}`)
      locals.push(local)
      return local
    },
    log: (line: string) => lines.push(line),
    retryMs: 5,
    firstConnectMs,
  })
  return { client, shared, locals, lines, cache, local: () => locals[locals.length - 1] }
}

const page = (value: string, tags = ['property-7']): Entry => ({ value, tags })
const ctx = { implicitTags: [] }
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('the shared cache with a local fallback (issue 35.1)', () => {
  it('with Redis up, reads and writes go to Redis only', async () => {
    const { cache, shared, local } = setUp()
    await cache.set('/nl/', page('home'), {})
    expect(shared.entries.get('/nl/')?.value).toBe('home')
    expect(local().entries.size).toBe(0)
    expect(await cache.get('/nl/', ctx)).toEqual(page('home'))
  })

  it('with Redis down, reads and writes go to this instance at once, and nothing throws', async () => {
    const { cache, client, shared, local } = setUp()
    client.drop()
    shared.failing = true
    expect(await cache.get('/nl/', ctx)).toBeNull()
    await cache.set('/nl/', page('home'), {})
    expect(await cache.get('/nl/', ctx)).toEqual(page('home'))
    expect(local().entries.size).toBe(1)
    await expect(cache.revalidateTag('property-7')).resolves.toBeUndefined()
    expect(await cache.get('/nl/', ctx)).toBeNull()
  })

  it('a Redis command that fails while the client still looks connected falls back too', async () => {
    const { cache, shared } = setUp()
    await cache.set('/nl/', page('home'), {})
    shared.failing = true
    expect(await cache.get('/nl/', ctx)).toBeNull()
    await cache.set('/nl/te-koop/', page('list'), {})
    expect(await cache.get('/nl/te-koop/', ctx)).toEqual(page('list'))
  })

  it('tags expired during the outage are expired in Redis before Redis is read again', async () => {
    const { cache, client, shared, lines } = setUp()
    await cache.set('/nl/te-koop/7/', page('old title'), {})
    client.drop()
    // A save during the outage: this instance forgets the page; Redis still has it.
    await cache.revalidateTag('property-7')
    expect(shared.entries.has('/nl/te-koop/7/')).toBe(true)
    expect(cache.pendingTags()).toBe(1)
    client.back()
    await settle()
    expect(shared.expired).toEqual(['property-7'])
    expect(shared.entries.has('/nl/te-koop/7/')).toBe(false)
    expect(cache.pendingTags()).toBe(0)
    expect(await cache.get('/nl/te-koop/7/', ctx)).toBeNull()
    expect(lines.join('\n')).toMatch(/1 tag expiries of the outage applied/)
  })

  it('while expiries wait for Redis, Redis is not read (it may hold the old page)', async () => {
    const { cache, client, shared } = setUp()
    await cache.set('/nl/te-koop/7/', page('old title'), {})
    client.drop()
    await cache.revalidateTag('property-7')
    // Connected, but commands fail: the replay fails and is tried again shortly.
    shared.failing = true
    client.back()
    await settle()
    expect(cache.pendingTags()).toBe(1)
    shared.failing = false
    expect(await cache.get('/nl/te-koop/7/', ctx)).toBeNull()
    await settle()
    expect(cache.pendingTags()).toBe(0)
    expect(shared.entries.has('/nl/te-koop/7/')).toBe(false)
  })

  it('back on Redis, the outage memory is dropped: a later outage never serves what others may have changed', async () => {
    const { cache, client, locals } = setUp()
    client.drop()
    await cache.set('/nl/', page('home during outage'), {})
    client.back()
    await settle()
    expect(locals).toHaveLength(2)
    client.drop()
    expect(await cache.get('/nl/', ctx)).toBeNull()
  })

  it('remembers at most MAX_PENDING_TAGS expiries, the newest, and says when it dropped some', async () => {
    const { cache, client, shared, lines } = setUp()
    client.drop()
    for (let n = 0; n < MAX_PENDING_TAGS + 3; n++) await cache.revalidateTag(`tag-${n}`)
    expect(cache.pendingTags()).toBe(MAX_PENDING_TAGS)
    client.back()
    await settle()
    expect(shared.expired[0]).toBe('tag-3')
    expect(shared.expired).toHaveLength(MAX_PENDING_TAGS)
    expect(lines.join('\n')).toMatch(/3 older tag expiries of the outage were dropped/)
  })

  describe("the process's first connection", () => {
    /** A client still connecting when the cache is made, as on a new instance's first request. */
    const connecting = () => {
      const client = new FakeClient()
      client.isReady = false
      return client
    }

    it('is waited for: the first read of a new instance finds what another instance stored in Redis', async () => {
      const client = connecting()
      const { cache, shared, local } = setUp({ client })
      shared.entries.set('/nl/', page('from another instance'))
      setTimeout(() => client.back(), 30)
      expect(await cache.get('/nl/', ctx)).toEqual(page('from another instance'))
      await cache.set('/fr/', page('accueil'), {})
      expect(shared.entries.get('/fr/')?.value).toBe('accueil')
      expect(local().entries.size).toBe(0)
    })

    it('refused: the cache serves from its own memory at once', async () => {
      const client = connecting()
      const { cache, shared, local } = setUp({ client, firstConnectMs: 60_000 })
      setTimeout(() => client.emit('error', new Error('ECONNREFUSED')), 10)
      const started = Date.now()
      await cache.set('/nl/', page('home'), {})
      expect(Date.now() - started).toBeLessThan(5_000)
      expect(local().entries.get('/nl/')?.value).toBe('home')
      expect(shared.entries.size).toBe(0)
    })

    it('unanswered: the cache waits at most firstConnectMs, then serves from its own memory', async () => {
      const client = connecting()
      const { cache, local } = setUp({ client, firstConnectMs: 40 })
      local().entries.set('/nl/', page('local'))
      const started = Date.now()
      expect(await cache.get('/nl/', ctx)).toEqual(page('local'))
      expect(Date.now() - started).toBeGreaterThanOrEqual(35)
    })
  })
})
