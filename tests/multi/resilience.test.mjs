// Degrade, never die (issue 35.1 and 35.2): two production servers (`next start` of the e2e build) on one
// copy of the seeded SQLite database, sharing a Redis this test starts, stops and starts again, behind a
// real Caddy with the production Caddyfile (deploy/Caddyfile):
//   - Redis unreachable at start: both serve pages and search at once ("degraded", still 200 for the proxy),
//     and take Redis up when it comes;
//   - an instance started while the pages are in Redis serves its very first request from there (it waits for its
//     first connection; falling back at once re-rendered the page and kept it to itself);
//   - Redis lost mid-run: every request still answers; a listing edited during the outage is never served
//     from Redis in its old form once Redis is back (the instance expires the outage's tags there first);
//   - SIGTERM to one instance behind Caddy under load: no request fails, the instance leaves the rotation
//     and exits within its grace.
//
// Needs the production build, a seeded SQLite snapshot (CRASH_DB_TEMPLATE, as the crash tests), and the
// redis-server and caddy binaries (scripts/test.sh installs them). Run: node --test tests/multi/
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { setTimeout as delay } from 'node:timers/promises'
import assert from 'node:assert/strict'

import { createClient as createSqlClient } from '@libsql/client'
import {
  contactActionId,
  freePort,
  pause,
  postContact,
  root,
  signalServer,
  startCaddy,
  startProductionServer,
  startRedis,
  stopRedis,
  waitFor,
  waitForListening,
  waitForServer,
} from '../support/production.mjs'

const TEMPLATE = path.resolve(root, process.env.CRASH_DB_TEMPLATE || 'tmp/e2e.db')
const DB_FILE = path.resolve(root, 'tmp/resilience.db')
const RUN_TAG = randomBytes(3).toString('hex')
const STAFF = { email: 'redactie@kempenvastgoed.be', password: process.env.SEED_ADMIN_PASSWORD || 'Admin-Kempen-2026!' }
/** The drained instance's grace (SHUTDOWN_GRACE_MS): its process must have ended within it (and a short margin). */
const GRACE_MS = 10_000

const started = Date.now()
const say = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)

const health = async (server) => {
  const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(10_000) })
  return { code: res.status, body: await res.json() }
}

const SEARCH = '/api/site/listings?listing=for-sale&locale=nl&limit=12'

/** A request as a visitor makes it: status, time, and whether it answered at all. */
async function visit(base, pathname) {
  const begun = Date.now()
  try {
    const res = await fetch(`${base}${pathname}`, { signal: AbortSignal.timeout(15_000) })
    await res.arrayBuffer()
    return { pathname, status: res.status, ms: Date.now() - begun }
  } catch (error) {
    return { pathname, status: 0, error: error.cause?.message ?? error.message, ms: Date.now() - begun }
  }
}

const failed = (answers) => answers.filter((answer) => answer.status === 0 || answer.status >= 500)

