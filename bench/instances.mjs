/**
 * The bench's instances stage (issue 18.6): the production setup of docker-compose.yml on this machine,
 * PostgreSQL + Redis (the shared cache handler, cache-handler.mjs) and `next start` behind Caddy with
 * deploy/Caddyfile, measured in two configurations in one run, on the same database and Redis:
 *   one: instance A behind Caddy with one upstream;
 *   two: A and B behind Caddy round robin (B started for it, JOBS_AUTORUN=false as docker-compose's app-2).
 * Both run the same load (bench/load.mjs: the cached pages of bench/pages.mjs and the filtered searches,
 * BENCH_WARMUP then BENCH_DURATION s each) through the proxy. Before B takes load, each measured page is
 * asked from B once directly: a HIT is the page A rendered, served to B from Redis.
 */
import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { createClient } from 'redis'

import { clearRuntimeCache } from '../scripts/runtime-cache.mjs'
import { loadTargets, measureTarget, renderedPages, samplePath } from './load.mjs'
import { assertPortFree, ensureAptPackage, onCleanup, run, startProcess, stopProcess, waitFor } from './processes.mjs'
import {
  CONNECTIONS,
  DURATION,
  INSTANCES_PROPERTIES,
  NEXT_BIN,
  PG_DATABASE,
  PG_URL,
  PORT,
  REDIS_URL,
  ROOT,
  TMP,
  log,
  serverEnv,
} from './settings.mjs'

// After the SQLite stage's server (PORT) and its ceiling (PORT + 1).
const PROXY_PORT = PORT + 2
const INSTANCE_PORTS = { A: PORT + 3, B: PORT + 4 }
const PROXY = `http://127.0.0.1:${PROXY_PORT}`
const DATABASE_URL = `${PG_URL}/${PG_DATABASE}`
// Its own folders, as the multi-instance test's seed (scripts/test.sh): the SQLite bench seeds use data/seed.
const MEDIA_DIR = path.join(TMP, 'media-multi')
const SEED_DIR = path.join(TMP, 'seed-multi')
// The size the database was seeded with, written once the seed has finished: a database without it is
// a seed that was interrupted (or another size) and is seeded again.
const SEEDED_MARKER = path.join(TMP, `${PG_DATABASE}.seeded`)
const CADDYFILE = path.join(ROOT, 'deploy', 'Caddyfile')

const seedEnv = () => ({ ...serverEnv(), DATABASE_URL, MEDIA_DIR, SEED_DIR })

