// Error reporting over OpenTelemetry (issue 35.5), against a real OTLP/HTTP receiver this test runs. Two
// production servers (`next start` of the e2e build) on one copy of the seeded SQLite snapshot:
//   - "on", with OTEL_EXPORTER_OTLP_ENDPOINT pointing at the receiver (http/json), and a batch delay far
//     longer than the test, so its reports can only arrive through the flush at shutdown;
//   - "off", without an endpoint but with every other OTel variable set (and a metrics and a logs endpoint
//     at the receiver, which error reporting must not take for its own): it must send nothing, neither to
//     the receiver nor to the OTLP default address (127.0.0.1:4318, listened to when it is free).
// Once both are up, the test renames a table every page reads on its first render (the route table's
// articles) in the servers' database: a real server error, with no test code in the product. With Next's
// runtime cache cleared first (the crash tests before it render the same pages), a page then fails on both; "on" must report it with the exception, the route, the path
// without its query and the request id of the answer's X-Request-Id, and nothing personal: no e-mail
// address, no query string, no cookie.
//
// Needs the production build and a seeded SQLite snapshot (CRASH_DB_TEMPLATE). Run: node --test tests/multi/
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { test } from 'node:test'
import assert from 'node:assert/strict'

import { createClient as createSqlClient } from '@libsql/client'

import { clearRuntimeCache } from '../../scripts/runtime-cache.mjs'
import { freePort, pause, root, signalServer, startProductionServer, waitForServer } from '../support/production.mjs'

const TEMPLATE = path.resolve(root, process.env.CRASH_DB_TEMPLATE || 'tmp/e2e.db')
const DB_FILE = path.resolve(root, 'tmp/error-reporting.db')
const RUN_TAG = randomBytes(3).toString('hex')
const GRACE_MS = 8_000
/** The OTLP/HTTP exporter's default address, where a reporter that ignored the missing endpoint would send. */
const OTLP_DEFAULT_PORT = 4318

/** What a visitor's request may carry and a report must never: an address, a query string, a cookie. */
const EMAIL = `jan.peeters.${RUN_TAG}@example.be`
const QUERY = `utm_source=nieuwsbrief-${RUN_TAG}&email=${encodeURIComponent(EMAIL)}`
const COOKIE = `payload-token=cookie-${RUN_TAG}; kv-consent=analytics-${RUN_TAG}`

const started = Date.now()
const say = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)

/**
 * An OTLP/HTTP receiver: every POST with its path, headers, body and arrival time, answered as a collector
 * answers a JSON export (200, an empty partial-success object).
 */
async function startReceiver(port, host = '127.0.0.1') {
  const received = []
  const server = createServer((req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      })
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('{}')
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return { received, stop: () => new Promise((resolve) => server.close(resolve)) }
}

/** Listens where the exporter would send by default, on IPv4 and IPv6 loopback, where the port is free. */
async function startDefaultAddressReceivers() {
  const receivers = []
  for (const host of ['127.0.0.1', '::1']) {
    try {
      receivers.push(await startReceiver(OTLP_DEFAULT_PORT, host))
    } catch (error) {
      say(`OTLP default address ${host}:${OTLP_DEFAULT_PORT} not watched (${error.code ?? error.message})`)
    }
  }
  return receivers
}