test('Redis away at start or mid-run, and SIGTERM behind Caddy: the site keeps answering', { timeout: 420_000 }, async (t) => {
  for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(DB_FILE + suffix, { force: true })
  const template = createSqlClient({ url: `file:${TEMPLATE}` })
  await template.execute(`VACUUM INTO '${DB_FILE}'`)
  template.close()

  const dir = await mkdtemp(path.join(tmpdir(), 'kv-resilience-'))
  const redisPort = await freePort()
  const ports = new Set([redisPort])
  const nextPort = async () => {
    let port = await freePort()
    while (ports.has(port)) port = await freePort()
    ports.add(port)
    return port
  }
  const env = {
    DATABASE_URL: 'file:./tmp/resilience.db',
    // Nothing listens there yet: Redis is unreachable when the instances start.
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_KEY_PREFIX: `kv-resilience-${RUN_TAG}`,
    MEDIA_DIR: 'tmp/media-resilience',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    API_READ_BUDGET: '1000000/1',
    METRICS_TOKEN: `metrics-${RUN_TAG}`,
  }
  // B only serves: one instance runs the job queues on a SQLite file.
  const a = startProductionServer({ name: 'A', port: await nextPort(), env })
  const b = startProductionServer({ name: 'B', port: await nextPort(), env: { ...env, JOBS_AUTORUN: 'false' } })
  let redis = null
  let caddy = null
  t.after(async () => {
    if (process.exitCode) for (const server of [a, b]) console.log(`--- ${server.name}\n${server.log().slice(-4_000)}`)
    if (process.exitCode && caddy) console.log(`--- Caddy\n${caddy.log()}`)
    await Promise.all([signalServer(a, 'SIGKILL'), signalServer(b, 'SIGKILL')])
    await caddy?.stop()
    await stopRedis(redis)
    await rm(dir, { recursive: true, force: true })
  })

  await t.test('Redis unreachable at start: pages and search answer at once, the instances report "degraded"', async () => {
    await Promise.all([waitForServer(a, { path: '/api/users/me' }), waitForServer(b, { path: '/api/users/me' })])
    say('A and B up, Redis unreachable')
    for (const server of [a, b]) {
      for (const pathname of ['/nl/', '/nl/te-koop/', SEARCH]) {
        const answer = await visit(server.base, pathname)
        assert.equal(answer.status, 200, `${server.name} ${pathname}: ${JSON.stringify(answer)}`)
        // A request must not wait on Redis: the cold render is the only cost.
        assert.ok(answer.ms < 10_000, `${server.name} ${pathname} took ${answer.ms} ms`)
      }
      const { code, body } = await health(server)
      assert.equal(code, 200, 'still in rotation')
      assert.equal(body.status, 'degraded')
      assert.equal(body.redis.status, 'down')
    }
  })

  await t.test('Redis coming up is taken up by both instances, and pages are shared through it again', async () => {
    redis = await startRedis(redisPort, dir)
    for (const server of [a, b]) {
      await waitFor(`${server.name} reports Redis`, async () => (await health(server)).body.redis?.status === 'ok')
    }
    const before = (await redis.client.keys(`kv-resilience-${RUN_TAG}:*`)).length
    assert.equal((await visit(a.base, '/nl/contact/')).status, 200)
    await waitFor('the page A rendered is in Redis', async () => (await redis.client.keys(`kv-resilience-${RUN_TAG}:*`)).length > before)
    // Every stored page expires within a week (cache-handler.mjs): no release leaves keys behind for long.
    const keys = (await redis.client.keys(`kv-resilience-${RUN_TAG}:*`)).filter((key) => !key.includes('__'))
    const lifetimes = await Promise.all(keys.map((key) => redis.client.ttl(key)))
    assert.ok(lifetimes.length > 0 && lifetimes.every((ttl) => ttl > 0 && ttl <= 7 * 24 * 3600), `page key lifetimes: ${lifetimes}`)
    say('both instances on Redis')
  })

  await t.test("a new instance's first request is served from the shared cache", async () => {
    // A page A rendered, in Redis; a third instance (as a release or a restart starts one) whose first request it is.
    assert.equal((await visit(a.base, '/nl/te-koop/')).status, 200)
    await waitFor('A serves the list page from the cache', async () => {
      const res = await fetch(`${a.base}/nl/te-koop/`)
      await res.arrayBuffer()
      return res.headers.get('x-nextjs-cache') === 'HIT'
    })
    const c = startProductionServer({ name: 'C', port: await nextPort(), env: { ...env, JOBS_AUTORUN: 'false' } })
    try {
      await waitForListening(c)
      const res = await fetch(`${c.base}/nl/te-koop/`, { signal: AbortSignal.timeout(60_000) })
      await res.arrayBuffer()
      assert.equal(res.status, 200)
      assert.equal(res.headers.get('x-nextjs-cache'), 'HIT', "C's first request rendered the page again instead of reading Redis")
    } finally {
      await signalServer(c, 'SIGKILL')
    }
  })

  await t.test('Redis lost mid-run: every request answers; an edit made meanwhile is not undone by Redis coming back', async () => {
    const { cards } = await (await fetch(`${a.base}${SEARCH}`)).json()
    const card = cards[cards.length - 1]
    const detail = `/nl/te-koop/x/x/${card.externalId}/`
    const page = async (server) => {
      const res = await fetch(`${server.base}${detail}`, { headers: { 'X-Forwarded-For': '10.35.1.1' } })
      assert.equal(res.status, 200)
      return { html: await res.text(), cache: res.headers.get('x-nextjs-cache') }
    }
    // The page in Redis: B serves what A rendered.
    assert.ok((await page(a)).html.includes(card.title))
    await waitFor('B serves the page from the shared cache', async () => (await page(b)).cache === 'HIT')

    // Redis keeps its data on disk for this test only, so the old page is still there when it returns.
    await redis.client.sendCommand(['SAVE'])
    await stopRedis(redis)
    redis = null
    say('Redis killed')
    const during = []
    for (let round = 0; round < 3; round++) {
      for (const server of [a, b]) {
        for (const pathname of ['/nl/', detail, SEARCH]) during.push({ server: server.name, ...(await visit(server.base, pathname)) })
      }
    }
    assert.deepEqual(failed(during), [], 'no request failed during the outage')
    const slowest = Math.max(...during.map((answer) => answer.ms))
    say(`${during.length} requests during the outage, none failed, slowest ${slowest} ms`)

    const login = await fetch(`${a.base}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(STAFF),
    })
    assert.equal(login.status, 200)
    const { token } = await login.json()
    const patch = (title) =>
      fetch(`${a.base}/api/properties/${card.id}?locale=nl&depth=0`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ title }),
      })
    const title = `${card.title} (tijdens storing ${RUN_TAG})`
    const saved = await patch(title)
    assert.equal(saved.status, 200, `the save during the outage: ${await saved.clone().text()}`)
    try {
      assert.ok((await page(a)).html.includes(title), 'A shows the edit at once')

      redis = await startRedis(redisPort, dir)
      assert.ok((await redis.client.keys(`kv-resilience-${RUN_TAG}:*`)).length > 0, 'Redis came back with the pages of before')
      for (const server of [a, b]) {
        await waitFor(`${server.name} reports Redis again`, async () => (await health(server)).body.redis?.status === 'ok')
      }
      // Without the outage's expiries replayed, B would read the old page from Redis and keep serving it.
      await waitFor('B serves the edit', async () => (await page(b)).html.includes(title), 10_000)
      for (let n = 0; n < 3; n++) assert.ok((await page(b)).html.includes(title), 'and keeps serving it')
      say('the edit made during the outage is served by both after it')
    } finally {
      await patch(card.title)
    }
  })

  await t.test('each request has an id, its log lines carry it, and one access line says how it went, without personal data', async () => {
    const email = `jan.peeters-${RUN_TAG}@example.be`
    const reqId = `resilience-${RUN_TAG}-0001`
    const res = await fetch(`${b.base}/nl/contact/?email=${encodeURIComponent(email)}`, { headers: { 'X-Request-Id': reqId } })
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('x-request-id'), reqId, "the proxy's id is kept and answered")
    const ownId = (await fetch(`${b.base}/nl/`, { headers: { 'X-Request-Id': 'not an id\n' } })).headers.get('x-request-id')
    assert.match(ownId ?? '', /^[0-9a-f-]{36}$/, 'a header that is not an id is replaced by a new one')

    const answer = await postContact(b.base, await contactActionId(), {
      key: randomBytes(16).toString('hex'),
      email,
      message: `Bericht van Jan ${RUN_TAG}`,
      lastName: 'Peeters',
      clientIp: '10.35.5.1',
    })
    assert.equal(answer.ok, true, JSON.stringify(answer))
    // The post's e-mails are sent right after the answer, and fail here (no mail server): Payload logs that.
    await pause(3_000)
    const lines = b
      .log()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
    const access = lines.find((line) => line.msg === 'request' && line.reqId === reqId)
    assert.ok(access, `an access line for ${reqId}`)
    assert.equal(access.method, 'GET')
    assert.equal(access.path, '/nl/contact/')
    assert.equal(access.status, 200)
    assert.equal(typeof access.ms, 'number')
    const post = lines.find((line) => line.msg === 'request' && line.method === 'POST' && line.path === '/nl/contact/')
    assert.ok(post?.reqId, 'the form post has its access line')
    assert.ok(
      lines.some((line) => line.msg !== 'request' && line.reqId === post.reqId),
      `Payload's lines during the post carry its id: ${JSON.stringify(lines.filter((line) => line.msg !== 'request').slice(-5))}`,
    )
    // A line Payload writes while the request runs (a failed login) carries its id too.
    const loginId = `resilience-${RUN_TAG}-0002`
    const refused = await fetch(`${b.base}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': loginId },
      body: JSON.stringify({ email, password: 'not the password' }),
    })
    assert.equal(refused.status, 401)
    await pause(500)
    const loginLines = b
      .log()
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes(loginId))
      .map((line) => JSON.parse(line))
    assert.ok(
      loginLines.some((line) => line.msg !== 'request' && line.level >= 40),
      `Payload's line about the refused login has its id`,
    )
    assert.ok(
      loginLines.some((line) => line.msg === 'request' && line.status === 401),
      'and its access line',
    )
    const log = b.log()
    for (const personal of ['jan.peeters', 'Bericht van Jan', '0475123456'])
      assert.ok(!log.includes(personal), `"${personal}" is not in the log`)
    // Next's own lines too (its failed e-mail jobs, warnings): JSON, but for its banner before the hooks are in.
    // The first line of the kept tail may be cut.
    const plain = log
      .split('\n')
      .slice(1)
      .filter((line) => line.trim() && !line.startsWith('{') && !/^\s*(?:▲|✓|-\s)/.test(line))
    assert.deepEqual(plain.slice(0, 5), [], 'every line after the start is JSON')
  })

  await t.test('GET /api/metrics: Prometheus text behind its token, with requests, cache, queues, failing e-mails, the index', async () => {
    const refused = await fetch(`${b.base}/api/metrics`)
    assert.equal(refused.status, 401)
    assert.equal((await fetch(`${b.base}/api/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status, 401)
    const res = await fetch(`${b.base}/api/metrics`, { headers: { Authorization: `Bearer metrics-${RUN_TAG}` } })
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/)
    const text = await res.text()
    const value = (pattern) => Number(new RegExp(`^${pattern} (\\S+)$`, 'm').exec(text)?.[1])
    assert.ok(value('kv_http_requests_total\\{kind="page",method="GET",status="2xx"\\}') > 0, 'pages counted')
    assert.ok(value('kv_http_requests_total\\{kind="search",method="GET",status="2xx"\\}') > 0, 'searches counted')
    assert.ok(value('kv_page_cache_total\\{result="HIT"\\}') > 0, 'cache hits counted')
    assert.ok(value('kv_job_queue_depth\\{queue="email"\\}') >= 0, 'the e-mail queue')
    // The form post above left e-mails this instance could not send (no mail server here).
    assert.ok(value('kv_emails_failing') >= 1, 'failing e-mails')
    assert.ok(value('kv_listing_index_age_seconds') >= 0, "the listing index's age")
    assert.ok(value('kv_process_resident_memory_bytes') > 0, 'the process')
  })

  await t.test("a detail page's similar listings come from the index in memory: rendering one reads no listing again", async () => {
    const indexAge = async () => {
      const res = await fetch(`${b.base}/api/metrics`, { headers: { Authorization: `Bearer metrics-${RUN_TAG}` } })
      return Number(/^kv_listing_index_age_seconds (\S+)$/m.exec(await res.text())?.[1])
    }
    // Two listings whose pages this instance has not rendered yet (the earlier tests open the first ones).
    const listed = await fetch(`${b.base}/api/properties?depth=0&limit=3&page=6&sort=externalId&where[status][equals]=for-sale`)
    const [first, ...docs] = (await listed.json()).docs
    assert.equal(docs.length, 2)
    // One detail page and a search first: the index checks its generations against the shared cache (the tag
    // expiries of the Redis outage above make it read the listings changed meanwhile), and the first render of
    // the detail route in this process finds no cached read of its own yet. The age counts whole seconds: once
    // it is a few seconds, a read of the index would set it back near 0.
    assert.equal((await fetch(`${b.base}/property/${first.externalId}/`)).status, 200)
    assert.equal((await fetch(`${b.base}${SEARCH}`)).status, 200)
    let before = await indexAge()
    for (let waited = 0; before < 3 && waited < 20_000; waited += 500) {
      await delay(500)
      before = await indexAge()
    }
    assert.ok(before >= 3, `the index settled (age ${before} s)`)
    for (const { externalId } of docs) assert.equal((await fetch(`${b.base}/property/${externalId}/`)).status, 200)
    await delay(1_200)
    const after = await indexAge()
    assert.ok(after >= before + 1, `the index was not read again: its age went from ${before} s to ${after} s`)
  })

  await t.test('SIGTERM behind Caddy under load: no request fails, the instance leaves and exits within its grace', async () => {
    caddy = await startCaddy(await nextPort(), [a, b], dir)
    const answers = []
    let running = true
    const pages = ['/nl/', '/nl/te-koop/', SEARCH, '/nl/contact/']
    const loop = async (worker) => {
      for (let n = worker; running; n++) answers.push({ at: Date.now(), ...(await visit(caddy.base, pages[n % pages.length])) })
    }
    const workers = Array.from({ length: 6 }, (_, worker) => loop(worker))
    await pause(3_000)
    const signalledAt = Date.now()
    const exited = signalServer(a, 'SIGTERM').then((outcome) => ({ ...outcome, at: Date.now() }))
    const { code, signal, at } = await Promise.race([
      exited,
      pause(GRACE_MS + 10_000).then(() => ({ code: null, signal: 'still running', at: Date.now() })),
    ])
    // The load goes on on B alone for a while.
    await pause(5_000)
    running = false
    await Promise.all(workers)
    const afterSignal = answers.filter((answer) => answer.at >= signalledAt)
    say(
      `A exited with ${code ?? signal} ${at - signalledAt} ms after SIGTERM; ${answers.length} requests through Caddy, ` +
        `${afterSignal.length} after the signal; failed: ${JSON.stringify(failed(answers).map((answer) => ({ ...answer, at: answer.at - signalledAt })))}`,
    )
    assert.equal(code, 143, `A ended on its own after SIGTERM (${code ?? signal}):\n${a.log().slice(-3_000)}`)
    // The grace, and the margin after it within which the process ends whatever holds it (src/ops/shutdown.ts).
    assert.ok(at - signalledAt < GRACE_MS + 2_000, `within the grace (${at - signalledAt} ms):\n${a.log().slice(-3_000)}`)
    assert.ok(afterSignal.length >= 6, `the load went on through the drain (${afterSignal.length} requests)`)
    // Caddy says why it answered 502 (the upstream's error), A's log what it was doing then.
    assert.deepEqual(
      failed(answers),
      [],
      `no request through Caddy failed\n--- Caddy\n${caddy.log().slice(-4_000)}\n--- A\n${a.log().slice(-4_000)}`,
    )
  })
})
