#!/usr/bin/env node
/**
 * npm run bench: latency and throughput of the public site on this machine (issue "speed").
 *   1. seeds 1,000 and 10,000 properties into separate SQLite databases (bench/tmp/, once)
 *   2. builds the site when the build is missing (next build)
 *   3. per size: starts the production server and measures, with autocannon (10 connections), the home
 *      page, the sale list page (cached HTML), the filtered sale list page (HTML rendered per request,
 *      a new price on every request), a detail page, a search with three filters and a filtered search
 *      that is new on every request (both through /api/site/listings, which the map and the filter
 *      panel's count call), each next to a static server sending the same body
 *   4. prints requests/s, p50, p95 and the ratio to the static server; writes bench/results/*.json
 * Environment: BENCH_SIZES (default "1000,10000"), BENCH_DURATION seconds per run (default 10),
 * BENCH_WARMUP seconds of the same load before each measured run (default 3).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { clearRuntimeCache } from '../scripts/runtime-cache.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const TMP = path.join(ROOT, 'bench', 'tmp')
const RESULTS = path.join(ROOT, 'bench', 'results')
const SIZES = (process.env.BENCH_SIZES || '1000,10000').split(',').map(Number)
const DURATION = Number(process.env.BENCH_DURATION || 10)
const WARMUP = Number(process.env.BENCH_WARMUP || 3)
const CONNECTIONS = 10
const PORT = Number(process.env.BENCH_PORT || 3300)
const STATIC_PORT = PORT + 1
const env = (size) => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-not-for-production',
  DATABASE_URL: `file:${path.join(TMP, `bench-${size}.db`)}`,
  MEDIA_DIR: path.join(TMP, `media-${size}`),
  SERVER_URL: `http://127.0.0.1:${PORT}`,
  // One address sends the whole load: the per-address API budget (src/api/readBudget.ts) would answer 429.
  API_READ_BUDGET: '100000000/1',
})

const log = (line) => console.log(`[bench] ${line}`)

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

async function ensureDatabase(size) {
  if (existsSync(path.join(TMP, `bench-${size}.db`))) return
  log(`seeding ${size} properties (once; kept in bench/tmp)`)
  await run('npm', ['run', 'migrate'], { env: env(size) })
  await run('npm', ['run', 'seed', '--', `--properties=${size}`], { env: env(size) })
}

async function ensureBuild() {
  if (existsSync(path.join(ROOT, '.next', 'BUILD_ID')) && !process.env.BENCH_BUILD) return
  log('building the site')
  await run(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], { env: env(SIZES[0]) })
}

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

function startServer(size) {
  // The cache of the previous size belongs to another database.
  clearRuntimeCache(ROOT)
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-p', String(PORT)], {
    cwd: ROOT,
    env: env(size),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return child
}

/** autocannon with our own latency record (it reports p97.5, not p95). */
function measure(url, requestPath, duration = DURATION) {
  return new Promise((resolve, reject) => {
    const latencies = []
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        requests: [{ setupRequest: (request) => ({ ...request, path: typeof requestPath === 'function' ? requestPath() : requestPath }) }],
      },
      (error, result) => {
        if (error) return reject(error)
        latencies.sort((a, b) => a - b)
        const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
        resolve({
          rps: result.requests.average,
          p50: Math.round(at(50) * 10) / 10,
          p95: Math.round(at(95) * 10) / 10,
          errors: result.errors + result.non2xx,
          total: result.requests.total,
        })
      },
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
}

/** A static server that sends the given HTML for every request: the floor the site is compared with. */
function staticServer(html, type) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(html) })
    response.end(html)
  })
  return new Promise((resolve) => server.listen(STATIC_PORT, '127.0.0.1', () => resolve(server)))
}

async function benchSize(size) {
  await ensureDatabase(size)
  const server = startServer(size)
  const base = `http://127.0.0.1:${PORT}`
  try {
    await waitFor(`${base}/api/users/me`)
    const first = await (
      await fetch(`${base}/api/properties?depth=0&limit=1&sort=externalId&where[status][equals]=for-sale&select[externalId]=true`)
    ).json()
    const detail = new URL((await fetch(`${base}/property/${first.docs[0].externalId}/`, { redirect: 'follow' })).url).pathname
    let n = 0
    // The bare list page is cached HTML; a list URL with a search in its query is rendered per request
    // (src/proxy.ts -> list-results route) from the in-memory listing index, as /api/site/listings is.
    const api = (query) => `/api/site/listings?listing=for-sale&locale=nl&limit=24&${query}`
    let m = 0
    const targets = [
      { name: 'home', path: '/nl/' },
      { name: 'list page', path: '/nl/te-koop/' },
      // A new maximum price on every request: the HTML of a filtered list page is never served from a cache.
      {
        name: 'filtered list page, uncached',
        path: () => `/nl/te-koop/?city=3920&type=1,2&price=0-${200000 + m++}`,
        sample: '/nl/te-koop/?city=3920&type=1,2&price=0-199999',
      },
      { name: 'detail', path: detail },
      { name: 'list, 3 filters (same search)', path: api('city=3920&type=1&price=0-500000') },
      // The issue-12 filters with their facet counts (every answer carries them) in one search.
      { name: 'list, area/EPC/garden/rooms', path: api('area=80-&epc=c&garden=1&rooms=2') },
      // A new maximum price on every request: no cache anywhere can have answered it before.
      {
        name: 'filtered search, uncached',
        path: () => api(`city=3920&type=1,2&price=0-${200000 + n++}`),
        sample: api('city=3920&type=1,2&price=0-199999'),
      },
    ]
    const rows = []
    for (const target of targets) {
      const samplePath = target.sample ?? target.path
      const sample = await fetch(`${base}${samplePath}`)
      const html = await sample.text()
      // Steady state, not the first seconds of a fresh process: JIT and caches warm under the same load first.
      await measure(base, target.path, WARMUP)
      const site = await measure(base, target.path)
      const statics = await staticServer(html, sample.headers.get('content-type') ?? 'text/html; charset=utf-8')
      const floor = await measure(`http://127.0.0.1:${STATIC_PORT}`, samplePath)
      await new Promise((r) => statics.close(r))
      rows.push({
        size,
        page: target.name,
        ...site,
        staticRps: floor.rps,
        staticP50: floor.p50,
        staticP95: floor.p95,
        ratio: floor.rps ? site.rps / floor.rps : 0,
      })
      log(
        `${size} · ${target.name}: ${site.rps.toFixed(0)} req/s, p50 ${site.p50} ms, p95 ${site.p95} ms (static ${floor.rps.toFixed(0)} req/s, p95 ${floor.p95} ms)`,
      )
    }
    return rows
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
  }
}

async function main() {
  mkdirSync(TMP, { recursive: true })
  mkdirSync(RESULTS, { recursive: true })
  for (const size of SIZES) await ensureDatabase(size)
  await ensureBuild()
  const rows = []
  for (const size of SIZES) rows.push(...(await benchSize(size)))
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run, ${new Date().toISOString()}`)
  console.table(
    rows.map((r) => ({
      properties: r.size,
      page: r.page,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'static req/s': Math.round(r.staticRps),
      'static p95 ms': r.staticP95,
      'site/static': `${(r.ratio * 100).toFixed(1)} %`,
      errors: r.errors,
    })),
  )
  writeFileSync(path.join(RESULTS, `bench-${Date.now()}.json`), JSON.stringify(rows, null, 2))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
