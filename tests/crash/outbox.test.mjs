// Outbox crash test (issue 33.7): an outbox worker (tests/crash/outboxWorker.ts, Payload's local API in a
// child process, no build needed) sends a burst of e-mails to a real SMTP receiver and is killed with
// SIGKILL once a quarter of them were accepted; a second worker is started on the same database and
// finishes the queue. Then, counted by Message-ID at the receiver:
//   - every outbox row is `sent` and was delivered;
//   - the repeats (deliveries beyond the first) are at most the sends one worker has under way at a time
//     (EMAIL_SEND_PARALLELISM, 1 here): only a send whose SMTP acceptance came just before the kill, and
//     whose `sent` mark did not, may go out again.
// On SQLite (tmp/outbox-crash.db) and on PostgreSQL (a database of its own on CRASH_POSTGRES_SERVER,
// default postgres://postgres@127.0.0.1:5432, dropped afterwards). Run: node --test tests/crash/.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { freePort, outboxIdOf, pause, root, startSmtp } from '../support/production.mjs'

const BURST = Number(process.env.OUTBOX_CRASH_BURST || 40)
/** The worker is killed when this many messages were accepted. */
const KILL_AT = Math.floor(BURST / 4)
/** Sends one worker has under way at a time (src/email/sendGate.ts): the most a kill may repeat. */
const PARALLELISM = 1
/** Jobs and send claims of the killed worker are handed back this soon (src/jobs/lease.ts). */
const LEASE_MS = 3_000
const PG_SERVER = process.env.CRASH_POSTGRES_SERVER || 'postgres://postgres@127.0.0.1:5432'

const started = Date.now()
const say = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)

/** Every worker this file started, killed when the test runner ends early. */
const workers = new Set()
process.on('exit', () => {
  for (const child of workers) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
})

function startWorker(args, env) {
  const child = spawn(
    process.execPath,
    [
      '--conditions=production',
      '--disable-warning=DEP0205',
      '--import',
      '@swc-node/register/esm-register',
      'tests/crash/outboxWorker.ts',
      ...args,
    ],
    {
      cwd: root,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        ...process.env,
        SMTP_HOST: '127.0.0.1',
        SMTP_SECURE: 'false',
        JOB_LEASE_MS: String(LEASE_MS),
        EMAIL_RETRY_DELAY_MS: '200',
        EMAIL_SEND_PARALLELISM: String(PARALLELISM),
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-kempen-vastgoed-not-for-production',
        MEDIA_DIR: 'tmp/media-outbox-crash',
        ...env,
      },
    },
  )
  workers.add(child)
  let log = ''
  child.stdout.on('data', (d) => (log = (log + d).slice(-20_000)))
  child.stderr.on('data', (d) => (log = (log + d).slice(-20_000)))
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  const kill = () => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
    return exited
  }
  const go = () => child.stdin.write('go\n')
  return { child, exited, kill, go, log: () => log }
}

async function waitFor(what, condition, { timeoutMs, worker }) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await condition()) return
    if (worker?.child.exitCode !== null && worker?.child.exitCode !== undefined)
      throw new Error(`the worker exited (${worker.child.exitCode}) before ${what}:\n${worker.log()}`)
    await pause(50)
  }
  throw new Error(`no ${what} within ${timeoutMs} ms${worker ? `:\n${worker.log().slice(-6_000)}` : ''}`)
}

