#!/usr/bin/env node
/**
 * npm start: from a fresh clone (after npm ci) to a running, seeded site in one command.
 *   0. the production Node.js major (package.json engines.node), from the npm registry when the machine's node is another
 *   1. environment defaults (.env files as Next reads them; PAYLOAD_SECRET generated once, kept in data/.secret)
 *   2. one cheap query (scripts/databaseState.mjs): an empty database is migrated and seeded (npm run seed -- --if-empty);
 *      a seeded one goes straight on, and the server applies any pending migration as it starts (Payload's
 *      prodMigrations, src/db.ts), so no start boots Payload twice
 *   3. next build when the build is missing or older than the sources
 *   4. next start, and a banner with the URLs and the admin login once the server answers; the password only
 *      when this start's seed has just created the admin (a production log never holds it)
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nextEnv from '@next/env'

import { databaseKindOf, readDatabaseState } from './databaseState.mjs'
import { runOnRequiredNode } from './node-runtime.mjs'
import { keptSecret, secretFile } from './payloadSecret.mjs'
import { clearRuntimeCache } from './runtime-cache.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(ROOT)

const ADMIN_EMAIL = 'admin@kempenvastgoed.be'
const DEFAULT_ADMIN_PASSWORD = 'Admin-Kempen-2026!'
const BIN = (name) => path.join(ROOT, 'node_modules', '.bin', name)

// Sources whose change makes the production build stale.
const BUILD_INPUTS = [
  'src',
  'collections',
  'globals',
  'blocks',
  'payload.config.ts',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
]

const log = (line) => console.log(`[start] ${line}`)

// On a machine whose node is not the production major (package.json engines.node), this script runs again on
// that major from the npm registry (scripts/node-runtime.mjs), and so do the seed, next build and next start.
await runOnRequiredNode(log)

let child = null
let stopping = false

/** Runs a command (no shell), forwarding SIGINT/SIGTERM to it; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    child = spawn(command, args, { stdio: 'inherit', env: process.env, ...options })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      child = null
      resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1))
    })
  })
}

async function mustRun(what, command, args) {
  const started = Date.now()
  log(`${what}…`)
  const code = await run(command, args)
  if (stopping) process.exit(code)
  if (code !== 0) {
    console.error(`[start] ${what} failed (exit ${code})`)
    process.exit(code)
  }
  log(`${what}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true
    if (child) child.kill(signal)
    else process.exit(signal === 'SIGINT' ? 130 : 143)
  })
}

/** Newest modification time (ms) of a file or of any file below a directory. */
function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)))
  }
  return newest
}

function buildIsStale() {
  const buildId = path.join(ROOT, '.next', 'BUILD_ID')
  if (!existsSync(buildId)) return 'no build yet'
  const built = statSync(buildId).mtimeMs
  const changed = BUILD_INPUTS.find((input) => newestMtime(path.join(ROOT, input)) > built)
  return changed ? `${changed} changed since the last build` : null
}

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && child && !stopping) {
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
      if (response.status < 500) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}

async function main() {
  // The same .env files `next start` reads, so every step sees the same settings.
  nextEnv.loadEnvConfig(ROOT, false, { info: () => {}, error: console.error })

  mkdirSync(path.join(ROOT, 'data'), { recursive: true })
  process.env.PORT ||= '3000'
  process.env.SERVER_URL ||= `http://localhost:${process.env.PORT}`
  // The secret signs sessions: generated once, then reused so logins survive restarts (scripts/payloadSecret.mjs).
  process.env.PAYLOAD_SECRET ||= keptSecret(secretFile(), log)
  process.env.NEXT_TELEMETRY_DISABLED ||= '1'
  // DATABASE_URL unset means the embedded SQLite database data/site.db (chosen in src/db.ts).
  const url = process.env.DATABASE_URL
  const kind = databaseKindOf(url)
  const database =
    kind === 'mongodb'
      ? 'MongoDB'
      : kind === 'postgres'
        ? 'PostgreSQL'
        : `SQLite ${url?.startsWith('file:') ? url.slice('file:'.length) : './data/site.db'}`
  log(`database: ${database}`)

  const before = await readDatabaseState(url, ROOT)
  let adminCreated = false
  if (before.seeded) {
    log(`database ready (${before.migrations ?? 'no'} migrations applied; pending ones apply as the server starts)`)
  } else {
    // The seed applies the committed migrations first (cli/payload.ts), then fills the empty database.
    await mustRun('migrating and seeding the empty database', 'npm', ['run', 'seed', '--', '--if-empty'])
    adminCreated = (await readDatabaseState(url, ROOT)).seeded
  }

  const stale = buildIsStale()
  if (stale) await mustRun(`building the site (${stale})`, BIN('next'), ['build'])
  else log('build is up to date')

  // Cached data and pages of an earlier run may belong to another database (scripts/runtime-cache.mjs).
  clearRuntimeCache(ROOT)
  const port = process.env.PORT
  log(`starting next on port ${port}`)
  // Idle connections outlive a reverse proxy's own idle timeout (often 60 s), so the proxy, never the server, closes
  // them: a request sent on a connection the server is closing at that instant would fail with ECONNRESET.
  const exited = run(BIN('next'), ['start', '-p', port, '--keepAliveTimeout', '65000'])
  if (await waitForServer(`http://127.0.0.1:${port}/admin/login`, 120_000)) {
    const site = process.env.SERVER_URL.replace(/\/$/, '')
    const password = process.env.SEED_ADMIN_PASSWORD ? '(SEED_ADMIN_PASSWORD)' : DEFAULT_ADMIN_PASSWORD
    const lines = [
      'Kempen Vastgoed is running',
      '',
      `  Site:         ${site}/`,
      `  Admin:        ${site}/admin`,
      `  Admin login:  ${ADMIN_EMAIL}`,
      adminCreated ? `  Password:     ${password}` : '  Password:     as set when the database was seeded',
      // Admins need a second factor (src/auth/twoFactor.ts): the admin page asks for it at the first login.
      '  Two-factor:   admins set it up at their first login (a QR code for an authenticator app)',
      '',
      '  Stop with Ctrl+C.',
    ]
    const width = Math.max(...lines.map((line) => line.length)) + 2
    console.log(`\n┌${'─'.repeat(width)}┐`)
    for (const line of lines) console.log(`│ ${line.padEnd(width - 1)}│`)
    console.log(`└${'─'.repeat(width)}┘\n`)
  }
  process.exit(await exited)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
