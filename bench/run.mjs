#!/usr/bin/env node
/**
 * npm run bench: the public site's speed on this machine (issues "speed", 16 and 38), in one run, each
 * figure beside the same figure of a blank Next page measured in the same run:
 *   1. seeds 1,000 and 10,000 properties into separate SQLite databases (bench/tmp/, once), and
 *      BENCH_INSTANCES_PROPERTIES (default 1,000) into the PostgreSQL database kv_bench_multi (once)
 *   2. builds the site when the build is missing (next build), and the blank Next page (bench/blank/: one
 *      layout, one page with an h1 and a p, on the site's Next) into bench/tmp/blank-next when that build is
 *      missing or its sources or the Next/React versions changed (bench/blankPage.mjs); serves the blank
 *      page with `next start` on its own port while the sizes are measured
 *   3. per size, on the production server (next start):
 *      a. finds the measured pages (bench/pages.mjs: home, for-sale list, a sale detail page, a project,
 *         a blog article, contact) and the filtered list page (bench/searches.mjs: a canonical search with
 *         towns, a price and bedrooms) and renders each once, so every later figure is of a cached page
 *      b. first-load JavaScript of each page, framework + own = total in gzipped bytes, against its
 *         budget (bench/firstLoadJs.mjs, bench/budgets.mjs; npm test enforces the budgets), and the blank
 *         page's as a reference row
 *      c. Lighthouse 12 mobile scores and metrics of the blank page and each page, median of
 *         BENCH_LIGHTHOUSE_RUNS interleaved runs (bench/lighthouse.mjs), each page's score, TBT and LCP
 *         against issue 38's targets (bench/targets.mjs); while the server is quiet: before any load
 *      d. first requests (bench/firstRequests.mjs), one at a time on the quiet server: BENCH_UNSEEN
 *         canonical filtered searches no one asked before (the filtered search with another price ceiling
 *         each) and as many unseen pages of the list (?page=3, 4, …), the median time to the first byte
 *         beside the blank page's and a raw node server's asked the same way
 *      e. load with autocannon (10 connections, bench/load.mjs): the blank page, each measured page, the
 *         filtered and the paged search repeated (the same URL), a search page new on every request, a
 *         search with three filters, a search with the area/EPC/garden/rooms filters and a filtered search
 *         that is new on every request (the last three through /api/site/listings, which the map and the
 *         filter panel's count call); each after BENCH_WARMUP s of the same load, then beside the raw-node
 *         ceiling: a bare node:http server sending the same body, measured the same way; each row's ratio to
 *         its ceiling and to the blank page
 *   4. the production setup (bench/instances.mjs): the same load on PostgreSQL + Redis through Caddy with
 *      deploy/Caddyfile, first with one `next start` behind it, then with two (round robin; the second
 *      with JOBS_AUTORUN=false), on the same database and Redis (a key prefix of the run's own, deleted
 *      after); Caddy comes from apt when missing
 *   5. prints the tables (bench/report.mjs) with the targets beside the figures: first-load JS; Lighthouse
 *      (score >= 95 and within 5 points of the blank page, TBT <= 2 × the blank page's, LCP <= 2 s); first
 *      requests (an unseen search's median <= 80 ms); load (a cached page: ratio >= 0.10 and p99 <= 50 ms;
 *      a repeated search: >= 0.5 × the for-sale list's req/s and p99 <= 60 ms); one and two instances;
 *      writes everything to bench/results/bench-<time>.json. Timings are printed, never asserted: npm test
 *      checks only the bytes.
 * Everything it starts (servers, Caddy) runs in its own process group and is stopped at the end, on an
 * error and on Ctrl-C (bench/processes.mjs).
 * Environment: BENCH_SIZES (default "1000,10000"), BENCH_DURATION seconds per load run (default 10),
 * BENCH_WARMUP seconds of the same load before each measured run (default 3), BENCH_PORT (default
 * 3300; the ceiling server takes the next port, Caddy the one after, the two instances the next two, the
 * blank page the one after those), BENCH_PAGES page kinds to measure (default all:
 * "home,list,detail,project,article,contact"; the filtered list page comes with "list"),
 * BENCH_LIGHTHOUSE=0 skips Lighthouse, BENCH_LIGHTHOUSE_RUNS runs per page (default 3), BENCH_UNSEEN
 * unseen searches of each kind asked one at a time (default 30), BENCH_BUILD=1 builds the site again;
 * BENCH_INSTANCES=0 skips stage 4, BENCH_INSTANCES_PROPERTIES its database's size, BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432), BENCH_PG_DATABASE (default kv_bench_multi), BENCH_REDIS_URL
 * (default redis://127.0.0.1:6379).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { clearRuntimeCache } from '../scripts/runtime-cache.mjs'
import { BLANK_BASE, BLANK_PATH, ensureBlankBuild, startBlankServer } from './blankPage.mjs'
import { FIRST_LOAD_JS_BUDGETS, overBudget } from './budgets.mjs'
import { timeRequests } from './firstRequests.mjs'
import { gzipBytes, kib, measureFirstLoadJs } from './firstLoadJs.mjs'
import { benchInstances, ensureInstancesDatabase } from './instances.mjs'
import { lighthouseMedians } from './lighthouse.mjs'
import { ceilingServer, loadTargets, measure, measureTarget, renderedPages, renderPages, samplePath } from './load.mjs'
import { assertPortFree, run, startProcess, stopProcess, waitFor } from './processes.mjs'
import { printTables } from './report.mjs'
import { FILTERED_SEARCH, LIST_PATH, PAGED_SEARCH, lastListPage, unseenFilteredSearches, unseenPagedSearches } from './searches.mjs'
import {
  BLANK_DIST,
  BLANK_PORT,
  CONNECTIONS,
  DIST,
  DURATION,
  INSTANCES,
  LIGHTHOUSE,
  LIGHTHOUSE_RUNS,
  NEXT_BIN,
  PAGE_KINDS,
  PORT,
  RESULTS,
  ROOT,
  SIZES,
  TMP,
  UNSEEN,
  log,
  serverEnv,
} from './settings.mjs'
import {
  CACHED_PAGE_TARGET,
  LIGHTHOUSE_TARGET,
  SEARCH_TARGET,
  cachedPageMisses,
  firstSearchMisses,
  lighthouseMisses,
  repeatedSearchMisses,
} from './targets.mjs'

const CEILING_PORT = PORT + 1
const CEILING_BASE = `http://127.0.0.1:${CEILING_PORT}`
const BLANK_PAGE = { kind: 'blank', name: 'blank Next page', path: BLANK_PATH }
// The filtered list page (issue 38's page kinds): a list kind, with the list's budgets.
const FILTERED_PAGE = { kind: 'list', name: 'filtered list', path: FILTERED_SEARCH }

const env = (size) => ({
  ...serverEnv(),
  DATABASE_URL: `file:${path.join(TMP, `bench-${size}.db`)}`,
  MEDIA_DIR: path.join(TMP, `media-${size}`),
  SERVER_URL: `http://127.0.0.1:${PORT}`,
})

async function ensureDatabase(size) {
  if (existsSync(path.join(TMP, `bench-${size}.db`))) return
  log(`seeding ${size} properties (once; kept in bench/tmp)`)
  await run('npm', ['run', 'migrate'], { env: env(size) })
  await run('npm', ['run', 'seed', '--', `--properties=${size}`], { env: env(size) })
}

async function ensureBuild() {
  if (existsSync(path.join(DIST, 'BUILD_ID')) && !process.env.BENCH_BUILD) return
  log('building the site')
  await run(NEXT_BIN, ['build'], { env: env(SIZES[0]) })
}

function startServer(size) {
  // The cache of the previous size belongs to another database.
  clearRuntimeCache(ROOT)
  return startProcess('next start', NEXT_BIN, ['start', '-p', String(PORT)], { env: env(size) })
}

function firstLoadRow(size, page, distDir, budget) {
  const measured = measureFirstLoadJs(page.html, distDir)
  const over = budget ? overBudget(measured, budget) : []
  const html = Buffer.byteLength(page.html)
  const htmlGzip = gzipBytes(page.html)
  log(
    `${size} · ${page.name}: first-load JS ${kib(measured.framework)} framework + ${kib(measured.own)} own = ${kib(measured.total)}` +
      (over.length ? ` (OVER BUDGET: ${over.join(', ')})` : '') +
      `; HTML ${html.toLocaleString('en-US')} B (${htmlGzip.toLocaleString('en-US')} B gzipped)`,
  )
  return {
    size,
    page: page.name,
    path: page.path,
    reference: !budget,
    framework: measured.framework,
    own: measured.own,
    total: measured.total,
    budget,
    over,
    html,
    htmlGzip,
    files: measured.files,
  }
}

/** The site's pages against their budgets, and the blank page's first load (its own build) as a reference row. */
function firstLoadRows(size, pages, blank) {
  return [
    firstLoadRow(size, blank, BLANK_DIST, undefined),
    ...pages.map((page) => firstLoadRow(size, page, DIST, FIRST_LOAD_JS_BUDGETS[page.kind])),
  ]
}

