// A release without downtime (issue 35.6, npm run deploy): the roll of deploy/rollingUpdate.mjs, the module
// deploy/deploy.mjs drives with docker compose, here driving real production servers (`next start` of the e2e
// build) behind a real Caddy with the production Caddyfile (deploy/Caddyfile), on one copy of the seeded SQLite
// snapshot and one Redis, while six visitors send pages and searches through Caddy the whole time:
//   - a roll of both replicas: no request fails, each old instance exits within its grace, the new instances
//     serve, and at no moment were both replicas down;
//   - a replacement that never becomes healthy (its database unreachable): the roll stops with a failure naming
//     it, the other replica is never touched and serves every request;
//   - a failed migration: no replica is touched.
// The driver below does what `docker compose up -d --no-deps --force-recreate` does to a container: SIGTERM to
// the old process, wait for it to end, start the new one at the same address (Caddy's upstream).
//
// Needs the production build, a seeded SQLite snapshot (CRASH_DB_TEMPLATE) and the redis-server and caddy
// binaries (scripts/test.sh installs them). Run: node --test tests/multi/rollingDeploy.test.mjs
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import assert from 'node:assert/strict'

import { createClient as createSqlClient } from '@libsql/client'

import { deployRelease, proxyCountsNoFailures, rollReplicas } from '../../deploy/rollingUpdate.mjs'
import {
  freePort,
  pause,
  root,
  signalServer,
  startCaddy,
  startProductionServer,
  startRedis,
  stopRedis,
  waitForServer,
} from '../support/production.mjs'

const TEMPLATE = path.resolve(root, process.env.CRASH_DB_TEMPLATE || 'tmp/e2e.db')
const DB_FILE = path.resolve(root, 'tmp/rolling.db')
const RUN_TAG = randomBytes(3).toString('hex')
/** Each instance's SHUTDOWN_GRACE_MS: an old instance must have ended within it (and the margin of src/ops/shutdown.ts). */
const GRACE_MS = 8_000
const EXIT_MARGIN_MS = 2_000
/** As deploy/deploy.mjs: longer than Caddy's active check interval (2 s), so Caddy has taken the replica back. */
const SETTLE_MS = 5_000
const SEARCH = '/api/site/listings?listing=for-sale&locale=nl&limit=12'
const PAGES = ['/nl/', '/nl/te-koop/', SEARCH, '/nl/contact/']
const REPLICAS = ['app-2', 'app-1']

const started = Date.now()
const say = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)

let visits = 0

/**
 * A request as a visitor makes it; a redirect counts as an answer (not followed). Its X-Request-Id, which the
 * server keeps and writes in its access line, tells which instance served it.
 */
async function visit(base, pathname) {
  const id = `rolling-${RUN_TAG}-${++visits}`
  const begun = Date.now()
  try {
    const res = await fetch(`${base}${pathname}`, {
      redirect: 'manual',
      headers: { 'X-Request-Id': id },
      signal: AbortSignal.timeout(15_000),
    })
    await res.arrayBuffer()
    return { id, pathname, status: res.status, begun, at: Date.now() }
  } catch (error) {
    return { id, pathname, status: 0, error: error.cause?.message ?? error.message, begun, at: Date.now() }
  }
}

const failed = (answers) => answers.filter((answer) => answer.status < 200 || answer.status >= 400)
const slowest = (answers) => Math.max(...answers.map((answer) => answer.at - answer.begun))

/**
 * What each visitor waits between two of its requests. The load has to go on through the whole roll (requests
 * keep coming through Caddy while a replica leaves, is away and comes back), not to be as heavy as two cores can
 * serve: without a pause six visitors kept both cores busy for the whole roll and, in `npm test`, took that CPU
 * from the browser tests running beside. With it they still send dozens of requests a second, so some are
 * nearly always under way; the drain of requests under way at SIGTERM is resilience.test.mjs's own test, under a
 * load without pause.
 */
const VISIT_PAUSE_MS = 100

/** Six visitors through Caddy, one request after the other each, until `stop()`, which resolves with every answer. */
function steadyLoad(base) {
  const answers = []
  let running = true
  const loop = async (worker) => {
    for (let n = worker; running; n++) {
      answers.push(await visit(base, PAGES[n % PAGES.length]))
      if (running) await pause(VISIT_PAUSE_MS)
    }
  }
  const workers = Array.from({ length: 6 }, (_, worker) => loop(worker))
  return {
    answers,
    stop: async () => {
      running = false
      await Promise.all(workers)
      return answers
    },
  }
}

/**
 * A server's /api/health: "up" (200), the status it answered instead (503 while it drains or has no
 * database), the error of a connection it refused or cut, or "slow": no answer within 10 s. Slow is counted
 * apart, not as down: it is a process that accepted the request and is busy (on a 2-core machine that others
 * share, one replica serving the whole load can take seconds to answer), not a stopped or stopping one.
 */
