// Several instances (issue 18.2): two production servers (`next start` of the e2e build) on one
// PostgreSQL database, one Redis and one S3 server, both running the job queues, and then:
//   - a listing edited through A is served changed by B at once (B had the page cached);
//   - a listing unpublished through A leaves B's search (B's in-memory listing index);
//   - a canonical search page B serves from the shared cache shows a listing changed or withdrawn through
//     A at the next request (issue 38);
//   - form posts to A and B from one address share one rate limit;
//   - every e-mail of those posts reaches a real SMTP receiver exactly once, though both servers send;
//   - an upload through A is served by B from the bucket, and a private upload is not public (issue 35.3).
//
// Needs the production build and MULTI_DATABASE_URL, a seeded PostgreSQL database (scripts/test.sh
// seeds one), and MULTI_REDIS_URL (or REDIS_URL). Each run uses its own Redis key prefix. Run: node --test tests/multi/
//
// Uploads go to an S3-compatible server the test starts (tests/support/s3.mjs), through
// @payloadcms/storage-s3 (src/storage.ts). Each instance has a media folder of its own
// (MULTI_MEDIA_DIR-A, -B), emptied first: a file that went to one instance's disk would be missing on the
// other. The seeded media rows name files the seed wrote to MULTI_MEDIA_DIR, which are not in the bucket:
// those images are not served here, and the tests only fetch files they upload themselves.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { test } from 'node:test'
import assert from 'node:assert/strict'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import sharp from 'sharp'

import {
  contactActionId,
  freePort,
  outboxIdOf,
  pause,
  postContact,
  root,
  signalServer,
  startProductionServer,
  startSmtp,
  waitForServer,
} from '../support/production.mjs'
import { startS3 } from '../support/s3.mjs'

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

const MEDIA_BASE = path.resolve(root, process.env.MULTI_MEDIA_DIR || 'tmp/media-multi')
/** An instance's own upload folders: with S3 nothing may land there. */
const folders = (name) => ({ MEDIA_DIR: `${MEDIA_BASE}-${name}`, PRIVATE_UPLOADS_DIR: `${MEDIA_BASE}-${name}-private` })