/** Lighthouse on the blank page and the site's pages in one interleaved run; each page's verdict against the blank page's. */
async function lighthouseRows(size, base, pages, blank) {
  const withUrls = [{ ...blank, url: `${BLANK_BASE}${blank.path}` }, ...pages.map((page) => ({ ...page, url: `${base}${page.path}` }))]
  const [blankRow, ...rows] = await lighthouseMedians(withUrls, LIGHTHOUSE_RUNS, (line) => log(`${size} · ${line}`))
  return [
    { size, ...blankRow, reference: true },
    ...rows.map((row) => ({
      size,
      ...row,
      blankPerformance: blankRow.performance,
      blankTbt: blankRow.tbt,
      blankLcp: blankRow.lcp,
      misses: lighthouseMisses(row, blankRow),
    })),
  ]
}

/**
 * Issue 38's first, unseen searches, one request at a time on the quiet server (after Lighthouse, before
 * any load): UNSEEN filtered searches and UNSEEN pages of the list, none asked before. Beside them,
 * measured the same way, the blank page and a raw node server sending the repeated search's body.
 */
async function firstRows(size, base) {
  const list = await fetch(`${base}${LIST_PATH}`)
  const lastPage = lastListPage(await list.text())
  const kinds = [
    { page: 'filtered search, first', search: 'filtered', paths: unseenFilteredSearches(UNSEEN), repeated: FILTERED_SEARCH },
    { page: 'paged search, first', search: 'paged', paths: unseenPagedSearches(UNSEEN, lastPage), repeated: PAGED_SEARCH },
  ]
  const blank = await timeRequests(BLANK_BASE, Array(UNSEEN).fill(BLANK_PATH))
  const rows = []
  for (const kind of kinds) {
    const site = await timeRequests(base, kind.paths)
    const sample = await fetch(`${base}${kind.repeated}`)
    const ceiling = await ceilingServer(CEILING_PORT, await sample.text(), sample.headers.get('content-type') ?? 'text/html; charset=utf-8')
    const floor = await timeRequests(CEILING_BASE, Array(UNSEEN).fill(kind.repeated)).finally(() => ceiling.close())
    const row = {
      size,
      page: kind.page,
      search: kind.search,
      path: kind.paths[0],
      ...site,
      ceilingTtfb: floor.ttfb,
      blankTtfb: blank.ttfb,
      timesCeiling: site.ttfb && floor.ttfb ? site.ttfb / floor.ttfb : undefined,
      timesBlank: site.ttfb && blank.ttfb ? site.ttfb / blank.ttfb : undefined,
      misses: firstSearchMisses(site),
    }
    rows.push(row)
    log(
      `${size} · ${kind.page}: ${site.count - site.errors} of ${site.count} unseen, median to first byte ${site.ttfb} ms, p90 ${site.ttfbP90} ms, ` +
        `complete ${site.total} ms (raw node ${floor.ttfb} ms, blank page ${blank.ttfb} ms)`,
    )
  }
  return rows
}

