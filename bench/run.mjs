#!/usr/bin/env node
/**
 * npm run bench: the public site's speed on this machine (issues "speed" and 16), in one run:
 *   1. seeds 1,000 and 10,000 properties into separate SQLite databases (bench/tmp/, once)
 *   2. builds the site when the build is missing (next build)
 *   3. per size, on the production server (next start):
 *      a. finds the measured pages (bench/pages.mjs: home, for-sale list, a sale detail page, a project,
 *         a blog article, contact) and renders each once, so every later figure is of a cached page
 *      b. first-load JavaScript of each page, framework + own = total in gzipped bytes, against its
 *         budget (bench/firstLoadJs.mjs, bench/budgets.mjs; npm test enforces the budgets)
 *      c. Lighthouse 12 mobile scores and metrics of each page, median of BENCH_LIGHTHOUSE_RUNS runs
 *         (bench/lighthouse.mjs), while the server is quiet: before any load test
 *      d. load with autocannon (10 connections): each measured page, the filtered sale list page (HTML
 *         rendered per request, a new price on every request), a search with three filters, a search
 *         with the area/EPC/garden/rooms filters and a filtered search that is new on every request
 *         (all three through /api/site/listings, which the map and the filter panel's count call);
 *         each after BENCH_WARMUP s of the same load, then beside the raw-node ceiling: a bare
 *         node:http server sending the same body, measured the same way
 *   4. prints the tables: first-load JS, Lighthouse, load (req/s, p50, p95, p99, ratio to the
 *      ceiling; the issue's target for a cached page is ratio >= 0.10 and p99 <= 50 ms);
 *      writes everything to bench/results/bench-<time>.json
 * Environment: BENCH_SIZES (default "1000,10000"), BENCH_DURATION seconds per load run (default 10),
 * BENCH_WARMUP seconds of the same load before each measured run (default 3), BENCH_PORT (default
 * 3300; the ceiling server takes the next port), BENCH_PAGES page kinds to measure (default all:
 * "home,list,detail,project,article,contact"), BENCH_LIGHTHOUSE=0 skips Lighthouse,
 * BENCH_LIGHTHOUSE_RUNS runs per page (default 3), BENCH_BUILD=1 builds again.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { clearRuntimeCache } from '../scripts/runtime-cache.mjs'
import { FIRST_LOAD_JS_BUDGETS, overBudget } from './budgets.mjs'
import { kib, measureFirstLoadJs } from './firstLoadJs.mjs'
import { lighthouseMedians } from './lighthouse.mjs'
import { findPages } from './pages.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DIST = path.join(ROOT, '.next')
const TMP = path.join(ROOT, 'bench', 'tmp')
const RESULTS = path.join(ROOT, 'bench', 'results')
const SIZES = (process.env.BENCH_SIZES || '1000,10000').split(',').map(Number)
const DURATION = Number(process.env.BENCH_DURATION || 10)
const WARMUP = Number(process.env.BENCH_WARMUP || 3)
const PAGE_KINDS = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((kind) => kind.trim()) : null
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0'
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)
const CONNECTIONS = 10
const PORT = Number(process.env.BENCH_PORT || 3300)
const CEILING_PORT = PORT + 1
// Issue 16's target for a cached public page at 10 connections.
const TARGET = { ratio: 0.1, p99: 50 }
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
  if (existsSync(path.join(DIST, 'BUILD_ID')) && !process.env.BENCH_BUILD) return
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

/** Fails when something already listens on the port: the figures would be that server's. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} is taken: stop that server or set BENCH_PORT`) : error),
    )
    probe.listen(port, () => probe.close(resolve))
  })
}

function startServer(size) {
  // The cache of the previous size belongs to another database.
  clearRuntimeCache(ROOT)
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-p', String(PORT)], {
    cwd: ROOT,
    env: env(size),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  // A server that exits at once (the port taken by another server) must stop the run: the figures
  // would otherwise be the other server's.
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)))
  return { child, exited }
}

async function stopServer({ child, exited }) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  await exited
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
        const ms = (p) => Math.round(at(p) * 10) / 10
        resolve({
          rps: result.requests.average,
          p50: ms(50),
          p95: ms(95),
          p99: ms(99),
          errors: result.errors + result.non2xx,
          total: result.requests.total,
        })
      },
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
}

/** The raw-node ceiling: a bare node:http server sending the given body for every request. */
function ceilingServer(body, type) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
    response.end(body)
  })
  return new Promise((resolve) => server.listen(CEILING_PORT, '127.0.0.1', () => resolve(server)))
}

