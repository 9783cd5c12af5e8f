// Abuse of the PRODUCTION server (`next start`), issue 33, one server for three checks:
// - unbounded bodies (33.2): anonymous 200 MB chunked bodies, all in parallel, to /api/site/page-view and
//   /api/users/login. Before the body limit (src/security/bodyLimit.ts) the server read every one whole:
//   fourteen took it from 0.55 to 3.76 GB. Now each is answered 413 once it passes 1 MiB, the connection
//   is closed, and the server's memory (the RSS of its whole process group, sampled through the attack)
//   grows by less than 150 MB;
// - GET /api/health (33.9): the public reads up or down only, details go to the machine itself, and one
//   address's flood is cut by the read budget;
// - cached HTML (33.9): a page served from Next's cache, whose nonce is swapped per response, never
//   tells a shared cache to store it.
//
// Needs a production build and a seeded SQLite database (CRASH_DB_TEMPLATE, default tmp/e2e.db, copied
// to tmp/abuse.db). Run: node --test tests/crash/ (scripts/test.sh does, after the e2e build).
// BODY_ATTACK_COUNT sets how many bodies are sent (default 14, the issue's attack).
import { execFileSync } from 'node:child_process'
import { request } from 'node:http'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'

import { createClient } from '@libsql/client'

import { freePort, pause, root, signalServer, startProductionServer, waitForServer } from '../support/production.mjs'

const TEMPLATE = path.resolve(root, process.env.CRASH_DB_TEMPLATE || 'tmp/e2e.db')
const DB_FILE = path.resolve(root, 'tmp/abuse.db')
const MIB = 1024 * 1024
const BODY_BYTES = 200 * MIB
const COUNT = Number(process.env.BODY_ATTACK_COUNT) || 14
const GROWTH_LIMIT_MB = 150

const started = Date.now()
const say = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)

/** Resident memory of every process of the server's process group, in MB. */
function groupRssMb(pgid) {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' })
  return (
    out
      .split('\n')
      .map(Number)
      .filter((kb) => kb > 0)
      .reduce((sum, kb) => sum + kb, 0) / 1024
  )
}

/**
 * One anonymous chunked body of `total` bytes, written as fast as the server takes it. Resolves with
 * the answer once it is complete (the upload may still be going on), or with status 0 when the server
 * closed the connection without one; also how many bytes the client managed to send.
 */
function attack(base, pathname, total) {
  const url = new URL(pathname, base)
  const chunk = Buffer.alloc(64 * 1024, '{')
  return new Promise((resolve) => {
    let sent = 0
    let settled = false
    const done = (answer) => {
      if (settled) return
      settled = true
      resolve({ ...answer, sent })
      req.destroy()
    }
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        timeout: 120_000,
      },
      (res) => {
        const parts = []
        res.on('data', (d) => parts.push(d))
        res.on('end', () =>
          done({ status: res.statusCode, connection: res.headers.connection, body: Buffer.concat(parts).toString('utf8') }),
        )
        res.on('error', () => done({ status: res.statusCode, connection: res.headers.connection, body: '' }))
      },
    )
    req.on('error', (error) => done({ status: 0, body: error.message }))
    req.on('timeout', () => done({ status: 0, body: 'timeout' }))
    const pump = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!req.destroyed) req.end()
    }
    pump()
  })
}

let server

before(async () => {
  for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(DB_FILE + suffix, { force: true })
  const template = createClient({ url: `file:${TEMPLATE}` })
  await template.execute(`VACUUM INTO '${DB_FILE}'`)
  template.close()
  // API_READ_BUDGET as in production (120 a minute): the health flood below is measured against it.
  server = startProductionServer({
    name: 'abuse',
    port: await freePort(),
    env: { DATABASE_URL: 'file:./tmp/abuse.db', API_READ_BUDGET: '120/60' },
  })
  await waitForServer(server, { timeoutMs: 90_000 })
})

after(async () => {
  if (server) await signalServer(server, 'SIGKILL')
})

