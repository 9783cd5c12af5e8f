/**
 * The bench's load measurements with autocannon, shared by its stages (one SQLite server beside the
 * raw-node ceiling in bench/run.mjs; one and two instances behind Caddy in bench/instances.mjs): what is
 * measured (the cached pages of bench/pages.mjs and the filtered searches) and how.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { findPages } from './pages.mjs'
import { FILTERED_SEARCH, PAGED_SEARCH } from './searches.mjs'
import { CONNECTIONS, DURATION, PAGE_KINDS, WARMUP } from './settings.mjs'
import { percentile } from './stats.mjs'

/** autocannon with our own latency record (it reports p97.5, not p95). */
export function measure(url, requestPath, duration = DURATION) {
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
        const ms = (p) => Math.round(percentile(latencies, p) * 10) / 10
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

// The ceiling's server, run by `node -e` in a process of its own: argv = [port, body file, content type].
const CEILING_SCRIPT = `
const http = require('node:http')
const body = require('node:fs').readFileSync(process.argv[2])
const [port, , type] = process.argv.slice(1)
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': type, 'content-length': body.length })
    response.end(body)
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\\n'))
`

/**
 * The raw-node ceiling: a bare node:http server on `port` sending the given body for every request, in a
 * process of its own like the site's server. In the bench's own process it would share one thread with
 * autocannon, which then measures a ceiling far too low and a ratio as many times too kind.
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function ceilingServer(port, body, type) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-ceiling-'))
  const file = path.join(dir, 'body')
  writeFileSync(file, body)
  const child = spawn(process.execPath, ['-e', CEILING_SCRIPT, String(port), file, type], { stdio: ['ignore', 'pipe', 'inherit'] })
  const cleanUp = () => rmSync(dir, { recursive: true, force: true })
  try {
    await new Promise((resolve, reject) => {
      child.once('error', reject)
      child.once('exit', (code) => reject(new Error(`the ceiling server exited with ${code}`)))
      child.stdout.once('data', resolve)
    })
  } catch (error) {
    child.kill('SIGKILL')
    cleanUp()
    throw error
  }
  return {
    close: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit')
        child.once('exit', () => {
          cleanUp()
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

/**
 * Each page rendered once (its cache filled) and checked to answer 200, its HTML kept on it.
 * @template {{ name: string, path: string }} Page
 * @param {string} base
 * @param {Page[]} pages
 * @returns {Promise<(Page & { html: string })[]>}
 */
export async function renderPages(base, pages) {
  const rendered = []
  for (const page of pages) {
    const response = await fetch(`${base}${page.path}`, { redirect: 'manual' })
    if (response.status !== 200) throw new Error(`${page.name} ${page.path} answered ${response.status}`)
    rendered.push({ ...page, html: await response.text() })
  }
  return rendered
}

/** The measured pages of the site at `base` (BENCH_PAGES kinds), each rendered once (renderPages). */
export async function renderedPages(base) {
  return renderPages(
    base,
    (await findPages(base)).filter((page) => !PAGE_KINDS || PAGE_KINDS.includes(page.kind)),
  )
}

/**
 * What the load runs request: each measured page (cached, with its `kind`), then the searches (the two
 * repeated ones of issue 38's targets marked `search: 'filtered' | 'paged'`). A target's `path` is a
 * string or a function giving a new path per request; `sample` is a path of the same kind for the one
 * request that takes the body (the ceiling sends it).
 *
 * The counters of the uncached targets live as long as the list: a stage that measures the same list
 * in several configurations (bench/instances.mjs) keeps asking new searches, never one a cache saw.
 */
export function loadTargets(pages) {
  let n = 0
  let m = 0
  // The bare list page is cached HTML, and so is a list URL with a canonical search in its query (src/proxy.ts
  // -> cached-results route, issue 38): rendered once from the in-memory listing index, then served from the cache.
  const api = (query) => `/api/site/listings?listing=for-sale&locale=nl&limit=24&${query}`
  return [
    ...pages.map((page) => ({ name: page.name, kind: page.kind, path: page.path, cached: true })),
    { name: 'filtered search, repeated', search: 'filtered', path: FILTERED_SEARCH, cached: true },
    { name: 'paged search, repeated', search: 'paged', path: PAGED_SEARCH, cached: true },
    // A new maximum price on every request: each is a search no one asked before, rendered (and stored) on its request.
    {
      name: 'search page, first renders under load',
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
}

/** The path a row names: the target's own, or its sample when it changes per request. */
export const samplePath = (target) => target.sample ?? target.path

/**
 * One target on the site at `base`: one sample request (its body and type, for a ceiling), then
 * BENCH_WARMUP s of the same load, then the measured BENCH_DURATION s.
 */
export async function measureTarget(base, target) {
  const sample = await fetch(`${base}${samplePath(target)}`)
  const body = await sample.text()
  // Steady state, not the first seconds of a fresh process: JIT and caches warm under the same load first.
  await measure(base, target.path, WARMUP)
  const site = await measure(base, target.path)
  return { site, sample: { status: sample.status, body, type: sample.headers.get('content-type') ?? 'text/html; charset=utf-8' } }
}