/** The measured pages of this database, each rendered once (its cache filled) and checked to answer 200. */
async function measuredPages(base) {
  const pages = (await findPages(base)).filter((page) => !PAGE_KINDS || PAGE_KINDS.includes(page.kind))
  for (const page of pages) {
    const response = await fetch(`${base}${page.path}`, { redirect: 'manual' })
    if (response.status !== 200) throw new Error(`${page.name} ${page.path} answered ${response.status}`)
    page.html = await response.text()
  }
  return pages
}

function firstLoadRows(size, pages) {
  return pages.map((page) => {
    const measured = measureFirstLoadJs(page.html, DIST)
    const budget = FIRST_LOAD_JS_BUDGETS[page.kind]
    const over = overBudget(measured, budget)
    log(
      `${size} · ${page.name}: first-load JS ${kib(measured.framework)} framework + ${kib(measured.own)} own = ${kib(measured.total)}` +
        (over.length ? ` (OVER BUDGET: ${over.join(', ')})` : ''),
    )
    return {
      size,
      page: page.name,
      path: page.path,
      framework: measured.framework,
      own: measured.own,
      total: measured.total,
      budget,
      over,
      files: measured.files,
    }
  })
}

async function loadRows(size, base, pages) {
  let n = 0
  let m = 0
  // The bare list page is cached HTML; a list URL with a search in its query is rendered per request
  // (src/proxy.ts -> list-results route) from the in-memory listing index, as /api/site/listings is.
  const api = (query) => `/api/site/listings?listing=for-sale&locale=nl&limit=24&${query}`
  const targets = [
    ...pages.map((page) => ({ name: page.name, path: page.path, cached: true })),
    // A new maximum price on every request: the HTML of a filtered list page is never served from a cache.
    {
      name: 'filtered list page, uncached',
      path: () => `/nl/te-koop/?city=3920&type=1,2&price=0-${200000 + m++}`,
      sample: '/nl/te-koop/?city=3920&type=1,2&price=0-199999',
    },
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
    const body = await sample.text()
    // Steady state, not the first seconds of a fresh process: JIT and caches warm under the same load first.
    await measure(base, target.path, WARMUP)
    const site = await measure(base, target.path)
    const ceiling = await ceilingServer(body, sample.headers.get('content-type') ?? 'text/html; charset=utf-8')
    const floor = await measure(`http://127.0.0.1:${CEILING_PORT}`, samplePath)
    await new Promise((r) => ceiling.close(r))
    const ratio = floor.rps ? site.rps / floor.rps : 0
    rows.push({
      size,
      page: target.name,
      path: typeof samplePath === 'string' ? samplePath : undefined,
      cached: Boolean(target.cached),
      ...site,
      ceilingRps: floor.rps,
      ceilingP50: floor.p50,
      ceilingP99: floor.p99,
      ratio,
      meetsTarget: target.cached ? ratio >= TARGET.ratio && site.p99 <= TARGET.p99 && site.errors === 0 : undefined,
    })
    log(
      `${size} · ${target.name}: ${site.rps.toFixed(0)} req/s, p50 ${site.p50} ms, p95 ${site.p95} ms, p99 ${site.p99} ms ` +
        `(raw node ${floor.rps.toFixed(0)} req/s, p99 ${floor.p99} ms; ratio ${ratio.toFixed(3)})`,
    )
  }
  return rows
}

