// Crash test (issue 13, finding 6): the PRODUCTION server (`next start`) is killed with SIGKILL in the
// middle of a burst of real form submissions, started again, and then:
//   - every submission that got a success answer is stored, once (one row per form fill);
//   - every e-mail of every stored submission reaches a real SMTP receiver exactly once (counted by
//     its outbox Message-ID), but for at most one send the kill interrupted (delivered again, same Message-ID);
//   - no job is left `processing` and the outbox holds nothing unsent.
// The posts are the server action the site-contact form calls, sent over HTTP as the browser sends
// it, each with its fill's idempotency key; a post that got no answer (the server died) is sent again
// after the restart with the same key, as the form's client does.
//
// Needs a production build (`next build`) and a seeded SQLite database: CRASH_DB_TEMPLATE (default
// tmp/e2e.db) is copied to tmp/crash.db. Run: node --test tests/crash/ (scripts/test.sh does, after the
// e2e build). CRASH_PORT (default 3212) is the server's port.
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { test } from 'node:test'
import assert from 'node:assert/strict'

import { createClient } from '@libsql/client'

import {
  contactActionId,
  freePort,
  outboxIdOf,
  pause,
  portInUse,
  postContact,
  root,
  signalServer,
  startProductionServer,
  startSmtp,
  waitForServer,
} from '../support/production.mjs'

const PORT = Number(process.env.CRASH_PORT || 3212)
const BASE = `http://127.0.0.1:${PORT}`
const TEMPLATE = path.resolve(root, process.env.CRASH_DB_TEMPLATE || 'tmp/e2e.db')
const DB_FILE = path.resolve(root, 'tmp/crash.db')
const BURST = Number(process.env.CRASH_BURST || 40)
const PARALLEL = 8
/** Jobs of the killed server are handed back this long after their last write (src/jobs/lease.ts). */
const LEASE_MS = 6_000
const RUN_TAG = randomBytes(3).toString('hex')

const started = Date.now()
const say = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)

const startServer = (smtpPort) =>
  startProductionServer({
    port: PORT,
    env: { DATABASE_URL: 'file:./tmp/crash.db', SMTP_PORT: String(smtpPort), JOB_LEASE_MS: String(LEASE_MS) },
  })
const ready = (server) => waitForServer(server, { path: '/nl/contact/', timeoutMs: 90_000 })
const kill = (server) => signalServer(server, 'SIGKILL')

/** One post of a form fill, from its own client address. */
const post = (actionId, fill, n) =>
  postContact(BASE, actionId, {
    key: fill.key,
    email: fill.email,
    message: `Burst ${RUN_TAG} #${n}`,
    lastName: `Test ${n}`,
    clientIp: `10.13.${Math.floor(n / 250)}.${n % 250}`,
  })