async function healthState(server) {
  try {
    const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(10_000) })
    await res.arrayBuffer()
    return res.ok ? 'up' : String(res.status)
  } catch (error) {
    return error.name === 'TimeoutError' ? 'slow' : (error.cause?.code ?? error.message)
  }
}
const isDown = (state) => state !== 'up' && state !== 'slow'
const up = async (server) => (await healthState(server)) === 'up'

/** Asks every replica's /api/health side by side, 250 ms after the previous round: one sample per round. */
function healthMonitor(current) {
  const samples = []
  let running = true
  const done = (async () => {
    while (running) {
      const at = Date.now()
      // The process asked, by name: the driver swaps a replica's process only once the old one has exited, so a
      // round begun just after a replace call still asks (and may hear "up" from) the old process.
      const asked = Object.fromEntries(REPLICAS.map((replica) => [replica, current[replica].name]))
      const states = await Promise.all(REPLICAS.map(async (replica) => [replica, await healthState(current[replica])]))
      samples.push({ at, asked, ...Object.fromEntries(states) })
      await pause(250)
    }
  })()
  return {
    stop: async () => {
      running = false
      await done
      return samples
    },
  }
}

test(
  'the rolling deploy behind Caddy: one replica at a time, no failed request, stops on a replica that stays unhealthy',
  { timeout: 300_000 },
  async (t) => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(DB_FILE + suffix, { force: true })
    const template = createSqlClient({ url: `file:${TEMPLATE}` })
    await template.execute(`VACUUM INTO '${DB_FILE}'`)
    template.close()

    const dir = await mkdtemp(path.join(tmpdir(), 'kv-rolling-'))
    const ports = new Set()
    const nextPort = async () => {
      let port = await freePort()
      while (ports.has(port)) port = await freePort()
      ports.add(port)
      return port
    }
    const redisPort = await nextPort()
    const redis = await startRedis(redisPort, dir)
    const env = {
      DATABASE_URL: 'file:./tmp/rolling.db',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: `kv-rolling-${RUN_TAG}`,
      MEDIA_DIR: 'tmp/media-rolling',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      API_READ_BUDGET: '1000000/1',
      // As docker-compose.yml: the migration is a step of its own, never a replica's start.
      MIGRATE_ON_START: 'false',
    }
    // As docker-compose.yml: app-1 runs the job queues, app-2 only serves.
    const envOf = { 'app-1': env, 'app-2': { ...env, JOBS_AUTORUN: 'false' } }
    const portOf = { 'app-1': await nextPort(), 'app-2': await nextPort() }
    let generation = 0
    /** Every access line of every instance, with the instance's name (its log keeps only its tail). */
    const accessLines = []
    const start = (replica, extra = {}) => {
      const server = startProductionServer({
        name: `${replica}#${generation++}`,
        port: portOf[replica],
        env: { ...envOf[replica], ...extra },
      })
      let partial = ''
      server.child.stdout.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n')
        partial = lines.pop()
        for (const line of lines) {
          if (line.startsWith('{') && line.includes('"msg":"request"')) accessLines.push({ server: server.name, ...JSON.parse(line) })
        }
      })
      return server
    }
    /** A failed request with the instance that logged it (none: it never reached one, or never finished there). */
    const explain = (answers, since) =>
      failed(answers).map((answer) => ({
        ...answer,
        begun: answer.begun - since,
        at: answer.at - since,
        servedBy: accessLines.filter((line) => line.reqId === answer.id).map(({ server, status, ms }) => ({ server, status, ms })),
      }))
    /** The process each replica runs now; the driver swaps it. */
    const current = { 'app-1': start('app-1'), 'app-2': start('app-2') }
    const every = Object.values(current)
    let caddy = null
    /** Failed subtests: the instances' and Caddy's logs are printed after them. */
    let failures = 0
    const subtest = (name, body) =>
      t.test(name, async () => {
        try {
          await body()
        } catch (error) {
          failures++
          throw error
        }
      })
    t.after(async () => {
      if (failures) for (const server of every) console.log(`--- ${server.name}\n${server.log().slice(-3_000)}`)
      if (failures && caddy) console.log(`--- Caddy\n${caddy.log()}`)
      await Promise.all(every.map((server) => signalServer(server, 'SIGKILL')))
      await caddy?.stop()
      await stopRedis(redis)
      await rm(dir, { recursive: true, force: true })
    })
    await Promise.all(REPLICAS.map((replica) => waitForServer(current[replica])))
    caddy = await startCaddy(await nextPort(), [current['app-1'], current['app-2']], dir)
    // The replicas a release replaces have been serving for a while: each renders every page once first (a
    // process's first render of a route loads its code, seconds on a busy machine).
    for (const replica of REPLICAS) {
      for (const pathname of PAGES) assert.equal((await visit(current[replica].base, pathname)).status, 200, `${replica} ${pathname}`)
    }
    assert.equal((await visit(caddy.base, '/nl/')).status, 200, 'Caddy serves before the roll')
    say('app-1, app-2 and Caddy up')

    /**
     * The driver: replace() stops the old process with SIGTERM and waits for it to end (docker compose up
     * --force-recreate waits up to stop_grace_period), then starts the new one at the same address with
     * `releaseEnv(replica)`; healthOf() says healthy when the process answers /api/health with 200 (the compose
     * file's health check) and Caddy counts no failed request against it (its admin API).
     */
    const driverFor = (releaseEnv = () => ({})) => {
      const driver = {
        calls: [],
        exits: [],
        async replace(replica) {
          driver.calls.push({ call: 'replace', replica, at: Date.now() })
          const old = current[replica]
          const signalledAt = Date.now()
          const outcome = await Promise.race([
            signalServer(old, 'SIGTERM'),
            pause(GRACE_MS + 20_000).then(() => ({ code: null, signal: 'still running' })),
          ])
          driver.exits.push({ replica, name: old.name, ...outcome, ms: Date.now() - signalledAt })
          current[replica] = start(replica, releaseEnv(replica))
          every.push(current[replica])
        },
        async healthOf(replica) {
          const server = current[replica]
          if (server.child.exitCode !== null) return { healthy: false, detail: `exited with ${server.child.exitCode}` }
          if (!(await up(server))) return { healthy: false, detail: '/api/health does not answer 200' }
          const upstreams = await (await fetch(`${caddy.adminBase}/reverse_proxy/upstreams`)).json()
          if (!proxyCountsNoFailures(upstreams, server.base.replace('http://', ''))) {
            return { healthy: false, detail: `Caddy counts failures: ${JSON.stringify(upstreams)}` }
          }
          return { healthy: true, detail: '/api/health 200, no failure counted by Caddy' }
        },
      }
      return driver
    }

    await subtest('a roll of both replicas under load: no request fails, never both down, the old exit within their grace', async () => {
      const before = { ...current }
      const load = steadyLoad(caddy.base)
      const monitor = healthMonitor(current)
      await pause(2_000)
      const driver = driverFor()
      const rollStarted = Date.now()
      const result = await rollReplicas({ replicas: REPLICAS, driver, timeoutMs: 90_000, settleMs: SETTLE_MS, pollMs: 250, log: say })
      const rollMs = Date.now() - rollStarted
      // The new release alone serves for a while.
      await pause(3_000)
      const answers = await load.stop()
      const samples = await monitor.stop()
      const bothDown = samples.filter((sample) => REPLICAS.every((replica) => isDown(sample[replica])))
      say(
        `roll ${result.ok ? 'done' : 'FAILED'} in ${rollMs} ms; ${answers.length} requests through Caddy, slowest ${slowest(answers)} ms, failed: ` +
          `${JSON.stringify(explain(answers, rollStarted))}; replaced at ${driver.calls.map((call) => `${call.replica} +${call.at - rollStarted} ms`).join(', ')}; ` +
          `exits: ${JSON.stringify(driver.exits)}; ${samples.length} health samples, ` +
          `${samples.filter((sample) => REPLICAS.some((replica) => isDown(sample[replica]))).length} with one replica down, ` +
          `${samples.filter((sample) => REPLICAS.some((replica) => sample[replica] === 'slow')).length} with one slow`,
      )

      assert.deepEqual(result, { ok: true, replaced: REPLICAS })
      assert.deepEqual(
        driver.calls.map((call) => call.replica),
        REPLICAS,
        'each replica replaced once, in order',
      )
      for (const exit of driver.exits) {
        assert.equal(exit.code, 143, `${exit.name} ended on its own after SIGTERM: ${JSON.stringify(exit)}`)
        assert.ok(exit.ms < GRACE_MS + EXIT_MARGIN_MS, `${exit.name} exited within its grace: ${exit.ms} ms`)
      }
      // The monitor saw the roll: each replica was down for a while (else "never both down" would prove nothing).
      for (const replica of REPLICAS)
        assert.ok(
          samples.some((sample) => isDown(sample[replica])),
          `the monitor saw ${replica} down`,
        )
      assert.deepEqual(bothDown, [], 'at no time were both replicas down')
      // app-1 was replaced only once the new app-2 had been up for the settle time, as the monitor saw it (a
      // round of samples may lag the driver's own probe by up to a second).
      const secondReplace = driver.calls[1].at
      const app2UpSince = samples.filter((sample) => sample.at < secondReplace).findLast((sample) => isDown(sample['app-2']))?.at
      assert.ok(secondReplace - app2UpSince >= SETTLE_MS - 1_000, `app-2 up ${secondReplace - app2UpSince} ms before app-1 was touched`)

      assert.ok(answers.length >= 100, `a steady load (${answers.length} requests)`)
      assert.ok(
        answers.filter((answer) => answer.at >= rollStarted && answer.at <= rollStarted + rollMs).length >= 50,
        'the load went on through the roll',
      )
      assert.deepEqual(explain(answers, rollStarted), [], 'no request through Caddy failed')
      for (const replica of REPLICAS) {
        assert.notEqual(current[replica], before[replica], `${replica} runs a new process`)
        const served = accessLines.filter(
          (line) => line.server === current[replica].name && line.reqId?.startsWith(`rolling-${RUN_TAG}-`) && line.status === 200,
        )
        assert.ok(served.length > 0, `the new ${replica} served visitors' requests through Caddy`)
      }
    })

    await subtest('a replacement that never becomes healthy stops the roll; the other replica serves every request', async () => {
      const app1 = current['app-1']
      const deadDatabase = `postgres://kempen@127.0.0.1:${await nextPort()}/kempen`
      const load = steadyLoad(caddy.base)
      const monitor = healthMonitor(current)
      await pause(1_000)
      // The new release of app-2 cannot reach its database: it never answers /api/health with 200.
      const driver = driverFor((replica) => (replica === 'app-2' ? { DATABASE_URL: deadDatabase } : {}))
      const timeoutMs = 20_000
      const rollStarted = Date.now()
      const result = await rollReplicas({ replicas: REPLICAS, driver, timeoutMs, settleMs: SETTLE_MS, pollMs: 250, log: say })
      const rollMs = Date.now() - rollStarted
      // app-1 alone goes on serving while the broken app-2 stays out of the rotation.
      await pause(3_000)
      const answers = await load.stop()
      const samples = await monitor.stop()
      say(
        `roll stopped after ${rollMs} ms: ${result.reason}; ${answers.length} requests through Caddy, slowest ${slowest(answers)} ms, failed: ${JSON.stringify(explain(answers, rollStarted))}`,
      )

      assert.equal(result.ok, false)
      assert.equal(result.failed, 'app-2')
      assert.deepEqual(result.replaced, [])
      assert.deepEqual(result.untouched, ['app-1'])
      assert.match(result.reason, /^app-2 did not become healthy within 20 s/)
      assert.match(result.reason, /\(last: (\/api\/health does not answer 200|exited with \d+)\)$/, 'the reason says what the replica did')
      assert.ok(rollMs < GRACE_MS + EXIT_MARGIN_MS + timeoutMs + 5_000, `the roll stopped at its timeout (${rollMs} ms)`)
      assert.deepEqual(
        driver.calls.map((call) => call.replica),
        ['app-2'],
        'app-1 was never touched',
      )
      assert.equal(current['app-1'], app1)
      assert.equal(app1.child.exitCode, null, 'app-1 still runs')
      assert.deepEqual(
        samples.filter((sample) => isDown(sample['app-1'])),
        [],
        'app-1 stayed healthy throughout',
      )
      const broken = current['app-2']
      assert.notEqual(broken.name, driver.exits[0].name, 'app-2 runs the new release')
      const brokenSamples = samples.filter((sample) => sample.asked['app-2'] === broken.name)
      assert.ok(brokenSamples.length > 0, 'the broken app-2 was asked for its health')
      assert.deepEqual(
        brokenSamples.filter((sample) => sample['app-2'] === 'up'),
        [],
        'the broken app-2 was never healthy',
      )
      assert.equal(driver.exits[0].code, 143, 'the old app-2 ended on its own')
      assert.ok(driver.exits[0].ms < GRACE_MS + EXIT_MARGIN_MS, `the old app-2 exited within its grace: ${driver.exits[0].ms} ms`)
      assert.ok(answers.length >= 50, `a steady load (${answers.length} requests)`)
      assert.deepEqual(explain(answers, rollStarted), [], 'no request through Caddy failed')
    })

    await subtest('a failed migration stops the release before any replica is touched', async () => {
      const running = { ...current }
      const driver = driverFor()
      driver.build = async () => {}
      driver.migrate = async () => {
        throw new Error('migration 20260101_add_column: relation already exists')
      }
      const result = await deployRelease({ driver, replicas: REPLICAS, timeoutMs: 10_000, log: say })
      assert.equal(result.ok, false)
      assert.equal(result.step, 'migrate')
      assert.match(result.reason, /^migrate failed: migration 20260101_add_column/)
      assert.deepEqual(driver.calls, [], 'no replica replaced')
      assert.deepEqual(current, running)
      assert.equal((await visit(caddy.base, '/nl/')).status, 200)
    })
  },
)