/** The PostgreSQL database of the stage, seeded with BENCH_INSTANCES_PROPERTIES properties once and then reused. */
export async function ensureInstancesDatabase() {
  const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` })
  await admin.connect()
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [PG_DATABASE])).rowCount > 0
    const seeded = existsSync(SEEDED_MARKER) && readFileSync(SEEDED_MARKER, 'utf8').trim() === String(INSTANCES_PROPERTIES)
    if (exists && seeded) return
    if (exists) {
      // Only a database named as the bench's own is ever dropped by it.
      if (!PG_DATABASE.startsWith('kv_bench_'))
        throw new Error(`${PG_DATABASE} exists but was not seeded by the bench: drop it or set BENCH_PG_DATABASE`)
      log(`${PG_DATABASE}: not seeded with ${INSTANCES_PROPERTIES} properties; dropping it to seed it again`)
      await admin.query(`drop database "${PG_DATABASE}" with (force)`)
    }
    await admin.query(`create database "${PG_DATABASE}"`)
  } finally {
    await admin.end()
  }
  rmSync(SEEDED_MARKER, { force: true })
  rmSync(MEDIA_DIR, { recursive: true, force: true })
  log(`seeding ${INSTANCES_PROPERTIES} properties into PostgreSQL ${PG_DATABASE} (once; media in bench/tmp/media-multi)`)
  await run('npm', ['run', 'migrate'], { env: seedEnv() })
  await run('npm', ['run', 'seed', '--', `--properties=${INSTANCES_PROPERTIES}`], { env: seedEnv() })
  writeFileSync(SEEDED_MARKER, `${INSTANCES_PROPERTIES}\n`)
}

const hasCaddy = () => spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0

/** Caddy from Debian when it is missing, without its service on port 80. */
async function ensureCaddy() {
  if (hasCaddy()) return
  await ensureAptPackage('caddy', hasCaddy, 'BENCH_INSTANCES=0 to skip this stage')
  // The package's service would serve its default site on port 80: the bench runs its own Caddy.
  if (spawnSync('systemctl', ['is-active', '--quiet', 'caddy']).status === 0) spawnSync('systemctl', ['disable', '--now', 'caddy'])
}

/**
 * Caddy runs production's deploy/Caddyfile itself (its round robin and /api/health check), set by its
 * variables as the tests' Caddy is (tests/support/production.mjs): no admin endpoint (port 2019 may be
 * another Caddy's) and a plain-http site address, so no certificate (Caddy listens on that port on every
 * interface and answers only that address, as the tests' Caddy does). Not imported under a global options
 * block of the bench's own: Caddy takes one, first in the file, and deploy/Caddyfile has its own (the stage
 * failed to start with "server block without any key is global configuration").
 */
async function startCaddy(ports) {
  const caddy = startProcess('caddy', 'caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      SITE_ADDRESS: PROXY,
      CADDY_ADMIN: 'off',
      PROXY_UPSTREAMS: ports.map((port) => `127.0.0.1:${port}`).join(' '),
      // Caddy's own state stays in the bench's folder, not in the home directory.
      XDG_DATA_HOME: path.join(TMP, 'caddy'),
      XDG_CONFIG_HOME: path.join(TMP, 'caddy'),
    },
    // Its log is one JSON line per event at start and stop: kept for an error message, not echoed.
    echo: false,
  })
  await waitFor(`${PROXY}/api/health`, { started: caddy, ready: (response) => response.ok, timeoutMs: 30_000 })
  return caddy
}

function startInstance(name, redisKeyPrefix, { jobs }) {
  const port = INSTANCE_PORTS[name]
  // No `-H 127.0.0.1`: src/proxy.ts's rewrite of a filtered list URL is proxied by Next to
  // localhost:<port>, which resolves to ::1 first; a server bound to 127.0.0.1 only answered those 500
  // (measured: "Failed to proxy http://localhost:3503/nl/list-results/… socket hang up").
  const instance = startProcess(name, NEXT_BIN, ['start', '-p', String(port)], {
    env: {
      ...serverEnv(),
      DATABASE_URL,
      MEDIA_DIR,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      // The address visitors use is the proxy's, as SERVER_URL is the public one in production.
      SERVER_URL: PROXY,
      TRUST_PROXY_HOPS: '1',
      // One worker runs the job queues (docker-compose.yml's app-1); the other only serves.
      JOBS_AUTORUN: jobs ? undefined : 'false',
    },
  })
  return { ...instance, port, base: `http://127.0.0.1:${port}` }
}

/** Up, on the database and on Redis (a Redis it cannot reach would make it cache on its own). */
async function waitHealthy(instance) {
  await waitFor(`${instance.base}/api/health`, {
    started: instance,
    ready: async (response) => response.ok && (await response.json()).redis?.status === 'ok',
  })
}

/** Deletes the run's keys (its own REDIS_KEY_PREFIX): the cache of a bench run is of no use afterwards. */
async function deleteKeys(redis, prefix) {
  let deleted = 0
  // node-redis 5 yields one page of keys per step.
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
    if (keys.length) deleted += await redis.del(keys)
  }
  return deleted
}

async function measureAll(label, targets) {
  const rows = []
  for (const target of targets) {
    const { site, sample } = await measureTarget(PROXY, target)
    if (sample.status !== 200) log(`${label} · ${target.name}: the sample request answered ${sample.status}`)
    log(`${label} · ${target.name}: ${site.rps.toFixed(0)} req/s, p50 ${site.p50} ms, p99 ${site.p99} ms, errors ${site.errors}`)
    // A failing URL can hang rather than answer (no errors counted): its sample's status says so in the table.
    rows.push({ ...site, sampleStatus: sample.status })
  }
  return rows
}