test(
  'kill -9 during a burst of submissions: nothing acknowledged is lost, every e-mail is sent once',
  { timeout: Number(process.env.CRASH_TIMEOUT_MS || 300_000) },
  async () => {
    // A private copy of the seeded database (consistent, WAL folded in).
    for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(DB_FILE + suffix, { force: true })
    const template = createClient({ url: `file:${TEMPLATE}` })
    await template.execute(`VACUUM INTO '${DB_FILE}'`)
    template.close()
    const db = createClient({ url: `file:${DB_FILE}` })

    assert.equal(await portInUse(PORT), false, `port ${PORT} is already in use (a server of an earlier run?)`)
    const smtp = await startSmtp(await freePort())
    const actionId = await contactActionId()
    const fills = Array.from({ length: BURST }, (_, n) => ({
      n,
      key: randomBytes(16).toString('hex'),
      email: `crash-${RUN_TAG}-${n}@example.be`,
      answer: null,
      tries: 0,
    }))

    let server = startServer(smtp.port)
    try {
      await ready(server)
      say('server up')

      // The burst: PARALLEL posts at a time; the server is killed once a third of the fills are answered.
      let next = 0
      let answered = 0
      let killed = null
      const worker = async () => {
        while (next < fills.length && !killed) {
          const fill = fills[next++]
          fill.tries++
          try {
            fill.answer = await post(actionId, fill, fill.n)
            answered++
          } catch {
            fill.answer = null // no answer: the server died
          }
          if (answered >= BURST / 3 && !killed) killed = kill(server)
        }
      }
      await Promise.all(Array.from({ length: PARALLEL }, worker))
      await killed
      const okBeforeKill = fills.filter((f) => f.answer?.ok).length
      const lost = fills.filter((f) => f.tries > 0 && !f.answer).length
      say(
        `before the kill: ${okBeforeKill} answered ok, ${lost} posts without an answer, ${fills.filter((f) => f.tries === 0).length} not sent`,
      )
      assert.ok(okBeforeKill > 0, 'some posts were answered before the kill')

      // What the dead server left: rows whose send was under way (the one window where SMTP may have the
      // message but the outbox does not say `sent`).
      const inFlight = new Set((await db.execute(`SELECT key FROM claims WHERE scope = 'email-send'`)).rows.map((r) => String(r.key)))
      const processing = Number((await db.execute('SELECT count(*) AS n FROM payload_jobs WHERE processing = 1')).rows[0].n)
      say(`left by the killed server: ${processing} job(s) processing, ${inFlight.size} e-mail(s) being sent`)

      // Restart; fills without an answer are sent again with their key, the rest for the first time.
      server = startServer(smtp.port)
      await ready(server)
      say('restarted')
      for (let i = 0; i < fills.length; i += PARALLEL) {
        await Promise.all(
          fills
            .slice(i, i + PARALLEL)
            .filter((f) => !f.answer)
            .map(async (fill) => {
              fill.tries++
              fill.answer = await post(actionId, fill, fill.n).catch((error) => ({ ok: false, error: String(error) }))
            }),
        )
      }
      say('every fill answered')
      for (const fill of fills) assert.equal(fill.answer?.ok, true, `fill ${fill.n} answered ${JSON.stringify(fill.answer)}`)

      // Wait for the queue: the killed server's jobs come back after the lease, the cron runs every 10 s.
      const pending = async () =>
        Number(
          (
            await db.execute(
              `SELECT count(*) AS n FROM emails e JOIN submissions s ON s.id = e.submission_id WHERE s.message LIKE ? AND e.status != 'sent'`,
              [`Burst ${RUN_TAG} %`],
            )
          ).rows[0].n,
        )
      const until = Date.now() + 90_000
      while ((await pending()) > 0 && Date.now() < until) await pause(1_000)
      say(`queue drained (${await pending()} e-mails of the burst not sent)`)
      await pause(1_500) // a last send whose outcome was being written

      // Every acknowledged fill is stored exactly once.
      const stored = (await db.execute(`SELECT id, idempotency_key, email FROM submissions WHERE message LIKE ?`, [`Burst ${RUN_TAG} %`]))
        .rows
      const byKey = new Map()
      for (const row of stored) byKey.set(row.idempotency_key, (byKey.get(row.idempotency_key) ?? 0) + 1)
      for (const fill of fills) assert.equal(byKey.get(fill.key), 1, `fill ${fill.n} (acknowledged) is stored once`)
      assert.equal(stored.length, fills.length)

      // Every e-mail of every stored submission, delivered exactly once.
      const emails = (
        await db.execute(
          `SELECT e.id, e.status, e.kind FROM emails e JOIN submissions s ON s.id = e.submission_id WHERE s.message LIKE ?`,
          [`Burst ${RUN_TAG} %`],
        )
      ).rows
      assert.equal(emails.length, fills.length * 2, 'a notification and a confirmation per submission')
      const deliveries = new Map()
      for (const mail of smtp.received) {
        const id = outboxIdOf(mail)
        if (id) deliveries.set(id, (deliveries.get(id) ?? 0) + 1)
      }
      const duplicates = []
      for (const email of emails) {
        const id = String(email.id)
        assert.equal(email.status, 'sent', `e-mail ${id} (${email.kind}) is sent`)
        const count = deliveries.get(id) ?? 0
        assert.ok(count >= 1, `e-mail ${id} (${email.kind}) was delivered`)
        // Only a row whose send the kill interrupted may have reached SMTP without being marked sent; its
        // second delivery carries the same Message-ID, so the receiving side sees one message.
        if (count > 1) duplicates.push(id)
      }
      // One server is one worker: its sends go one at a time (src/email/sendGate.ts), so one kill repeats one at most.
      assert.ok(duplicates.length <= 1, `${duplicates.length} e-mails delivered again after one kill (${duplicates.join(', ')})`)
      for (const id of duplicates)
        assert.ok(inFlight.has(id), `e-mail ${id} delivered ${deliveries.get(id)} times although no send of it was under way at the kill`)
      say(
        `${emails.length} e-mails delivered once each${duplicates.length ? `, ${duplicates.length} interrupted send(s) delivered again with the same Message-ID` : ''}`,
      )

      // Nothing left processing or due.
      const jobs = (
        await db.execute(
          `SELECT count(*) AS n FROM payload_jobs WHERE processing = 1 OR (completed_at IS NULL AND (has_error IS NULL OR has_error = 0))`,
        )
      ).rows[0].n
      assert.equal(Number(jobs), 0, 'no job left processing or waiting')
    } catch (error) {
      console.log(`server log (last part):\n${server.log().slice(-6_000)}`)
      throw error
    } finally {
      await kill(server)
      await smtp.stop()
      db.close()
    }
  },
)
