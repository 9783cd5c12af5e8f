import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { t } from '../../src/i18n/dictionary'
import {
  drainEmailQueue,
  freshIp,
  queuedEmails,
  startFormBench,
  storedSubmission,
  validPerson,
  visitorEmail,
  withCaptcha,
  type FormBench,
} from './helpers/forms'
import type { TestSmtpServer } from './helpers/smtp'

/**
 * Form 1 (site contact) end to end on the server: the pattern every form follows. Stored first, e-mails
 * queued, spam checks, rate limit, and a submission that survives an SMTP outage.
 */
describe('forms.contact.int.ts: site contact form action', () => {
  let bench: FormBench
  let payload: Payload
  let smtp: TestSmtpServer
  let handleSubmission: FormBench['handleSubmission']
  let runEmailQueue: FormBench['runEmailQueue']
  let solveAltcha: FormBench['solveAltcha']
  let forms: typeof import('../../src/forms/contact/definition')

  beforeAll(async () => {
    bench = await startFormBench()
    ;({ payload, smtp, handleSubmission, runEmailQueue, solveAltcha } = bench)
    forms = await import('../../src/forms/contact/definition')
  })

  afterAll(async () => {
    await bench.shutdown()
  })

  const valid = (email = visitorEmail()) => ({
    ...validPerson(email),
    message: 'Ik wil graag <b>meer</b> weten.',
    utm: { utm_source: 'facebook', evil: 'x' },
    source: '/nl/contact/',
  })
  const submit = (input: unknown, ip = freshIp(), now?: Date) => handleSubmission(forms.siteContactForm, input, { payload, ip, now })

  it('stores a valid submission as new with its UTM parameters and queues the two e-mails', async () => {
    const email = visitorEmail()
    const outcome = await submit(valid(email))
    expect(outcome).toMatchObject({ ok: true, thankYou: { page: '/feedback/site-contact/' } })
    if (!outcome.ok) return
    const stored = await storedSubmission(payload, outcome.submissionId!)
    expect(stored).toMatchObject({
      type: 'site-contact',
      status: 'new',
      locale: 'nl',
      email,
      phone: '0475123456',
      name: 'Mevr. Lies Janssens',
      source: '/nl/contact/',
      utm: { utm_source: 'facebook' },
    })
    expect(stored.utm).not.toHaveProperty('evil')
    expect(stored.data).not.toHaveProperty('altcha')
    const emails = await queuedEmails(payload, outcome.submissionId!)
    expect(emails.map((e) => [e.kind, e.to, e.status, e.jobQueued])).toEqual([
      ['notify-agency', 'kantoor@kempenvastgoed.test', 'queued', true],
      ['confirm-visitor', email, 'queued', true],
    ])
    // Plain text, the visitor's markup kept as typed, phone shown by the spec's rule.
    expect(emails[1].text).toContain('Ik wil graag <b>meer</b> weten.')
    expect(emails[0].text).toContain('Telefoonnummer: 0475\u00a012\u00a034\u00a056')
    expect(emails[0].replyTo).toBe(email)
  })

  it.each([
    ['title', 'validation.required.title'],
    ['firstName', 'validation.required.firstName'],
    ['lastName', 'validation.required.lastName'],
    ['email', 'validation.required.email'],
    ['phone', 'validation.required.phone'],
    ['message', 'validation.required.message'],
  ])('answers the message of the missing field %s and stores nothing', async (field, message) => {
    const email = visitorEmail()
    const input: Record<string, unknown> = valid(email)
    input[field] = field === 'title' ? undefined : '  '
    const outcome = await submit(input)
    expect(outcome).toEqual({ ok: false, fieldErrors: { [field]: message } })
    const { totalDocs } = await payload.count({ collection: 'submissions', where: { email: { equals: email } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it("writes its e-mails with the staff's translation overrides, as the pages do", async () => {
    const override = await payload.create({
      collection: 'translations',
      locale: 'nl',
      data: { key: 'email.confirm.body', value: 'Dank u! Wij bellen u binnen de 24 uur terug.' },
    })
    try {
      const email = visitorEmail()
      const outcome = await submit(valid(email))
      if (!outcome.ok) throw new Error('not stored')
      const [, confirm] = await queuedEmails(payload, outcome.submissionId!)
      expect(confirm.text).toContain('Dank u! Wij bellen u binnen de 24 uur terug.')
      // The override is Dutch: a French visitor reads the French default.
      const fr = await submit({ ...valid(visitorEmail()), locale: 'fr' })
      if (!fr.ok) throw new Error('not stored')
      const [, confirmFr] = await queuedEmails(payload, fr.submissionId!)
      expect(confirmFr.text).not.toContain('Dank u!')
      expect(confirmFr.text).toContain(t('email.confirm.body', 'fr'))
    } finally {
      await payload.delete({ collection: 'translations', id: override.id })
    }
  })

  it('refuses an invalid e-mail address and phone number', async () => {
    expect(await submit({ ...valid(), email: 'lies@' })).toEqual({ ok: false, fieldErrors: { email: 'validation.invalid.email' } })
    expect(await submit({ ...valid(), phone: '12ab' })).toEqual({ ok: false, fieldErrors: { phone: 'validation.invalid.phone' } })
  })

  it('with the spam check on: a missing, forged, tampered or expired solution is refused, a solved one accepted once', async () => {
    await withCaptcha(async () => {
      const { createAltchaChallenge } = await import('../../src/forms/shared/altcha')
      const { solvedAltcha } = await import('./helpers/forms')
      expect(await submit({ ...valid(), altcha: '' })).toEqual({ ok: false, fieldErrors: { altcha: 'validation.required.captcha' } })
      expect(await submit({ ...valid(), altcha: 'forged.token.value' })).toEqual({
        ok: false,
        fieldErrors: { altcha: 'validation.invalid.captcha' },
      })
      expect(await submit({ ...valid(), altcha: 'x'.repeat(5000) })).toEqual({
        ok: false,
        fieldErrors: { altcha: 'validation.invalid.captcha' },
      })
      // A challenge of another server (another secret) does not pass.
      expect(await submit({ ...valid(), altcha: await solvedAltcha('another-secret') })).toEqual({
        ok: false,
        fieldErrors: { altcha: 'validation.invalid.captcha' },
      })
      // Tampered: a cheaper prefix than the one signed.
      const solved = JSON.parse(Buffer.from(await solveAltcha(), 'base64').toString()) as {
        challenge: { parameters: { keyPrefix: string } }
      }
      solved.challenge.parameters.keyPrefix = '00'
      expect(await submit({ ...valid(), altcha: Buffer.from(JSON.stringify(solved)).toString('base64') })).toEqual({
        ok: false,
        fieldErrors: { altcha: 'validation.invalid.captcha' },
      })
      // Unsolved: a challenge sent back without the work.
      const unsolved = await createAltchaChallenge(payload.secret)
      const guess = Buffer.from(JSON.stringify({ challenge: unsolved, solution: { counter: 1, derivedKey: '00'.repeat(32) } })).toString(
        'base64',
      )
      expect(await submit({ ...valid(), altcha: guess })).toEqual({ ok: false, fieldErrors: { altcha: 'validation.invalid.captcha' } })
      // Expired (made 11 minutes ago).
      expect(await submit({ ...valid(), altcha: await solvedAltcha(payload.secret, Date.now() - 11 * 60_000) })).toEqual({
        ok: false,
        fieldErrors: { altcha: 'validation.invalid.captcha' },
      })
      const altcha = await solveAltcha()
      expect(await submit({ ...valid(), altcha })).toMatchObject({ ok: true })
      // Replayed, also from another address: the challenge had its one use.
      expect(await submit({ ...valid(), altcha }, freshIp())).toEqual({ ok: false, fieldErrors: { altcha: 'validation.invalid.captcha' } })
    })
  })

  it('with the spam check on: five parallel uses of one solution store exactly one submission', async () => {
    await withCaptcha(async () => {
      const altcha = await solveAltcha()
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => submit({ ...valid(), altcha }, freshIp())))
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
      expect(outcomes.filter((o) => !o.ok)).toEqual(
        Array.from({ length: 4 }, () => ({ ok: false, fieldErrors: { altcha: 'validation.invalid.captcha' } })),
      )
    })
  })

  it('drops a submission whose honeypot is filled without storing or sending anything', async () => {
    const email = visitorEmail('bot')
    expect(await submit({ ...valid(email), homepage: 'http://spam.example' })).toMatchObject({ ok: true, submissionId: null })
    const { totalDocs } = await payload.count({ collection: 'submissions', where: { email: { equals: email } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('answers the rate limit message after five submissions from one IP in a quarter of an hour', async () => {
    const ip = freshIp()
    // One clock for the six: the limit counts per quarter hour, and a run across its end would start afresh.
    const now = new Date()
    for (let i = 0; i < 5; i++) expect(await submit(valid(), ip, now)).toMatchObject({ ok: true })
    expect(await submit(valid(), ip, now)).toEqual({ ok: false, error: 'error.rateLimited' })
    // Another visitor, and the same visitor on another form, are not affected.
    expect(await submit(valid(), freshIp())).toMatchObject({ ok: true })
    expect(await handleSubmission(forms.smallContactForm, { ...valid(), title: undefined }, { payload, ip })).toMatchObject({ ok: true })
  })

  it('keeps the submission while SMTP is down and delivers the retried e-mails once it is back', async () => {
    await smtp.start()
    await drainEmailQueue(payload, runEmailQueue)
    await smtp.stop()
    const email = visitorEmail('outage')
    const outcome = await submit(valid(email))
    expect(outcome).toMatchObject({ ok: true, thankYou: { page: '/feedback/site-contact/' } })
    if (!outcome.ok) return
    await runEmailQueue(payload)
    expect((await queuedEmails(payload, outcome.submissionId!)).map((e) => e.status)).toEqual(['retrying', 'retrying'])
    expect((await storedSubmission(payload, outcome.submissionId!)).status).toBe('new')

    await smtp.start()
    await bench.runQueueUntil(outcome.submissionId!, 'retrying')
    expect((await queuedEmails(payload, outcome.submissionId!)).map((e) => e.status)).toEqual(['sent', 'sent'])
    expect(smtp.to(email)).toHaveLength(1)
    expect(smtp.to('kantoor@kempenvastgoed.test').some((m) => m.raw.includes(email))).toBe(true)
  })

  it('small variant: no title, phone optional, its own thank-you page', async () => {
    const outcome = await handleSubmission(
      forms.smallContactForm,
      { locale: 'fr', firstName: 'Anne', lastName: 'Dubois', email: visitorEmail(), message: '' },
      { payload, ip: freshIp() },
    )
    expect(outcome).toMatchObject({ ok: true, locale: 'fr', thankYou: { page: '/feedback/site-contact-small/' } })
  })
})