test(`${COUNT} anonymous 200 MB chunked bodies in parallel: 413 each, the server's memory stays flat`, { timeout: 300_000 }, async () => {
  // A small body is still read: the route answers it (an unknown property, not a 413).
  const small = await fetch(`${server.base}/api/site/page-view`, { method: 'POST', body: JSON.stringify({ id: 999999999 }) })
  assert.equal(small.status, 404)
  await pause(2_000)
  const before = groupRssMb(server.child.pid)
  say(`RSS at rest ${before.toFixed(0)} MB`)

  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, groupRssMb(server.child.pid))), 200)
  const targets = Array.from({ length: COUNT }, (_, n) => (n % 2 ? '/api/users/login' : '/api/site/page-view'))
  const answers = await Promise.all(targets.map((target) => attack(server.base, target, BODY_BYTES)))
  await pause(3_000)
  clearInterval(sampler)
  const after = groupRssMb(server.child.pid)
  say(`RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, 3 s after ${after.toFixed(0)} MB`)
  say(`answers: ${answers.map((a) => `${a.status} after ${(a.sent / MIB).toFixed(1)} MB`).join(', ')}`)

  for (const [n, answer] of answers.entries()) {
    assert.equal(answer.status, 413, `${targets[n]} answered ${answer.status}: ${answer.body.slice(0, 200)}`)
    assert.equal(answer.connection, 'close')
    assert.match(JSON.parse(answer.body).errors[0].message, /at most 1 MB/)
    assert.ok(answer.sent < BODY_BYTES, `the server read the whole body of ${targets[n]}`)
  }
  assert.ok(peak - before < GROWTH_LIMIT_MB, `RSS grew by ${(peak - before).toFixed(0)} MB (limit ${GROWTH_LIMIT_MB} MB)`)
  // The server still answers.
  assert.equal((await fetch(`${server.base}/api/users/me`)).status, 200)
})

test('GET /api/health: status only for the public, details for the machine itself, a flood cut by the budget', async () => {
  const visitor = { 'X-Forwarded-For': '203.0.113.77' }
  const publicAnswer = await fetch(`${server.base}/api/health`, { headers: visitor })
  assert.equal(publicAnswer.status, 200)
  assert.deepEqual(await publicAnswer.json(), { status: 'ok' })
  assert.equal(publicAnswer.headers.get('cache-control'), 'no-store')
  // The machine itself, not through a proxy (docker compose's health check): the details.
  const internal = await (await fetch(`${server.base}/api/health`)).json()
  assert.equal(internal.database.status, 'ok')

  // One address's flood (another address of its /64 included) runs out of the read budget; another address is still answered.
  const flood = await Promise.all(
    Array.from({ length: 150 }, (_, n) =>
      fetch(`${server.base}/api/health`, { headers: { 'X-Forwarded-For': `2001:db8:77:1::${(n + 1).toString(16)}` } }).then(
        (r) => r.status,
      ),
    ),
  )
  const refused = flood.filter((status) => status === 429).length
  say(`health flood: ${flood.length - refused} answered, ${refused} refused (429)`)
  assert.ok(refused >= 20, `only ${refused} of 150 refused`)
  assert.equal((await fetch(`${server.base}/api/health`, { headers: { 'X-Forwarded-For': '2001:db8:78:1::1' } })).status, 200)
})

test('a page served from Next’s cache tells shared caches not to store it (its nonce is per response)', async () => {
  let cached = null
  for (let n = 0; n < 3; n++) cached = await fetch(`${server.base}/nl/`)
  assert.equal(cached.status, 200)
  assert.equal(cached.headers.get('x-nextjs-cache'), 'HIT')
  assert.equal(cached.headers.get('cache-control'), 'private, no-cache')
  const [a, b] = [cached.headers.get('content-security-policy'), (await fetch(`${server.base}/nl/`)).headers.get('content-security-policy')]
  assert.notEqual(/'nonce-([^']+)'/.exec(a)?.[1], /'nonce-([^']+)'/.exec(b)?.[1])
})
