import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'

import { expireTagsInProcess } from '../../../src/revalidation/expireInProcess'
import { isValidRefreshToken, refreshTags } from '../../../src/revalidation/siteRefresh'
import { setEnv } from './env'

type NextGlobals = typeof globalThis & { __incrementalCache?: unknown }

/**
 * Next's own cache in the test's process, as `next start` builds it (its IncrementalCache with the site's
 * cache handler, cache-handler.mjs: an LRU in memory without REDIS_URL), so the site's `unstable_cache`
 * reads (src/data) are cached and expired by tag as on the server. Answers a function that takes it away.
 */
export async function installNextCache(): Promise<() => void> {
  const { IncrementalCache } = (await import('next/dist/server/lib/incremental-cache/index.js')) as unknown as {
    IncrementalCache: new (options: Record<string, unknown>) => unknown
  }
  const { default: SiteCacheHandler } = (await import('../../../cache-handler.mjs')) as { default: unknown }
  const preview = { previewModeId: 'int', previewModeSigningKey: 'int', previewModeEncryptionKey: 'int' }
  const cache = new IncrementalCache({
    dev: false,
    flushToDisk: false,
    minimalMode: false,
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    fetchCacheKeyPrefix: '',
    previewProps: preview,
    CurCacheHandler: SiteCacheHandler,
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview },
  })
  const globals = globalThis as NextGlobals
  const before = globals.__incrementalCache
  globals.__incrementalCache = cache
  return () => {
    globals.__incrementalCache = before
  }
}

export interface SiteRefreshes {
  /** Every refresh the site was asked for, in order: its tags. */
  seen: string[][]
  /** Waits until a refresh after the `since`-th carried `tag` (the hooks ask once the save has committed). */
  waitFor(tag: string, since: number): Promise<void>
  close(): Promise<void>
}

/**
 * The site's side of a save outside a Next request (collections/hooks/revalidate.ts): the hooks then ask
 * the site over HTTP (POST /api/site/revalidate, src/revalidation/siteRefresh.ts) to expire the tags. This answers
 * those requests as the route does, in this process: the signed token and the tags checked by the site's
 * own rules, the tags expired in the cache of `installNextCache`.
 */
export async function answerSiteRefreshes(payload: Payload): Promise<SiteRefreshes> {
  const seen: string[][] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const tags = isValidRefreshToken(req.headers.authorization ?? null, payload.secret) ? refreshTags(JSON.parse(body || 'null')) : null
      if (!tags) return void res.writeHead(401).end()
      expireTagsInProcess(tags)
        .then(() => {
          seen.push(tags)
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ revalidated: tags }))
        })
        .catch(() => res.writeHead(500).end())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const restore = setEnv({ NEXT_RUNTIME: 'nodejs', SERVER_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
  return {
    seen,
    async waitFor(tag, since) {
      for (let waited = 0; waited < 10_000; waited += 25) {
        if (seen.slice(since).some((tags) => tags.includes(tag))) return
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error(`The site was not asked to expire ${tag} within 10 s`)
    },
    async close() {
      restore()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
