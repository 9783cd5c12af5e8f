import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { TestSmtpServer, smtpPortOfRun } from './helpers/smtp'

/**
 * The outbox: an e-mail is stored first and sent by a retried job. With SMTP down the e-mail stays
 * queued and is delivered once SMTP is back, exactly once.
 */
describe('emailQueue.int.ts: e-mail outbox and sendEmail job', () => {
  let payload: Payload
  let smtp: TestSmtpServer
  let queueEmail: typeof import('../../src/email/queue').queueEmail
  let runEmailQueue: typeof import('../../src/email/queue').runEmailQueue
  let close: (payload: Payload) => Promise<void>

  beforeAll(async () => {
    smtp = new TestSmtpServer(await smtpPortOfRun())
    // Imported after the SMTP settings: the config reads them when it is built.
    const helpers = await import('./helpers/payload')
    ;({ queueEmail, runEmailQueue } = await import('../../src/email/queue'))
    close = helpers.closePayload
    payload = await helpers.testPayload()
  })

  afterAll(async () => {
    await smtp.stop()
    await close(payload)
  })

  const outboxEntry = (id: number | string) => payload.findByID({ collection: 'emails', id, depth: 0 })

  it('sends a queued e-mail as plain text when SMTP is up', async () => {
    await smtp.start()
    const id = await queueEmail(payload, { kind: 'test', to: 'up@example.be', subject: 'Hallo', text: 'Eerste <b>bericht</b>' })
    expect((await outboxEntry(id)).status).toBe('queued')

    await runEmailQueue(payload)

    const entry = await outboxEntry(id)
    expect(entry).toMatchObject({ status: 'sent', attempts: 1 })
    expect(entry.sentAt).toBeTruthy()
    const [mail] = smtp.to('up@example.be')
    expect(mail.raw).toContain('Subject: Hallo')
    expect(mail.raw).toContain('Eerste <b>bericht</b>')
    expect(mail.raw).not.toMatch(/Content-Type: text\/html/i)
    await smtp.stop()
  })

  it('keeps the e-mail while SMTP is down and delivers it once when SMTP is back', async () => {
    const id = await queueEmail(payload, { kind: 'test', to: 'down@example.be', subject: 'Tijdens storing', text: 'Bericht' })

    await runEmailQueue(payload)
    const failed = await outboxEntry(id)
    expect(failed.status).toBe('retrying')
    expect(failed.attempts).toBe(1)
    expect(failed.lastError).toBeTruthy()
    expect(smtp.to('down@example.be')).toHaveLength(0)

    await smtp.start()
    await new Promise((resolve) => setTimeout(resolve, 20)) // past the (shortened) backoff
    await runEmailQueue(payload)
    await runEmailQueue(payload)

    expect(await outboxEntry(id)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(smtp.to('down@example.be')).toHaveLength(1)
  })

  it('closes the outbox and the job API to everyone but staff', async () => {
    await expect(payload.find({ collection: 'emails', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({
        collection: 'emails',
        overrideAccess: false,
        data: { to: 'x@example.be', subject: 's', text: 't', status: 'queued' },
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