/** One load target on `base` and then a raw node server sending its body, measured the same way. */
async function loadRow(size, base, target) {
  const { site, sample } = await measureTarget(base, target)
  const ceiling = await ceilingServer(CEILING_PORT, sample.body, sample.type)
  const floor = await measure(CEILING_BASE, samplePath(target)).finally(() => ceiling.close())
  return {
    size,
    page: target.name,
    path: typeof samplePath(target) === 'string' ? samplePath(target) : undefined,
    kind: target.kind,
    search: target.search,
    cached: Boolean(target.cached),
    ...site,
    ceilingRps: floor.rps,
    ceilingP50: floor.p50,
    ceilingP99: floor.p99,
    ratio: floor.rps ? site.rps / floor.rps : 0,
  }
}

/**
 * autocannon on the blank page first, then on every target; each row with its ratio to its raw-node
 * ceiling and to the blank page, and its verdict: issue 16's for a cached page, issue 38's for a repeated
 * search (against the bare list's row of the same run).
 */
async function loadRows(size, base, pages) {
  const blank = { ...(await loadRow(size, BLANK_BASE, BLANK_PAGE)), reference: true, blankRatio: 1 }
  const rows = [blank]
  for (const target of loadTargets(pages)) {
    const row = { ...(await loadRow(size, base, target)), blankRps: blank.rps }
    row.blankRatio = blank.rps ? row.rps / blank.rps : 0
    if (target.kind) row.misses = cachedPageMisses(row, row.ceilingRps)
    if (target.search)
      row.misses = repeatedSearchMisses(
        row,
        rows.find((r) => r.kind === 'list'),
      )
    rows.push(row)
  }
  for (const row of rows) {
    log(
      `${size} · ${row.page}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p95 ${row.p95} ms, p99 ${row.p99} ms ` +
        `(raw node ${row.ceilingRps.toFixed(0)} req/s, p99 ${row.ceilingP99} ms; ratio ${row.ratio.toFixed(3)}; blank ${row.blankRatio.toFixed(3)})`,
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
    await waitFor(`${base}/api/users/me`, { started: server })
    const pages = await renderedPages(base)
    const listKinds = !PAGE_KINDS || PAGE_KINDS.includes('list')
    const measured = [...pages, ...(listKinds ? await renderPages(base, [FILTERED_PAGE]) : [])]
    const [blank] = await renderPages(BLANK_BASE, [BLANK_PAGE])
    const firstLoad = firstLoadRows(size, measured, blank)
    // Lighthouse and the first requests while the server is quiet: before any load test.
    const lighthouse = LIGHTHOUSE ? await lighthouseRows(size, base, measured, blank) : []
    const first = await firstRows(size, base)
    const load = await loadRows(size, base, pages)
    return { firstLoad, lighthouse, first, load }
  } finally {
    await stopProcess(server)
  }
}

async function main() {
  mkdirSync(TMP, { recursive: true })
  mkdirSync(RESULTS, { recursive: true })
  for (const size of SIZES) await ensureDatabase(size)
  if (INSTANCES) await ensureInstancesDatabase()
  await ensureBuild()
  const versions = await ensureBlankBuild()
  await assertPortFree(BLANK_PORT)
  const blankServer = await startBlankServer()
  const results = { firstLoad: [], lighthouse: [], first: [], load: [] }
  try {
    for (const size of SIZES) {
      const sized = await benchSize(size)
      for (const key of Object.keys(results)) results[key].push(...sized[key])
    }
  } finally {
    await stopProcess(blankServer)
  }
  const instances = INSTANCES ? await benchInstances() : null
  printTables({ ...results, instances })
  const file = path.join(RESULTS, `bench-${Date.now()}.json`)
  const targets = { cachedPage: CACHED_PAGE_TARGET, search: SEARCH_TARGET, lighthouse: LIGHTHOUSE_TARGET }
  const settings = { connections: CONNECTIONS, duration: DURATION, lighthouseRuns: LIGHTHOUSE_RUNS, unseen: UNSEEN }
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), ...settings, blankPage: versions, targets, ...results, instances }, null, 2),
  )
  log(`results in ${path.relative(ROOT, file)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
