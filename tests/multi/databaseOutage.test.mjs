// Degrade, never die, on PostgreSQL (issue 35.1): a production server (`next start` of the e2e build) on a
// database of its own, reached through a TCP proxy this test cuts and restores, as a database restart or
// a network failure would. While the database is away:
//   - the process stays up, and cached pages and the search keep answering;
//   - /api/health says "degraded" with 200 (every instance shares the one database: taking them all out
//     of the proxy would stop even the cached pages), and /api/metrics still answers, with kv_database_up 0;
//   - a visitor's form post answers the form's own "try again" message, in a real browser, with every
//     field still filled in; sent again once the database is back, it is stored once;
//   - staff at the admin login read that the database cannot be reached, in Dutch (the login API: 503).
//
// Needs the production build and MULTI_DATABASE_URL (a seeded PostgreSQL database, copied here as a
// template; scripts/test.sh seeds one). Run: node --test tests/multi/
import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { test } from 'node:test'
import assert from 'node:assert/strict'

import { chromium } from '@playwright/test'
import pg from 'pg'

import { freePort, root, startProductionServer, startSmtp, signalServer, waitFor, waitForServer } from '../support/production.mjs'
import { clearRuntimeCache } from '../../scripts/runtime-cache.mjs'
import { startTcpProxy } from '../support/tcpProxy.mjs'

const TEMPLATE_URL = process.env.MULTI_DATABASE_URL
const RUN_TAG = randomBytes(3).toString('hex')
const SEARCH = '/api/site/listings?listing=for-sale&locale=nl&limit=12'
const METRICS_TOKEN = `metrics-${RUN_TAG}`
// The seeded editor (scripts/test.sh seeds the template with SEED_ADMIN_PASSWORD).
const STAFF = { email: 'redactie@kempenvastgoed.be', password: process.env.SEED_ADMIN_PASSWORD || 'Admin-Kempen-2026!' }
/** Debian's Chromium without its window (the browser tests' own, playwright.config.ts). */
const BROWSER = '/usr/bin/chromium-headless-shell'

const started = Date.now()
const say = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)

async function visit(base, pathname, init) {
  const begun = Date.now()
  try {
    const res = await fetch(`${base}${pathname}`, { ...init, signal: AbortSignal.timeout(20_000) })
    const body = await res.text()
    return { pathname, status: res.status, body, ms: Date.now() - begun }
  } catch (error) {
    return { pathname, status: 0, body: '', error: error.cause?.message ?? error.message, ms: Date.now() - begun }
  }
}

