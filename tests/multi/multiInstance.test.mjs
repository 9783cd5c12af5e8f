// Several instances (issue 18.2): two production servers (`next start` of the e2e build) on one
// PostgreSQL database and one Redis, both running the job queues, and then:
//   - a listing edited through A is served changed by B at once (B had the page cached);
//   - a listing unpublished through A leaves B's search (B's in-memory listing index);
//   - form posts to A and B from one address share one rate limit;
//   - every e-mail of those posts reaches a real SMTP receiver exactly once, though both servers send.
//
// Needs the production build and MULTI_DATABASE_URL, a seeded PostgreSQL database (scripts/test.sh
// seeds one), and MULTI_REDIS_URL (or REDIS_URL). Each run uses its own Redis key prefix. Run: node --test tests/multi/
import { randomBytes } from 'node:crypto'
import { test } from 'node:test'
import assert from 'node:assert/strict'

import pg from 'pg'

import {
  contactActionId,
  freePort,
  outboxIdOf,
  pause,
  postContact,
  signalServer,
  startProductionServer,
  startSmtp,
  waitForServer,
} from '../support/production.mjs'

const DATABASE_URL = process.env.MULTI_DATABASE_URL
// Its own variable: npm test runs the crash tests beside this one, and their servers must not inherit Redis.
const REDIS_URL = process.env.MULTI_REDIS_URL || process.env.REDIS_URL
const RUN_TAG = randomBytes(3).toString('hex')
// The seeded editor: staff enough to edit listings, and without the second factor admins must give.
const STAFF = { email: 'redactie@kempenvastgoed.be', password: process.env.SEED_ADMIN_PASSWORD || 'Admin-Kempen-2026!' }
/** The forms' limit per address (src/forms/shared/rateLimit.ts DEFAULT_RATE_LIMIT). */
const FORM_LIMIT = { max: 5, windowMs: 15 * 60_000 }

const started = Date.now()
const say = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)

const startServer = (name, port, smtpPort) =>
  startProductionServer({
    name,
    port,
    env: {
      DATABASE_URL,
      REDIS_URL,
      REDIS_KEY_PREFIX: `kv-multi-${RUN_TAG}`,
      MEDIA_DIR: process.env.MULTI_MEDIA_DIR || 'tmp/media-multi',
      SMTP_PORT: String(smtpPort),
    },
  })
const stop = (server) => signalServer(server, 'SIGTERM')