async function benchSize(size) {
  await ensureDatabase(size)
  await assertPortFree(PORT)
  await assertPortFree(CEILING_PORT)
  const server = startServer(size)
  const base = `http://127.0.0.1:${PORT}`
  try {
    await Promise.race([
      waitFor(`${base}/api/users/me`),
      server.exited.then((how) => {
        throw new Error(`next start on port ${PORT} exited (${how}) before answering: is the port taken? (BENCH_PORT)`)
      }),
    ])
    const pages = await measuredPages(base)
    const firstLoad = firstLoadRows(size, pages)
    const lighthouse = LIGHTHOUSE
      ? (await lighthouseMedians(base, pages, LIGHTHOUSE_RUNS, (line) => log(`${size} · ${line}`))).map((row) => ({ size, ...row }))
      : []
    const load = await loadRows(size, base, pages)
    return { firstLoad, lighthouse, load }
  } finally {
    await stopServer(server)
  }
}

const ms = (value) => (value === undefined ? '' : Math.round(value))

function printTables({ firstLoad, lighthouse, load }) {
  console.log(`\nFirst-load JavaScript (gzip level 9 of the page's <script> files; budgets in bench/budgets.mjs)`)
  console.table(
    firstLoad.map((r) => ({
      properties: r.size,
      page: r.page,
      framework: kib(r.framework),
      own: kib(r.own),
      total: kib(r.total),
      'own budget': kib(r.budget.own),
      'total budget': kib(r.budget.total),
      'within budget': r.over.length ? `NO: ${r.over.join(', ')}` : 'yes',
    })),
  )
  if (lighthouse.length) {
    console.log(
      `\nLighthouse ${LIGHTHOUSE_RUNS > 1 ? `mobile, median of ${LIGHTHOUSE_RUNS} runs` : 'mobile, 1 run'} (simulated throttling; ms)`,
    )
    console.table(
      lighthouse.map((r) =>
        r.error
          ? { properties: r.size, page: r.page, error: r.error }
          : {
              properties: r.size,
              page: r.page,
              performance: r.performance,
              'perf range': `${r.performanceMin}-${r.performanceMax}`,
              accessibility: r.accessibility,
              'best practices': r.bestPractices,
              SEO: r.seo,
              LCP: ms(r.lcp),
              TBT: ms(r.tbt),
              CLS: r.cls === undefined ? '' : Number(r.cls.toFixed(3)),
              FCP: ms(r.fcp),
              'Speed Index': ms(r.speedIndex),
            },
      ),
    )
  }
  console.log(
    `\nLoad: ${CONNECTIONS} connections, ${DURATION} s per run, ${new Date().toISOString()}; raw node = a bare node:http server sending the same body` +
      `\n(target for a cached page: ratio >= ${TARGET.ratio} and p99 <= ${TARGET.p99} ms)`,
  )
  console.table(
    load.map((r) => ({
      properties: r.size,
      page: r.page,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'raw node req/s': Math.round(r.ceilingRps),
      'raw node p99 ms': r.ceilingP99,
      ratio: Number(r.ratio.toFixed(3)),
      target: r.meetsTarget === undefined ? '' : r.meetsTarget ? 'met' : 'missed',
      errors: r.errors,
    })),
  )
}

async function main() {
  mkdirSync(TMP, { recursive: true })
  mkdirSync(RESULTS, { recursive: true })
  for (const size of SIZES) await ensureDatabase(size)
  await ensureBuild()
  const results = { firstLoad: [], lighthouse: [], load: [] }
  for (const size of SIZES) {
    const sized = await benchSize(size)
    for (const key of Object.keys(results)) results[key].push(...sized[key])
  }
  printTables(results)
  const file = path.join(RESULTS, `bench-${Date.now()}.json`)
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, duration: DURATION, target: TARGET, ...results }, null, 2),
  )
  log(`results in ${path.relative(ROOT, file)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
