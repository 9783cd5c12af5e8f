import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, TypedUser } from 'payload'

import { TestSmtpServer, smtpPortOfRun } from './helpers/smtp'

/**
 * Issue 35.1, "SMTP down": the dashboard's warning state, read from the outbox as the dashboard reads it
 * (readMailServerState, with an editor's own access), while a real SMTP receiver is up, goes away, comes
 * back, and refuses one recipient.
 */
describe('mailServerState.int.ts: the mail server warning follows the real SMTP receiver', () => {
  let payload: Payload
  let smtp: TestSmtpServer
  let helpers: typeof import('./helpers/payload')
  let queueEmail: typeof import('../../src/email/queue').queueEmail
  let runEmailQueue: typeof import('../../src/email/queue').runEmailQueue
  let drainEmailQueue: typeof import('./helpers/forms').drainEmailQueue
  let readMailServerState: typeof import('../../src/admin/dashboard/mailServer').readMailServerState
  let editor: TypedUser

  beforeAll(async () => {
    // Addresses starting with "refused" get a 550 at RCPT TO: one recipient's trouble, not the server's.
    smtp = new TestSmtpServer(await smtpPortOfRun(), (address) => address.startsWith('refused'))
    // Imported after the SMTP settings: the config reads them when it is built.
    helpers = await import('./helpers/payload')
    const fixtures = await import('./fixtures')
    ;({ queueEmail, runEmailQueue } = await import('../../src/email/queue'))
    ;({ drainEmailQueue } = await import('./helpers/forms'))
    ;({ readMailServerState } = await import('../../src/admin/dashboard/mailServer'))
    payload = await helpers.testPayload()
    const user = await fixtures.staffUser(payload, 'editor')
    editor = { ...user, collection: 'users' } as TypedUser
    await smtp.start()
    // What earlier suites left in the queue goes out now, so the attempts below are the latest.
    await drainEmailQueue(payload, runEmailQueue)
  })

  afterAll(async () => {
    await smtp.start()
    await drainEmailQueue(payload, runEmailQueue)
    await smtp.stop()
    await helpers.closePayload(payload)
  })

  const state = () => readMailServerState(payload, editor)
  const statuses = async (ids: (number | string)[]) =>
    (await payload.find({ collection: 'emails', where: { id: { in: ids } }, depth: 0, limit: ids.length, overrideAccess: true })).docs
  const waitingCount = async () =>
    (await payload.count({ collection: 'emails', where: { status: { in: ['queued', 'retrying'] } }, overrideAccess: true })).totalDocs

  /** Runs the queue (50 jobs a run, retries due after 1 ms) until every e-mail of `ids` has left `from`. */
  async function runUntilNot(ids: (number | string)[], from: string): Promise<void> {
    const deadline = Date.now() + 30_000
    while ((await statuses(ids)).some((row) => row.status === from)) {
      if (Date.now() > deadline) throw new Error(`e-mails ${ids.join(', ')} still ${from} after 30 s`)
      await runEmailQueue(payload)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  }

  const queue = (to: string) => queueEmail(payload, { kind: 'test', to, subject: 'Storing', text: 'Bericht' })
  const address = (prefix: string) => `${helpers.unique(prefix)}@example.be`

  it('shows no warning while the receiver takes e-mail', async () => {
    const id = await queue(address('up'))
    await runUntilNot([id], 'queued')
    expect((await statuses([id]))[0].status).toBe('sent')
    expect(await state()).toEqual({ problem: null })
  })

  it('warns that the server is unreachable once it is gone, with the e-mails waiting, dated after the last one sent', async () => {
    const before = await waitingCount()
    await smtp.stop()
    const stoppedAt = Date.now()
    const to = [address('down-a'), address('down-b'), address('down-c')]
    const ids = await Promise.all(to.map(queue))
    await runUntilNot(ids, 'queued')
    const rows = await statuses(ids)
    expect(rows.map((row) => [row.status, row.errorCode])).toEqual(ids.map(() => ['retrying', 'ESOCKET']))
    expect(rows[0].lastError).toMatch(/ECONNREFUSED/)

    const warning = await state()
    expect(warning).toMatchObject({ problem: 'unreachable', waiting: before + 3 })
    if (!warning.problem) throw new Error('no warning')
    expect(Date.parse(warning.since)).toBeGreaterThanOrEqual(stoppedAt - 1_000)
    expect(Date.parse(warning.since)).toBeLessThanOrEqual(Date.now())
    for (const mail of to) expect(smtp.to(mail)).toHaveLength(0)

    // Back: the queue drains by itself and the warning goes.
    await smtp.start()
    await new Promise((resolve) => setTimeout(resolve, 20)) // past the (shortened) backoff
    await runUntilNot(ids, 'retrying')
    expect((await statuses(ids)).map((row) => [row.status, row.errorCode ?? null])).toEqual(ids.map(() => ['sent', null]))
    for (const mail of to) expect(smtp.to(mail)).toHaveLength(1)
    expect(await state()).toEqual({ problem: null })
    expect(await waitingCount()).toBe(before)
  })

  it('shows no warning when the server refuses one recipient, though that e-mail keeps failing', async () => {
    const id = await queue(address('refused'))
    await runUntilNot([id], 'queued')
    const [row] = await statuses([id])
    expect(row).toMatchObject({ status: 'retrying', errorCode: 'EENVELOPE' })
    expect(row.lastError).toMatch(/550/)
    expect(await state()).toEqual({ problem: null })
  })

  it('reads nothing for a user who may not read the outbox', async () => {
    await expect(readMailServerState(payload, null)).rejects.toMatchObject({ status: 403 })
  })
})
