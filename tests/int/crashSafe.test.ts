import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { freshIp, pause, queuedEmails, startFormBench, validPerson, visitorEmail, type FormBench } from './helpers/forms'
import type { TestSmtpServer } from './helpers/smtp'

/**
 * Issue 13, finding 6 (crash): jobs a killed worker left `processing` are handed back after the
 * lease; an outbox row is sent at most once however often its job runs; one form fill (idempotency
 * key) stores one submission, also when its posts race. The kill -9 of a production server itself is
 * tests/crash/crash.test.mjs.
 */
describe('crash-safe jobs, outbox and answers', () => {
  let bench: FormBench
  let payload: Payload
  let smtp: TestSmtpServer
  let handleSubmission: FormBench['handleSubmission']
  let runEmailQueue: FormBench['runEmailQueue']
  let queueEmail: typeof import('../../src/email/queue').queueEmail
  let releaseStaleJobs: typeof import('../../src/jobs/lease').releaseStaleJobs
  let outboxMessageId: typeof import('../../src/email/messageId').outboxMessageId
  let forms: typeof import('../../src/forms/contact/definition')

  beforeAll(async () => {
    bench = await startFormBench()
    ;({ payload, smtp, handleSubmission, runEmailQueue } = bench)
    ;({ queueEmail } = await import('../../src/email/queue'))
    ;({ releaseStaleJobs } = await import('../../src/jobs/lease'))
    ;({ outboxMessageId } = await import('../../src/email/messageId'))
    forms = await import('../../src/forms/contact/definition')
    await smtp.start()
  })

  afterAll(async () => {
    await bench.shutdown()
  })

  const jobOf = async (emailId: number | string) => {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      overrideAccess: true,
      depth: 0,
      pagination: false,
      where: { taskSlug: { equals: 'sendEmail' } },
    })
    return docs.filter((job) => {
      const input = job.input as { email?: number | { id: number } }
      return (typeof input.email === 'object' ? input.email.id : input.email) === emailId
    })
  }
  const outbox = (id: number | string) => payload.findByID({ collection: 'emails', id, depth: 0, overrideAccess: true })
  const deliveriesOf = (id: number | string) => smtp.received.filter((m) => m.raw.includes(outboxMessageId(id, payload.secret)))

  it('hands a job left processing by a dead worker back after the lease, and not before', async () => {
    const id = await queueEmail(payload, { kind: 'test', to: visitorEmail('stale'), subject: 'Na een crash', text: 'Bericht' })
    const [job] = await jobOf(id)
    // What a worker killed after claiming the job leaves behind.
    await payload.update({ collection: 'payload-jobs', id: job.id, overrideAccess: true, data: { processing: true } })

    await runEmailQueue(payload)
    expect((await outbox(id)).status).toBe('queued') // within the lease: maybe a live worker, left alone

    const afterLease = new Date(Date.now() + 5 * 60_000 + 1_000)
    expect(await releaseStaleJobs(payload, { now: afterLease })).toBeGreaterThanOrEqual(1)
    await runEmailQueue(payload)

    expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 1 })
    // Completed jobs are deleted; none of this row's is left processing.
    expect((await jobOf(id)).filter((j) => j.processing)).toEqual([])
    expect(deliveriesOf(id)).toHaveLength(1)
  })

  it('sends an outbox row once with its own Message-ID, however often its job runs', async () => {
    const id = await queueEmail(payload, { kind: 'test', to: visitorEmail('twice'), subject: 'Eenmaal', text: 'Bericht' })
    await runEmailQueue(payload)
    expect((await outbox(id)).status).toBe('sent')
    // The same row queued again (a handed-back job of a worker that was only slow).
    await payload.jobs.queue({ task: 'sendEmail', queue: 'email', input: { email: id as number } })
    await runEmailQueue(payload)

    const delivered = deliveriesOf(id)
    expect(delivered).toHaveLength(1)
    expect(delivered[0].raw).toMatch(
      new RegExp(`^Message-ID: ${outboxMessageId(id, payload.secret).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi'),
    )
    expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('sends a row once when two workers run its jobs at the same moment', async () => {
    const ids = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        queueEmail(payload, { kind: 'test', to: visitorEmail(`race${i}`), subject: 'Race', text: 'Bericht' }),
      ),
    )
    for (const id of ids) await payload.jobs.queue({ task: 'sendEmail', queue: 'email', input: { email: id as number } })
    const jobs = (await Promise.all(ids.map(jobOf))).flat()
    expect(jobs).toHaveLength(8)
    // Every job at once, as two servers (or a handed-back job and its slow first worker) would.
    await Promise.all(jobs.map((job) => payload.jobs.runByID({ id: job.id })))
    for (let run = 0; run < 10; run++) {
      await pause(10)
      await runEmailQueue(payload)
    }
    for (const id of ids) {
      expect(deliveriesOf(id)).toHaveLength(1)
      expect((await outbox(id)).status).toBe('sent')
    }
  })

  const contact = (email: string, key?: string) => ({
    ...validPerson(email),
    message: 'Bel me terug.',
    utm: {},
    source: '/nl/contact/',
    ...(key ? { idempotencyKey: key } : {}),
  })
  const submissionsOf = (email: string) =>
    payload.find({ collection: 'submissions', overrideAccess: true, depth: 0, pagination: false, where: { email: { equals: email } } })

  it('answers a repeated fill (same key) with the same thank-you and stores it once', async () => {
    const email = visitorEmail('repeat')
    const key = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
    const first = await handleSubmission(forms.siteContactForm, contact(email, key), { payload, ip: freshIp() })
    const again = await handleSubmission(forms.siteContactForm, contact(email, key), { payload, ip: freshIp() })
    expect(first).toMatchObject({ ok: true, thankYou: { page: '/feedback/site-contact/' } })
    expect(again).toEqual(first)
    const { docs } = await submissionsOf(email)
    expect(docs).toHaveLength(1)
    expect(await queuedEmails(payload, docs[0].id)).toHaveLength(2)
    // Another fill of the same visitor is another submission.
    await handleSubmission(forms.siteContactForm, contact(email, 'ffeeddccbbaa99887766554433221100'), { payload, ip: freshIp() })
    expect((await submissionsOf(email)).docs).toHaveLength(2)
  })

  it('stores one submission and answers every post ok when posts of one fill race', async () => {
    const email = visitorEmail('race')
    const key = `race${Date.now().toString(36)}abcdefghijklmnopqrstuvwx`.slice(0, 40)
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => handleSubmission(forms.siteContactForm, contact(email, key), { payload, ip: freshIp() })),
    )
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, true, true])
    const { docs } = await submissionsOf(email)
    expect(docs).toHaveLength(1)
    expect(new Set(outcomes.map((o) => (o.ok ? o.submissionId : null)))).toEqual(new Set([docs[0].id]))
    expect(await queuedEmails(payload, docs[0].id)).toHaveLength(2)
  })

  it('ignores a malformed key and stores the fill without one', async () => {
    const email = visitorEmail('badkey')
    const outcome = await handleSubmission(forms.siteContactForm, contact(email, "x'; drop table submissions; --"), {
      payload,
      ip: freshIp(),
    })
    expect(outcome).toMatchObject({ ok: true })
    const { docs } = await submissionsOf(email)
    expect(docs).toHaveLength(1)
    expect(docs[0].idempotencyKey ?? null).toBeNull()
  })
})