async function login(server) {
  const res = await fetch(`${server.base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  assert.equal(res.status, 200, `staff login on ${server.name}`)
  return (await res.json()).token
}

async function patchProperty(server, token, id, data) {
  const res = await fetch(`${server.base}/api/properties/${id}?locale=nl&depth=0`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify(data),
  })
  assert.equal(res.status, 200, `PATCH property ${id} on ${server.name}: ${await res.clone().text()}`)
}

async function searchIds(server) {
  const res = await fetch(`${server.base}/api/site/listings?listing=for-sale&locale=nl&limit=48`, {
    headers: { 'X-Forwarded-For': `10.18.0.${Math.floor(Math.random() * 250)}` },
  })
  assert.equal(res.status, 200)
  const body = await res.json()
  return { ids: body.cards.map((card) => card.id), cards: body.cards }
}

/** The detail page, through the redirect from any path that ends with the listing's id: its HTML and whether it came from the cache. */
async function detailPage(server, externalId) {
  const res = await fetch(`${server.base}/nl/te-koop/x/x/${externalId}/`, { headers: { 'X-Forwarded-For': '10.18.1.1' } })
  assert.equal(res.status, 200, `detail page ${externalId} on ${server.name}`)
  return { html: await res.text(), cached: res.headers.get('x-nextjs-cache') === 'HIT' }
}

test('two instances on one PostgreSQL and one Redis share pages, search, limits and the outbox', { timeout: 420_000 }, async (t) => {
  assert.ok(DATABASE_URL?.startsWith('postgres'), 'MULTI_DATABASE_URL: a seeded PostgreSQL database')
  assert.ok(REDIS_URL, 'MULTI_REDIS_URL or REDIS_URL')
  const smtp = await startSmtp(await freePort())
  // Two different free ports: a port is free until a server binds it, so ask until they differ.
  const portA = await freePort()
  let portB = await freePort()
  while (portB === portA || portB === smtp.port) portB = await freePort()
  const a = startServer('A', portA, smtp.port)
  const b = startServer('B', portB, smtp.port)
  const db = new pg.Client({ connectionString: DATABASE_URL })
  await db.connect()
  t.after(async () => {
    await Promise.all([stop(a), stop(b)])
    await smtp.stop()
    await db.end()
  })
  const [healthA, healthB] = await Promise.all([waitForServer(a), waitForServer(b)])
  for (const health of [healthA, healthB]) assert.equal(health.redis.status, 'ok', 'both instances report Redis')
  say('A and B up, both on Redis')
  // A failure shows what the servers said.
  t.after(() => {
    if (process.exitCode) for (const server of [a, b]) console.log(`--- ${server.name}\n${server.log().slice(-4_000)}`)
  })
  const token = await login(a).catch((error) => {
    throw new Error(`login on A failed (${error.cause?.message ?? error.message}):\n${a.log().slice(-4_000)}`)
  })

  await t.test('a page A rendered is fresh on B, which serves it from the shared cache without rendering it again', async () => {
    const { cards } = await searchIds(a)
    const card = cards[cards.length - 1]
    await detailPage(a, card.externalId)
    const until = Date.now() + 10_000
    while (!(await detailPage(a, card.externalId)).cached && Date.now() < until) await pause(200)
    // Without the page's lifetime in the shared entry, B took a page it had never rendered for stale
    // after 1 second: it answered STALE and rendered it again (cache-handler.mjs).
    await pause(1_500)
    const res = await fetch(`${b.base}/nl/te-koop/x/x/${card.externalId}/`, { headers: { 'X-Forwarded-For': '10.18.1.2' } })
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('x-nextjs-cache'), 'HIT', "B's first request for the page A rendered")
  })

  await t.test('an edit through A is served by B at once', async () => {
    const { cards } = await searchIds(b)
    const card = cards[0]
    // B renders the page, then serves it from the shared cache.
    assert.ok((await detailPage(b, card.externalId)).html.includes(card.title))
    const until = Date.now() + 10_000
    while (!(await detailPage(b, card.externalId)).cached && Date.now() < until) await pause(200)
    assert.ok((await detailPage(b, card.externalId)).cached, 'B serves the page from the cache')
    const title = `${card.title} (gewijzigd ${RUN_TAG})`
    await patchProperty(a, token, card.id, { title })
    try {
      assert.ok((await detailPage(b, card.externalId)).html.includes(title), 'B serves the title saved through A')
      const found = (await searchIds(b)).cards.find((c) => c.id === card.id)
      assert.equal(found?.title, title, "B's search shows the new title")
    } finally {
      await patchProperty(a, token, card.id, { title: card.title })
    }
  })

  await t.test("a listing unpublished through A leaves B's search", async () => {
    const { ids } = await searchIds(b)
    const id = ids[1]
    await patchProperty(a, token, id, { published: false })
    try {
      assert.ok(!(await searchIds(b)).ids.includes(id), "gone from B's search")
      assert.ok(!(await searchIds(a)).ids.includes(id), "gone from A's search")
    } finally {
      await patchProperty(a, token, id, { published: true })
    }
    assert.ok((await searchIds(b)).ids.includes(id), 'back in B after publishing again')
  })

  await t.test('posts to A and B from one address share one limit, and each e-mail is sent once', async () => {
    const actionId = await contactActionId()
    const clientIp = `10.18.2.${1 + Math.floor(Math.random() * 250)}`
    const answers = []
    for (let n = 0; n < FORM_LIMIT.max + 2; n++) {
      const server = n % 2 === 0 ? a : b
      const answer = await postContact(server.base, actionId, {
        key: randomBytes(16).toString('hex'),
        email: `multi-${RUN_TAG}-${n}@example.be`,
        message: `Multi ${RUN_TAG} #${n}`,
        lastName: `Multi ${n}`,
        clientIp,
      })
      answers.push({ server: server.name, ok: answer.ok === true })
    }
    assert.deepEqual(
      answers.map((answer) => answer.ok),
      [...Array(FORM_LIMIT.max).fill(true), false, false],
      `the limit holds across instances: ${JSON.stringify(answers)}`,
    )

    const rows = async () =>
      (
        await db.query(`SELECT e.id, e.status FROM emails e JOIN submissions s ON s.id = e.submission_id WHERE s.message LIKE $1`, [
          `Multi ${RUN_TAG} %`,
        ])
      ).rows
    const until = Date.now() + 90_000
    while ((await rows()).some((row) => row.status !== 'sent') && Date.now() < until) await pause(1_000)
    await pause(3_000) // both crons run every 10 s: a duplicate would arrive meanwhile
    const emails = await rows()
    assert.equal(emails.length, FORM_LIMIT.max * 2, 'a notification and a confirmation per accepted post')
    const deliveries = new Map()
    for (const mail of smtp.received) {
      const id = outboxIdOf(mail)
      if (id) deliveries.set(id, (deliveries.get(id) ?? 0) + 1)
    }
    for (const email of emails) {
      assert.equal(email.status, 'sent')
      assert.equal(deliveries.get(String(email.id)), 1, `e-mail ${email.id} delivered exactly once`)
    }
    say(`${emails.length} e-mails, each delivered once`)
  })
})
