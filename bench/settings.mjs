/**
 * The bench's settings (environment variables, see bench/run.mjs) and paths, shared by its stages.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const DIST = path.join(ROOT, '.next')
export const TMP = path.join(ROOT, 'bench', 'tmp')
export const RESULTS = path.join(ROOT, 'bench', 'results')
export const NEXT_BIN = path.join(ROOT, 'node_modules', '.bin', 'next')
// The blank Next page (bench/blankPage.mjs): its sources, and its build where bench/blank/next.config.mjs puts it.
export const BLANK_DIR = path.join(ROOT, 'bench', 'blank')
export const BLANK_DIST = path.join(TMP, 'blank-next')

export const SIZES = (process.env.BENCH_SIZES || '1000,10000').split(',').map(Number)
export const DURATION = Number(process.env.BENCH_DURATION || 10)
export const WARMUP = Number(process.env.BENCH_WARMUP || 3)
export const PAGE_KINDS = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((kind) => kind.trim()) : null
export const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0'
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)
export const CONNECTIONS = 10
export const PORT = Number(process.env.BENCH_PORT || 3300)
// After the site (PORT), its ceiling (+1), Caddy (+2) and the two instances (+3, +4).
export const BLANK_PORT = PORT + 5
// How many unseen searches of each kind the first-request measurement asks, one at a time.
export const UNSEEN = Number(process.env.BENCH_UNSEEN || 30)

// The instances stage (bench/instances.mjs): PostgreSQL + Redis, one and two `next start` behind Caddy.
export const INSTANCES = process.env.BENCH_INSTANCES !== '0'
export const INSTANCES_PROPERTIES = Number(process.env.BENCH_INSTANCES_PROPERTIES || 1000)
export const PG_URL = (process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')
export const PG_DATABASE = process.env.BENCH_PG_DATABASE || 'kv_bench_multi'
export const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379'

/** What every server of the bench gets, whatever its database. */
export const serverEnv = () => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-not-for-production',
  // One address sends the whole load: the per-address API budget (src/api/readBudget.ts) would answer 429.
  API_READ_BUDGET: '100000000/1',
})

export const log = (line) => console.log(`[bench] ${line}`)
