// Graceful shutdown (issue 18.4): the PRODUCTION server (`next start`) gets SIGTERM while its job cron
// is in the middle of sending e-mails to a slow mail server, and then:
//   - the process ends only once the sends in progress have finished (each message accepted by the
//     mail server before the process exits, every send that began recorded `sent`);
//   - no job is left `processing`, and the process ends with SIGTERM's exit code (143);
//   - no further job run begins after the signal.
// The e-mails come from real site-contact posts made while the mail server is down: the send right
// after each answer fails, so the sends under way at the signal are the cron's retries, which Next's
// own shutdown (requests and their `after()` work) does not wait for.
//
// Needs a production build and a seeded SQLite database (CRASH_DB_TEMPLATE, default tmp/e2e.db,
// copied to tmp/shutdown.db). Run: node --test tests/crash/ (scripts/test.sh does, after the e2e build).
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
  postContact,
  root,
  signalServer,
  startProductionServer,
  startSmtp,
  waitForServer,
} from '../support/production.mjs'

const TEMPLATE = path.resolve(root, process.env.CRASH_DB_TEMPLATE || 'tmp/e2e.db')
const DB_FILE = path.resolve(root, 'tmp/shutdown.db')
const RUN_TAG = randomBytes(3).toString('hex')
/** How long the slow mail server keeps each message before accepting it. */
const HOLD_MS = 3_000
const GRACE_MS = 20_000

const started = Date.now()
const say = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)

test('SIGTERM while jobs are sending: the sends in progress finish before the process ends', { timeout: 180_000 }, async () => {
  for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(DB_FILE + suffix, { force: true })
  const template = createClient({ url: `file:${TEMPLATE}` })
  await template.execute(`VACUUM INTO '${DB_FILE}'`)
  template.close()
  const db = createClient({ url: `file:${DB_FILE}` })

  const smtpPort = await freePort() // nothing listens there yet: the mail server is down
  const server = startProductionServer({
    name: 'shutdown',
    port: await freePort(),
    env: { DATABASE_URL: 'file:./tmp/shutdown.db', SMTP_PORT: String(smtpPort), SHUTDOWN_GRACE_MS: String(GRACE_MS) },
  })
  let smtp = null
  try {
    await waitForServer(server, { path: '/nl/contact/', timeoutMs: 90_000 })
    say('server up')

    const actionId = await contactActionId()
    for (let n = 0; n < 2; n++) {
      const answer = await postContact(server.base, actionId, {
        key: randomBytes(16).toString('hex'),
        email: `shutdown-${RUN_TAG}-${n}@example.be`,
        message: `Shutdown ${RUN_TAG} #${n}`,
        lastName: `Shutdown ${n}`,
        clientIp: `10.18.4.${n + 1}`,
      })
      assert.equal(answer.ok, true, `post ${n} answered ${JSON.stringify(answer)}`)
    }
    const rows = async () =>
      (
        await db.execute(`SELECT e.id, e.status FROM emails e JOIN submissions s ON s.id = e.submission_id WHERE s.message LIKE ?`, [
          `Shutdown ${RUN_TAG} %`,
        ])
      ).rows.map((row) => ({ id: String(row.id), status: String(row.status) }))
    assert.ok((await rows()).length >= 2, 'the posts queued their e-mails')
    await pause(1_500) // the sends right after the answers fail: the mail server is down

    // The mail server comes up, slow; the first message the cron's retry sends triggers the signal.
    let signalledAt = null
    let exited = null
    smtp = await startSmtp(smtpPort, {
      holdMs: HOLD_MS,
      onMessage: () => {
        if (signalledAt) return
        signalledAt = Date.now()
        say('a message is arriving: SIGTERM')
        exited = signalServer(server, 'SIGTERM').then((outcome) => ({ ...outcome, at: Date.now() }))
      },
    })
    const until = Date.now() + 60_000
    while (!exited && Date.now() < until) await pause(200)
    assert.ok(exited, 'the cron retried the sends within a minute')
    const { code, signal, at: exitedAt } = await exited
    say(`exited with ${code ?? signal} after ${exitedAt - signalledAt} ms; ${smtp.received.length} message(s) accepted`)

    assert.equal(code, 143, `the server ended on its own after SIGTERM (code ${code}, signal ${signal}):\n${server.log()}`)
    assert.ok(smtp.received.length >= 1, 'the message under way at the signal was delivered')
    for (const mail of smtp.received) assert.ok(mail.acceptedAt <= exitedAt, 'accepted before the process ended')
    assert.ok(exitedAt - signalledAt >= HOLD_MS - 500, 'the process waited for the send in progress')
    assert.ok(exitedAt - signalledAt < GRACE_MS, 'within the grace')

    const processing = Number((await db.execute('SELECT count(*) AS n FROM payload_jobs WHERE processing = 1')).rows[0].n)
    assert.equal(processing, 0, 'no job left processing')
    const sentIds = new Set(smtp.received.map(outboxIdOf))
    const after = await rows()
    for (const row of after) {
      if (sentIds.has(row.id)) assert.equal(row.status, 'sent', `outbox row ${row.id} was delivered and is recorded sent`)
    }
    // Delivered is recorded, and what is recorded was delivered: nothing sent twice at the next start.
    assert.equal(after.filter((row) => row.status === 'sent').length, sentIds.size)
  } finally {
    await signalServer(server, 'SIGKILL')
    await smtp?.stop()
    db.close()
  }
})