test(
  'PostgreSQL away: cached pages and search answer, a form keeps the input and says try again, staff are told',
  { timeout: 300_000 },
  async (t) => {
    assert.ok(TEMPLATE_URL?.startsWith('postgres'), 'MULTI_DATABASE_URL: a seeded PostgreSQL database')
    const template = new URL(TEMPLATE_URL)
    const templateName = template.pathname.slice(1)
    const dbName = `kv_outage_${RUN_TAG}`
    const admin = new pg.Client({ connectionString: TEMPLATE_URL.replace(/\/[^/]*$/, '/postgres') })
    await admin.connect()
    // A template must have no other session: the previous test's servers may still be leaving it.
    await waitFor(`a copy of ${templateName}`, async () => {
      await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${templateName}`)
      return true
    })

    // The build's runtime cache holds pages the crash tests' servers rendered, with their own address and
    // database (their scripts would not load here): this server renders its own.
    clearRuntimeCache(root)
    const proxy = await startTcpProxy({ port: await freePort(), target: { host: template.hostname, port: Number(template.port || 5432) } })
    const viaProxy = new URL(TEMPLATE_URL)
    viaProxy.host = `127.0.0.1:${proxy.port}`
    viaProxy.pathname = `/${dbName}`
    const smtp = await startSmtp(await freePort())
    let port = await freePort()
    while (port === proxy.port || port === smtp.port) port = await freePort()
    const server = startProductionServer({
      name: 'outage',
      port,
      env: {
        DATABASE_URL: viaProxy.toString(),
        SMTP_PORT: String(smtp.port),
        MEDIA_DIR: 'tmp/media-multi',
        METRICS_TOKEN,
        API_READ_BUDGET: '1000000/1',
      },
    })
    const browser = await chromium.launch({ executablePath: BROWSER })
    t.after(async () => {
      // Kept for a failure's reading (node:test sets no exit code before its after hooks run).
      await writeFile(path.join(root, 'tmp/databaseOutage-server.log'), server.log())
      // Pages rendered against this test's database are not for the tests after it.
      clearRuntimeCache(root)
      await browser.close()
      await signalServer(server, 'SIGKILL')
      await proxy.stop()
      await smtp.stop()
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
      await admin.end()
    })
    await waitForServer(server, { path: '/api/users/me' })
    say('server up on its own database, through the proxy')

    const { cards } = JSON.parse((await visit(server.base, SEARCH)).body)
    const detail = `/nl/te-koop/x/x/${cards[0].externalId}/`
    const cachedPages = ['/nl/', '/nl/te-koop/', '/nl/contact/', detail]
    // Rendered once and cached: these are what a visitor still gets while the database is away.
    for (const pathname of cachedPages) {
      await waitFor(`${pathname} cached`, async () => {
        const res = await fetch(`${server.base}${pathname}`)
        await res.arrayBuffer()
        return res.headers.get('x-nextjs-cache') === 'HIT'
      })
    }

    const page = await browser.newPage({ locale: 'nl-BE' })
    // The visitor closed the site's popup earlier this session (src/site/popupRules.ts, as tests/e2e/helpers/site.ts
    // does): it opens after a while on the page, and on a busy run it lay over the form's button at the second post.
    await page.addInitScript(() => sessionStorage.setItem('popupClosed', 'true'))
    await page.goto(`${server.base}/nl/contact/`)
    const form = page.locator('form#contact')
    // The live form replaces the server's markup once it comes near (tests/e2e/helpers/islands.ts): scroll
    // until the live one is there.
    await waitFor('the live contact form', async () => {
      await form.scrollIntoViewIfNeeded({ timeout: 2_000 })
      return (await form.getAttribute('data-ready', { timeout: 2_000 })) === 'true'
    })
    const message = `Mag ik het huis bezoeken? ${RUN_TAG}`
    const email = `storing-${RUN_TAG}@example.be`
    // The visitor answers the cookie question first, so its bar covers nothing.
    const agree = page.getByRole('button', { name: 'Akkoord', exact: true })
    if (await agree.isVisible()) await agree.click()
    await form.getByLabel('Aanspreking').selectOption('ms')
    await form.getByLabel('Voornaam').fill('Lies')
    await form.getByLabel('Achternaam').fill(`Storing ${RUN_TAG}`)
    await form.getByLabel('E-mailadres').fill(email)
    await form.getByLabel('Telefoonnummer').fill('0475 12 34 56')
    await form.getByLabel('Uw bericht').fill(message)

    await proxy.cut()
    say('database cut off')

    await t.test('the process stays up; cached pages and the search answer', async () => {
      for (let round = 0; round < 3; round++) {
        for (const pathname of [...cachedPages, SEARCH]) {
          const answer = await visit(server.base, pathname)
          assert.equal(answer.status, 200, `${pathname} during the outage: ${answer.status} ${answer.error ?? ''}`)
        }
      }
      assert.equal(server.child.exitCode, null, 'the server is still running')
    })

    await t.test('health says degraded (still 200 for the proxy); metrics say the database is down', async () => {
      const health = await visit(server.base, '/api/health')
      assert.equal(health.status, 200)
      const report = JSON.parse(health.body)
      assert.equal(report.status, 'degraded')
      assert.equal(report.database.status, 'down')
      const metrics = await visit(server.base, '/api/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
      assert.equal(metrics.status, 200, metrics.body.slice(0, 200))
      assert.match(metrics.body, /^kv_database_up 0$/m)
      assert.match(metrics.body, /^kv_http_requests_total\{kind="page",method="GET",status="2xx"\} \d+$/m)
    })

    await t.test("a form post answers the form's own try-again message, with every field still filled in", async () => {
      await form.getByRole('button', { name: 'Verzenden' }).click()
      const error = form.locator('.form-error')
      await error.waitFor({ timeout: 60_000 })
      assert.equal(
        (await error.textContent())?.trim(),
        'Uw bericht kon nu niet worden verwerkt. Alles wat u invulde staat nog in het formulier: probeer het over enkele ogenblikken opnieuw.',
      )
      assert.equal(new URL(page.url()).pathname, '/nl/contact/', 'still on the form')
      assert.equal(await form.getByLabel('Uw bericht').inputValue(), message)
      assert.equal(await form.getByLabel('E-mailadres').inputValue(), email)
      assert.equal(await form.getByLabel('Voornaam').inputValue(), 'Lies')
      assert.equal(await form.getByLabel('Aanspreking').inputValue(), 'ms')
    })

    await t.test('staff at the admin login read, in Dutch, that the database cannot be reached', async () => {
      const login = await browser.newPage({ locale: 'nl-BE' })
      await login.goto(`${server.base}/admin/login`)
      await login.getByRole('heading', { name: 'De database is niet bereikbaar' }).waitFor({ timeout: 10_000 })
      assert.match(await login.getByRole('main').getByRole('alert').textContent(), /Probeer het over enkele minuten opnieuw/)
      await login.close()
      const api = await visit(server.base, '/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'nl' },
        body: JSON.stringify({ email: 'redactie@kempenvastgoed.be', password: 'wrong-but-never-checked' }),
      })
      assert.equal(api.status, 503, api.body.slice(0, 300))
      assert.match(JSON.parse(api.body).errors[0].message, /database/i)
    })

    await t.test('the database back: the same post is stored once, and the visitor thanked', async () => {
      await proxy.restore()
      say('database back')
      await waitFor('health ok', async () => JSON.parse((await visit(server.base, '/api/health')).body).status === 'ok')
      await form.getByRole('button', { name: 'Verzenden' }).click()
      await page.waitForURL(/\/nl\/bedankt\/contact\/$/, { timeout: 60_000 })
      const db = new pg.Client({ connectionString: TEMPLATE_URL.replace(/\/[^/]*$/, `/${dbName}`) })
      await db.connect()
      try {
        const { rows } = await db.query('SELECT count(*)::int AS n FROM submissions WHERE email = $1', [email])
        assert.equal(rows[0].n, 1)
      } finally {
        await db.end()
      }
      assert.equal(server.child.exitCode, null, 'the server is still running')
      // The failed reads and writes were logged without the visitor's words (a failed query's values).
      const log = server.log()
      for (const personal of [email, message, `Storing ${RUN_TAG}`]) assert.ok(!log.includes(personal), `"${personal}" is not in the log`)
    })

    await t.test('a listing edited just before the outage: the search answers from the index at hand', async () => {
      // A listing edited just before the outage: the next search would bring the index up to date from the
      // database, which is gone by then; it answers from the index at hand instead.
      const login = await fetch(`${server.base}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(STAFF),
      })
      assert.equal(login.status, 200, 'staff login before the outage')
      const { token } = await login.json()
      const edited = await fetch(`${server.base}/api/properties/${cards[1].id}?locale=nl&depth=0`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ title: `${cards[1].title} (${RUN_TAG})` }),
      })
      assert.equal(edited.status, 200, 'the edit before the outage')

      await proxy.cut()
      try {
        // A changed listing makes the next search bring the index up to date from the database; without it,
        // the index at hand answers (src/data/listingIndex.ts). Pages the edit expired need the database.
        for (let round = 0; round < 3; round++) {
          const answer = await visit(server.base, SEARCH)
          assert.equal(answer.status, 200, `the search during the outage: ${answer.status} ${answer.error ?? ''}`)
          assert.ok(JSON.parse(answer.body).cards.some((card) => card.id === cards[1].id))
        }
      } finally {
        await proxy.restore()
      }
    })
  },
)