/** Kill mid-burst, restart, count repeats; `db.query(sql)` answers rows of the worker's database. */
async function crashDuringBurst({ databaseUrl, db }) {
  const tag = `outbox-${randomBytes(3).toString('hex')}`
  let worker = null
  let killed = null
  const smtp = await startSmtp(await freePort(), {
    // The kill lands right after an acceptance: the moment the worker learns a message is out.
    onAccepted: () => {
      if (!killed && smtp.received.length >= KILL_AT) killed = worker.kill()
    },
  })
  const env = { DATABASE_URL: databaseUrl, SMTP_PORT: String(smtp.port) }
  // The replacement loads beside the first worker and starts once it is dead (it migrates nothing: the
  // first worker did).
  const replacement = startWorker(['standby'], env)
  try {
    worker = startWorker(['queue', String(BURST), tag], env)
    await waitFor('kill', () => killed !== null, { timeoutMs: 120_000, worker })
    await killed
    const acceptedAtKill = smtp.received.length
    await pause(300) // a message already on the wire still arrives
    const rows = await db.query(`SELECT id, status FROM emails WHERE "to" LIKE '${tag}-%'`)
    assert.equal(rows.length, BURST, 'the burst was queued')
    const sentAtKill = rows.filter((r) => r.status === 'sent').length
    const claimed = (await db.query(`SELECT key FROM claims WHERE scope = 'email-send'`)).length
    say(`killed after ${acceptedAtKill} acceptances: ${sentAtKill} rows marked sent, ${claimed} send claim(s) left`)

    worker = replacement
    await waitFor('replacement loaded', () => worker.log().includes('standing by'), { timeoutMs: 60_000, worker })
    worker.go()
    const receivedBefore = smtp.received.length
    const unsent = async () =>
      Number((await db.query(`SELECT count(*) AS n FROM emails WHERE "to" LIKE '${tag}-%' AND status != 'sent'`))[0].n)
    await waitFor('drained queue', async () => (await unsent()) === 0, { timeoutMs: 90_000, worker })
    // The pace of one-at-a-time sending (the replacement's own sends, first acceptance to last).
    const own = smtp.received.slice(receivedBefore)
    const spanMs = own.length > 1 ? own.at(-1).acceptedAt - own[0].acceptedAt : 0
    say(`the replacement sent the rest: ${own.length} messages in ${spanMs} ms, one at a time`)
    await pause(500) // nothing more may arrive
    await worker.kill()

    const deliveries = new Map()
    for (const mail of smtp.received) {
      const id = outboxIdOf(mail)
      if (id) deliveries.set(id, (deliveries.get(id) ?? 0) + 1)
    }
    const ids = rows.map((r) => String(r.id))
    for (const id of ids) assert.ok((deliveries.get(id) ?? 0) >= 1, `outbox row ${id} was delivered`)
    const repeated = ids.filter((id) => deliveries.get(id) > 1)
    const repeats = repeated.reduce((sum, id) => sum + deliveries.get(id) - 1, 0)
    say(`${BURST} rows sent, ${smtp.received.length} deliveries, ${repeats} repeat(s) (rows ${repeated.join(', ') || 'none'})`)
    assert.ok(
      repeats <= PARALLELISM,
      `${repeats} repeated deliveries after one kill (rows ${repeated.join(', ')}); at most ${PARALLELISM} per worker`,
    )
    return { repeats }
  } catch (error) {
    if (worker) console.log(`worker log (last part):\n${worker.log().slice(-6_000)}`)
    throw error
  } finally {
    await worker?.kill()
    await replacement.kill()
    await smtp.stop()
  }
}

const TIMEOUT = Number(process.env.OUTBOX_CRASH_TIMEOUT_MS || 240_000)

// The two databases side by side: most of each run is its workers loading their modules.
describe('kill -9 during a burst of outbox sends', { concurrency: true }, () => {
  it('on SQLite: at most one repeat per worker', { timeout: TIMEOUT }, async () => {
    const file = path.join(root, 'tmp/outbox-crash.db')
    for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(file + suffix, { force: true })
    const client = createClient({ url: `file:${file}` })
    try {
      await crashDuringBurst({ databaseUrl: 'file:./tmp/outbox-crash.db', db: { query: async (sql) => (await client.execute(sql)).rows } })
    } finally {
      client.close()
    }
  })

  it('on PostgreSQL: at most one repeat per worker', { timeout: TIMEOUT }, async () => {
    const name = `outbox_crash_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const client = new pg.Client({ connectionString: `${PG_SERVER}/${name}` })
    await client.connect()
    try {
      await crashDuringBurst({ databaseUrl: `${PG_SERVER}/${name}`, db: { query: async (sql) => (await client.query(sql)).rows } })
    } finally {
      await client.end()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  })
})
