#!/usr/bin/env node
/**
 * Next keeps cached data (unstable_cache: .next/cache/fetch-cache) and pages rendered on demand
 * (.next/server/route-cache) on disk across restarts. Their keys do not name the database, so a server
 * started on another or a reseeded database would show the old one's pages: every start clears them
 * (npm start, the browser tests and the benchmark). `node scripts/runtime-cache.mjs` does it by hand.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export function clearRuntimeCache(root) {
  for (const dir of [path.join('.next', 'cache', 'fetch-cache'), path.join('.next', 'server', 'route-cache')]) {
    rmSync(path.join(root, dir), { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  clearRuntimeCache(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))
}