export async function benchInstances() {
  await ensureInstancesDatabase()
  await ensureCaddy()
  for (const port of [PROXY_PORT, INSTANCE_PORTS.A, INSTANCE_PORTS.B]) await assertPortFree(port)
  const redis = createClient({ url: REDIS_URL })
  redis.on('error', () => {})
  await redis.connect().catch((error) => {
    throw new Error(`Redis at ${REDIS_URL} (BENCH_REDIS_URL): ${error.message}`)
  })
  // A key space of this run's own: a fresh shared cache, and nothing of another run or engineer touched.
  const prefix = `kv-bench-${randomBytes(4).toString('hex')}`
  const cleanKeys = async () => log(`deleted ${await deleteKeys(redis, prefix)} Redis keys of ${prefix}`)
  const removeCleanup = onCleanup(cleanKeys)
  mkdirSync(TMP, { recursive: true })
  // Cached pages of the SQLite stage on disk belong to another database.
  clearRuntimeCache(ROOT)
  const started = []
  try {
    log(`instances: A on ${INSTANCE_PORTS.A}, PostgreSQL ${PG_DATABASE}, Redis prefix ${prefix}; Caddy on ${PROXY_PORT}`)
    const a = startInstance('A', prefix, { jobs: true })
    started.push(a)
    await waitHealthy(a)
    let caddy = await startCaddy([a.port])
    started.push(caddy)
    const pages = await renderedPages(PROXY)
    // One list for both configurations: its uncached searches stay new in the second (see loadTargets).
    const targets = loadTargets(pages)
    const one = await measureAll('one instance', targets)

    await stopProcess(caddy)
    log(`instances: B on ${INSTANCE_PORTS.B} (JOBS_AUTORUN=false)`)
    const b = startInstance('B', prefix, { jobs: false })
    started.push(b)
    await waitHealthy(b)
    const sharedCache = []
    for (const page of pages) {
      const response = await fetch(`${b.base}${page.path}`)
      await response.arrayBuffer()
      sharedCache.push({
        page: page.name,
        path: page.path,
        status: response.status,
        cache: response.headers.get('x-nextjs-cache') ?? 'none',
      })
    }
    log(`B's first request of each measured page: ${fromSharedCache(sharedCache)}`)
    caddy = await startCaddy([a.port, b.port])
    started.push(caddy)
    const two = await measureAll('two instances', targets)

    const rows = targets.map((target, i) => ({
      page: target.name,
      path: typeof samplePath(target) === 'string' ? samplePath(target) : undefined,
      cached: Boolean(target.cached),
      one: one[i],
      two: two[i],
      ratio: one[i].rps ? two[i].rps / one[i].rps : 0,
    }))
    return {
      database: `PostgreSQL ${PG_DATABASE}`,
      properties: INSTANCES_PROPERTIES,
      proxy: 'Caddy, deploy/Caddyfile (round robin, health_uri /api/health)',
      cores: os.availableParallelism(),
      connections: CONNECTIONS,
      duration: DURATION,
      sharedCache,
      rows,
    }
  } finally {
    for (const proc of started.reverse()) await stopProcess(proc)
    removeCleanup()
    await cleanKeys().catch((error) => log(`Redis cleanup: ${error.message}`))
    await redis.close().catch(() => {})
  }
}

/**
 * How many of B's first page requests the shared cache answered: HIT (fresh), or STALE (the cached page
 * served while Next renders it again in the background: what B answered for every page before the page's
 * lifetime was stored with it, cache-handler.mjs); MISS or no header is a page B rendered itself.
 */
function fromSharedCache(entries) {
  const counts = {}
  for (const { cache } of entries) counts[cache] = (counts[cache] ?? 0) + 1
  const cached = (counts.HIT ?? 0) + (counts.STALE ?? 0)
  const detail = Object.entries(counts).map(([cache, count]) => `${cache} ${count}`)
  return `${cached} of ${entries.length} from the shared cache (x-nextjs-cache: ${detail.join(', ')})`
}

export function printInstancesTable(result) {
  console.log(
    `\nOne and two instances behind ${result.proxy}; ${result.database} with ${result.properties} properties, Redis shared cache;` +
      ` ${result.connections} connections, ${result.duration} s per run` +
      `\nThis machine has ${result.cores} cores: the two instances share them (with Caddy, PostgreSQL, Redis and the load` +
      `\ngenerator), so two/one is bounded by the cores, not by the app. What it shows: two instances serve the same` +
      `\npages and searches, and the shared cache answers hits on both (B's first request of each page:` +
      `\n${fromSharedCache(result.sharedCache)}).`,
  )
  console.table(
    result.rows.map((r) => ({
      page: r.page,
      'one req/s': Math.round(r.one.rps),
      'one p50': r.one.p50,
      'one p99': r.one.p99,
      'two req/s': Math.round(r.two.rps),
      'two p50': r.two.p50,
      'two p99': r.two.p99,
      'two/one': Number(r.ratio.toFixed(2)),
      errors: `${r.one.errors}/${r.two.errors}`,
      sample: r.one.sampleStatus === 200 && r.two.sampleStatus === 200 ? 'ok' : `${r.one.sampleStatus}/${r.two.sampleStatus}`,
    })),
  )
}