async function waitFor(what, check, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (check()) return
    await pause(100)
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`)
}

/** A page that renders from the database on its first request, asked as a visitor with a query and cookies. */
async function failingVisit(server, pathname) {
  const res = await fetch(`${server.base}${pathname}?${QUERY}`, { headers: { Cookie: COOKIE }, signal: AbortSignal.timeout(30_000) })
  await res.arrayBuffer()
  return { status: res.status, requestId: res.headers.get('x-request-id') }
}

const attributesOf = (span) =>
  Object.fromEntries(
    (span.attributes ?? []).map(({ key, value }) => [
      key,
      value.stringValue ?? value.arrayValue?.values?.map((v) => v.stringValue) ?? value,
    ]),
  )

test('server errors reach an OTLP receiver as error spans, and only when an endpoint is set', { timeout: 300_000 }, async (t) => {
  for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(DB_FILE + suffix, { force: true })
  const template = createSqlClient({ url: `file:${TEMPLATE}` })
  await template.execute(`VACUUM INTO '${DB_FILE}'`)
  template.close()
  // Pages and data other tests' servers left in the build's runtime cache would be served without a read.
  clearRuntimeCache(root)

  const receiverPort = await freePort()
  const receiver = await startReceiver(receiverPort)
  const defaultAddress = await startDefaultAddressReceivers()
  const collector = `http://127.0.0.1:${receiverPort}`
  const shared = {
    DATABASE_URL: 'file:./tmp/error-reporting.db',
    MEDIA_DIR: 'tmp/media-error-reporting',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  }
  const onPort = await freePort()
  let offPort = await freePort()
  while (offPort === onPort || offPort === receiverPort) offPort = await freePort()
  const on = startProductionServer({
    name: 'on',
    port: onPort,
    env: {
      ...shared,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector,
      OTEL_EXPORTER_OTLP_HEADERS: `authorization=Bearer%20collector-key-${RUN_TAG},x-test-server=on`,
      OTEL_SERVICE_NAME: `kv-errors-on-${RUN_TAG}`,
      // Longer than the test: a report that arrives came with the flush at shutdown.
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    },
  })
  const off = startProductionServer({
    name: 'off',
    port: offPort,
    env: {
      ...shared,
      // One instance runs the job queues on a SQLite file.
      JOBS_AUTORUN: 'false',
      OTEL_EXPORTER_OTLP_HEADERS: 'x-test-server=off',
      OTEL_SERVICE_NAME: `kv-errors-off-${RUN_TAG}`,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: `${collector}/v1/metrics`,
      OTEL_EXPORTER_OTLP_LOGS_ENDPOINT: `${collector}/v1/logs`,
    },
  })
  t.after(async () => {
    if (process.exitCode) for (const server of [on, off]) console.log(`--- ${server.name}\n${server.log().slice(-4_000)}`)
    await Promise.all([signalServer(on, 'SIGKILL'), signalServer(off, 'SIGKILL')])
    await Promise.all([receiver, ...defaultAddress].map((r) => r.stop()))
    for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(DB_FILE + suffix, { force: true })
    // Nothing read from a database missing a table is left for the next test's servers.
    clearRuntimeCache(root)
  })

  // The health check reads no page, so no page is cached before the table goes.
  await Promise.all([waitForServer(on), waitForServer(off)])
  say('both servers up')
  assert.match(on.log(), /Error reporting: server errors are sent as OpenTelemetry spans \(http\/json/)
  assert.doesNotMatch(off.log(), /Error reporting/)

  const db = createSqlClient({ url: `file:${DB_FILE}` })
  await db.execute('ALTER TABLE articles RENAME TO articles_gone')
  db.close()

  const onVisit = await failingVisit(on, '/nl/')
  const offVisit = await failingVisit(off, '/fr/')
  say(`pages answered ${onVisit.status} (on) and ${offVisit.status} (off)`)
  for (const visit of [onVisit, offVisit]) {
    assert.equal(visit.status, 500, 'the page must fail: the error is the test')
    assert.match(visit.requestId ?? '', /^[A-Za-z0-9._:-]{8,80}$/)
  }
  assert.equal(receiver.received.length, 0, 'nothing is sent before its batch is due or the server stops')

  const signalled = Date.now()
  const onExit = await signalServer(on, 'SIGTERM')
  const exitMs = Date.now() - signalled
  say(`"on" exited ${JSON.stringify(onExit)} ${exitMs} ms after SIGTERM, ${receiver.received.length} export(s) received`)
  await waitFor('the error report flushed at shutdown', () => receiver.received.some((r) => r.headers['x-test-server'] === 'on'), 1_000)
  // The flush is bounded (src/ops/shutdown.ts): an idle server's exit is not held for the grace.
  assert.ok(exitMs < GRACE_MS, `exit took ${exitMs} ms`)

  const offSignalled = Date.now()
  await signalServer(off, 'SIGTERM')
  // The off server had the same error and a 100 ms batch delay: a few seconds after it has stopped is ample.
  await pause(Math.max(0, 3_000 - (Date.now() - offSignalled)))

  await t.test('the reporting server sends one error span per failed request, with the exception', () => {
    const exports = receiver.received.filter((r) => r.headers['x-test-server'] === 'on')
    for (const request of exports) {
      assert.equal(request.method, 'POST')
      assert.equal(request.url, '/v1/traces')
      assert.match(request.headers['content-type'], /^application\/json/)
      assert.equal(request.headers.authorization, `Bearer collector-key-${RUN_TAG}`)
      assert.ok(request.at >= signalled, 'sent by the flush at shutdown')
    }
    const resourceSpans = exports.flatMap((request) => JSON.parse(request.body).resourceSpans)
    for (const { resource } of resourceSpans) {
      assert.equal(attributesOf(resource)['service.name'], `kv-errors-on-${RUN_TAG}`)
    }
    const spans = resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))
    const mine = spans.filter((span) => attributesOf(span)['http.request.header.x-request-id']?.[0] === onVisit.requestId)
    // Next hands the error over several times (page, metadata…): one report per failed request.
    assert.equal(mine.length, 1, `one span with the request id ${onVisit.requestId}: ${JSON.stringify(spans.map(attributesOf))}`)
    for (const span of mine) {
      const attributes = attributesOf(span)
      assert.equal(span.status.code, 2, 'status ERROR')
      assert.equal(attributes['http.request.method'], 'GET')
      assert.equal(attributes['url.path'], '/nl/')
      assert.equal(attributes['http.route'], '/[lang]/[[...path]]')
      assert.equal(attributes['next.route_type'], 'render')
      assert.equal(span.name, 'GET /[lang]/[[...path]]')
      const exception = span.events.find((event) => event.name === 'exception')
      assert.ok(exception, 'the exception is recorded')
      const recorded = attributesOf(exception)
      assert.ok(recorded['exception.type'], 'exception.type')
      assert.match(recorded['exception.message'], /articles/, 'the database error is the message')
      assert.match(recorded['exception.stacktrace'] ?? '', /\n\s+at /, 'a stack trace')
    }
  })

  await t.test('no report carries an e-mail address, the query string or a cookie', () => {
    const everything = receiver.received.map((r) => r.body).join('\n')
    for (const secret of [
      EMAIL,
      encodeURIComponent(EMAIL),
      `nieuwsbrief-${RUN_TAG}`,
      `cookie-${RUN_TAG}`,
      `analytics-${RUN_TAG}`,
      'utm_source',
    ]) {
      assert.ok(!everything.includes(secret), `${secret} is in an exported report`)
    }
    assert.doesNotMatch(everything, /[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/, 'no e-mail address at all')
  })

  await t.test('the server without an endpoint sends nothing, anywhere', () => {
    assert.deepEqual(
      receiver.received.filter((r) => r.headers['x-test-server'] !== 'on').map((r) => `${r.method} ${r.url}`),
      [],
    )
    assert.deepEqual(
      defaultAddress.flatMap((r) => r.received).map((r) => `${r.method} ${r.url}`),
      [],
    )
    assert.doesNotMatch(off.log(), /Error reporting/)
  })
})