const startServer = (name, port, smtpPort, s3) =>
  startProductionServer({
    name,
    port,
    env: {
      DATABASE_URL,
      REDIS_URL,
      REDIS_KEY_PREFIX: `kv-multi-${RUN_TAG}`,
      ...folders(name),
      ...s3.env,
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

/** A list page with a search in its query: its HTML and whether it came from the cache. */
async function searchPage(server, query) {
  const res = await fetch(`${server.base}/nl/te-koop/?${query}`, { headers: { 'X-Forwarded-For': '10.18.1.3' }, redirect: 'manual' })
  assert.equal(res.status, 200, `search ${query} on ${server.name}`)
  return { html: await res.text(), cached: res.headers.get('x-nextjs-cache') === 'HIT' }
}

/**
 * The instance's health once it reports Redis, or after 15 s. An instance connects to Redis in the
 * background (cache-handler.mjs) and answers 200, "degraded", until it has: its first report may come before.
 */
async function redisHealth(server) {
  const until = Date.now() + 15_000
  for (;;) {
    const health = await (await fetch(`${server.base}/api/health`)).json()
    if (health.redis?.status === 'ok' || Date.now() > until) return health
    await pause(500)
  }
}

/** A small valid PDF (one blank page, a cross-reference table with its true offsets: Payload checks) carrying `text`. */
function pdfWith(text) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ]
  let body = `%PDF-1.4\n% ${text}\n`
  const offsets = objects.map((object, n) => {
    const offset = body.length
    body += `${n + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** A staff upload through the REST API, as the admin sends it: the file and the document's fields (`_payload`). */
async function upload(server, token, collection, { filename, type, bytes, data }) {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), filename)
  form.append('_payload', JSON.stringify(data))
  const res = await fetch(`${server.base}/api/${collection}?depth=0`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
  assert.equal(res.status, 201, `upload to ${collection} on ${server.name}: ${await res.clone().text()}`)
  return (await res.json()).doc
}

/** A file through the site (a URL path such as a document's `url`), anonymously or as staff. */
async function siteFile(server, urlPath, token) {
  const res = await fetch(`${server.base}${new URL(urlPath, server.base).pathname}`, {
    headers: { 'X-Forwarded-For': '10.18.3.1', ...(token ? { Authorization: `JWT ${token}` } : {}) },
  })
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) }
}

async function remove(server, token, collection, id) {
  const res = await fetch(`${server.base}/api/${collection}/${id}`, { method: 'DELETE', headers: { Authorization: `JWT ${token}` } })
  assert.equal(res.status, 200, `DELETE ${collection} ${id} on ${server.name}: ${await res.clone().text()}`)
}

test('two instances on one PostgreSQL, Redis and S3 share pages, search, limits, outbox and uploads', { timeout: 420_000 }, async (t) => {
  assert.ok(DATABASE_URL?.startsWith('postgres'), 'MULTI_DATABASE_URL: a seeded PostgreSQL database')
  assert.ok(REDIS_URL, 'MULTI_REDIS_URL or REDIS_URL')
  const smtp = await startSmtp(await freePort())
  const s3 = await startS3()
  for (const name of ['A', 'B']) for (const dir of Object.values(folders(name))) await rm(dir, { recursive: true, force: true })
  // Two different free ports: a port is free until a server binds it, so ask until they differ.
  const portA = await freePort()
  let portB = await freePort()
  while (portB === portA || portB === smtp.port) portB = await freePort()
  const a = startServer('A', portA, smtp.port, s3)
  const b = startServer('B', portB, smtp.port, s3)
  const db = new pg.Client({ connectionString: DATABASE_URL })
  await db.connect()
  t.after(async () => {
    await Promise.all([stop(a), stop(b)])
    await smtp.stop()
    await s3.stop()
    await db.end()
  })
  await Promise.all([waitForServer(a), waitForServer(b)])
  for (const health of await Promise.all([redisHealth(a), redisHealth(b)]))
    assert.equal(health.redis.status, 'ok', 'both instances report Redis')
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

  await t.test('a search B serves from the shared cache follows a listing changed or withdrawn through A', async () => {
    const town = (await searchIds(b)).cards.find((c) => /^\d{4}$/.test(c.zip ?? ''))?.zip
    assert.ok(town, 'a listing with a postal code')
    // The canonical spelling of "for sale in this town, cheapest first" (src/listings/canonicalSearch.ts):
    // cached, not rendered per request. Its first listing is on the page's first page whatever its size.
    const query = `city=${town}&sortPrice=asc`
    const api = await fetch(`${b.base}/api/site/listings?listing=for-sale&locale=nl&limit=1&${query}`, {
      headers: { 'X-Forwarded-For': '10.18.1.4' },
    })
    const card = (await api.json()).cards[0]
    const link = `/${card.externalId}/"`
    await searchPage(a, query)
    const until = Date.now() + 10_000
    while (!(await searchPage(b, query)).cached && Date.now() < until) await pause(200)
    const cached = await searchPage(b, query)
    assert.ok(cached.cached, 'B serves the search from the shared cache')
    assert.ok(cached.html.includes(link), 'the listing is in the search')
    const title = `${card.title} (gezocht ${RUN_TAG})`
    await patchProperty(a, token, card.id, { title })
    try {
      assert.ok((await searchPage(b, query)).html.includes(title), "B's cached search shows the title saved through A")
      await patchProperty(a, token, card.id, { published: false })
      assert.ok(!(await searchPage(b, query)).html.includes(link), "gone from B's cached search")
    } finally {
      await patchProperty(a, token, card.id, { title: card.title, published: true })
    }
    assert.ok((await searchPage(b, query)).html.includes(link), 'back in the search after publishing again')
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

  await t.test('an upload through A is served by B from the bucket; a private upload is not public', async (st) => {
    // The bucket as its owner reads it: with the credentials the servers have.
    const bucket = new S3Client({
      region: s3.env.S3_REGION,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    })
    st.after(() => bucket.destroy())
    const keys = async (name) => ((await bucket.send(new ListObjectsV2Command({ Bucket: name }))).Contents ?? []).map((o) => o.Key)
    const signedRead = async (name, key) =>
      Buffer.from(await (await bucket.send(new GetObjectCommand({ Bucket: name, Key: key }))).Body.transformToByteArray())
    /** What this test uploaded, deleted at the end. */
    const created = []
    const files = () => created.flatMap((c) => c.files)

    // A photo large enough for the 400 and 800 px sizes, which sharp makes on A before they go to the bucket.
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f6f4f' } })
      .png()
      .toBuffer()
    const pdf = pdfWith(`CV ${RUN_TAG}`)
    let photo
    try {
      photo = await upload(a, token, 'media', { filename: `s3-${RUN_TAG}.png`, type: 'image/png', bytes: png, data: { alt: 'S3' } })
      created.push({ collection: 'media', id: photo.id, files: [photo.filename, photo.sizes.webp400.filename] })
      const cv = await upload(a, token, 'attachments', { filename: `cv-${RUN_TAG}.pdf`, type: 'application/pdf', bytes: pdf, data: {} })
      created.push({ collection: 'attachments', id: cv.id, files: [cv.filename] })
      for (const name of ['A', 'B']) {
        for (const dir of Object.values(folders(name))) {
          for (const file of files()) assert.ok(!existsSync(path.join(dir, file)), `${file} not in ${dir}`)
        }
      }

      // An older file of the same name on each instance's disk (as one kept there before S3) must not be served.
      const diskCopy = await sharp(png).negate().png().toBuffer()
      for (const name of ['A', 'B']) {
        await mkdir(folders(name).MEDIA_DIR, { recursive: true })
        await writeFile(path.join(folders(name).MEDIA_DIR, photo.filename), diskCopy)
      }
      const original = await siteFile(b, photo.url)
      assert.equal(original.status, 200, 'B serves the photo uploaded through A to anyone')
      assert.ok(original.bytes.equals(png), 'the bytes uploaded, from the bucket')
      const sized = await siteFile(b, photo.sizes.webp400.url)
      assert.equal(sized.status, 200, 'B serves a size A made')
      const { format, width } = await sharp(sized.bytes).metadata()
      assert.deepEqual({ format, width }, { format: 'webp', width: 400 })
      const publicKeys = await keys(s3.buckets.public)
      for (const file of created[0].files) assert.ok(publicKeys.includes(`media/${file}`), `${file} in the bucket`)

      // The CV's URL is the site's, where Payload checks read access (staff only: collections/Attachments), not the bucket's.
      assert.equal(new URL(cv.url, a.base).pathname, `/api/attachments/file/${cv.filename}`)
      for (const server of [a, b]) {
        const anonymous = await siteFile(server, cv.url)
        assert.equal(anonymous.status, 403, `${server.name} refuses the CV to a visitor`)
        assert.ok(!anonymous.bytes.includes(`CV ${RUN_TAG}`), 'and sends none of it')
      }
      const staffRead = await siteFile(b, cv.url, token)
      assert.equal(staffRead.status, 200, 'B serves the CV to staff')
      assert.ok(staffRead.bytes.equals(pdf))
      const key = `private/attachments/${cv.filename}`
      assert.ok((await signedRead(s3.buckets.private, key)).equals(pdf), 'the CV is in the private bucket')
      assert.ok(!(await keys(s3.buckets.public)).some((k) => k.endsWith(cv.filename)), 'and not in the public one')
      const direct = await fetch(`${s3.endpoint}/${s3.buckets.private}/${key}`)
      assert.equal(direct.status, 403, 'the bucket refuses the CV without credentials (it was put with no public ACL)')
    } finally {
      // Deleted through B, which removes from the bucket what A wrote (the storage plugin's afterDelete).
      for (const { collection, id } of created) await remove(b, token, collection, id)
    }
    const left = [...(await keys(s3.buckets.public)), ...(await keys(s3.buckets.private))]
    assert.deepEqual(
      left.filter((key) => files().some((file) => key.endsWith(`/${file}`))),
      [],
      'the deletes through B removed the files from the bucket',
    )
    // Payload removed B's copy as B deleted the photo; A's is still there.
    assert.ok(existsSync(path.join(folders('A').MEDIA_DIR, photo.filename)))
    assert.equal(
      (await siteFile(a, photo.url)).status,
      404,
      'A serves the photo deleted through B no more, though its old copy is on its disk',
    )
  })
})
