import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import {
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
 * Form 5, the demand register, on the server: the submission and the demand account stored in one
 * step, e-mails queued, every required field's message, spam checks and an SMTP outage.
 */
describe('demandForm.int.ts: demand register form action', () => {
  let bench: FormBench
  let payload: Payload
  let smtp: TestSmtpServer
  let handleSubmission: FormBench['handleSubmission']
  let solveAltcha: FormBench['solveAltcha']
  let demandForm: typeof import('../../src/forms/demand/definition').demandForm
  let typeId: number
  let cityId: number

  beforeAll(async () => {
    bench = await startFormBench()
    ;({ payload, smtp, handleSubmission, solveAltcha } = bench)
    ;({ demandForm } = await import('../../src/forms/demand/definition'))
    const fixtures = await import('./fixtures')
    typeId = (await fixtures.propertyType(payload)).id
    cityId = (
      await payload.create({ collection: 'cities', data: { name: bench.helpers.unique('Zone'), zip: String(bench.helpers.externalId()) } })
    ).id
    await smtp.start()
  })

  afterAll(async () => {
    await bench.shutdown()
  })

  const valid = (email = visitorEmail('demand')) => ({
    ...validPerson(email),
    goal: 'sale',
    types: [String(typeId)],
    minBedrooms: '3',
    cities: [cityId],
    priceMin: '200.000',
    priceMax: '350000',
    password: 'Zoeker-2026!',
    passwordConfirm: 'Zoeker-2026!',
    utm: { utm_campaign: 'lente' },
    source: '/nl/ik-zoek/',
  })
  const submit = (input: unknown, ip = freshIp(), now?: Date) => handleSubmission(demandForm, input, { payload, ip, now })
  const demandOf = async (email: string) =>
    (await payload.find({ collection: 'demands', where: { email: { equals: email.toLowerCase() } }, depth: 0 })).docs[0]

  it('stores the submission and the subscribed demand account, and queues the two e-mails', async () => {
    const email = visitorEmail('demand')
    const outcome = await submit(valid(email))
    expect(outcome).toMatchObject({ ok: true, thankYou: { page: '/feedback/demand-register/' } })
    if (!outcome.ok) return
    const stored = await storedSubmission(payload, outcome.submissionId!)
    expect(stored).toMatchObject({
      type: 'demand',
      status: 'new',
      locale: 'nl',
      email,
      utm: { utm_campaign: 'lente' },
      source: '/nl/ik-zoek/',
    })
    expect(JSON.stringify(stored.data)).not.toContain('Zoeker-2026!')
    const demand = await demandOf(email)
    expect(demand).toMatchObject({
      subscribed: true,
      language: 'nl',
      firstName: 'Lies',
      submission: outcome.submissionId,
      criteria: { goal: 'sale', types: [typeId], cities: [cityId], minBedrooms: 3, priceMin: 200000, priceMax: 350000 },
    })
    // The password works: the demander can log in and come back.
    const login = await payload.login({ collection: 'demands', data: { email, password: 'Zoeker-2026!' } })
    expect(login.user?.id).toBe(demand.id)
    const emails = await queuedEmails(payload, outcome.submissionId!)
    expect(emails.map((e) => [e.kind, e.to, e.jobQueued])).toEqual([
      ['notify-agency', 'kantoor@kempenvastgoed.test', true],
      ['confirm-visitor', email, true],
    ])
    expect(emails[0].text).toContain('€\u00a0200.000 - €\u00a0350.000')
    expect(emails[1].text).not.toContain('Zoeker-2026!')
  })

  it.each([
    ['goal', undefined, 'validation.required.goal'],
    ['types', [], 'validation.required.type'],
    ['cities', [], 'validation.required.zone'],
    ['title', undefined, 'validation.required.title'],
    ['firstName', ' ', 'validation.required.firstName'],
    ['lastName', ' ', 'validation.required.lastName'],
    ['email', ' ', 'validation.required.email'],
    ['password', '', 'validation.required.password'],
    ['passwordConfirm', '', 'validation.confirmPassword'],
  ])('answers the message of the missing field %s and stores nothing', async (field, value, message) => {
    const email = visitorEmail('demand-missing')
    const input: Record<string, unknown> = { ...valid(email), [field]: value }
    expect(await submit(input)).toEqual({ ok: false, fieldErrors: { [field]: message } })
    const { totalDocs } = await payload.count({ collection: 'submissions', where: { email: { equals: email } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
    expect(await demandOf(email)).toBeUndefined()
  })

  it('refuses an invalid e-mail, different passwords, a reversed budget and unknown zones', async () => {
    expect(await submit({ ...valid(), email: 'lies@' })).toEqual({ ok: false, fieldErrors: { email: 'validation.invalid.email' } })
    expect(await submit({ ...valid(), passwordConfirm: 'Anders-2026!' })).toEqual({
      ok: false,
      fieldErrors: { passwordConfirm: 'validation.passwordMismatch' },
    })
    expect(await submit({ ...valid(), priceMin: '400000', priceMax: '300000' })).toEqual({
      ok: false,
      fieldErrors: { priceMax: 'demand.invalid.priceRange' },
    })
    expect(await submit({ ...valid(), cities: [987654321] })).toEqual({ ok: false, fieldErrors: { cities: 'validation.required.zone' } })
  })

  it('refuses a second demand with the same e-mail address', async () => {
    const email = visitorEmail('twice')
    expect(await submit(valid(email))).toMatchObject({ ok: true })
    expect(await submit(valid(email))).toEqual({ ok: false, fieldErrors: { email: 'demand.emailTaken' } })
  })

  it('with the spam check on: refuses a forged solution, accepts a solved one', async () => {
    await withCaptcha(async () => {
      expect(await submit({ ...valid(), altcha: Buffer.from('{"forged":true}').toString('base64') })).toEqual({
        ok: false,
        fieldErrors: { altcha: 'validation.invalid.captcha' },
      })
      expect(await submit({ ...valid(), altcha: await solveAltcha() })).toMatchObject({ ok: true })
    })
  })

  it('answers the rate limit message after five demands from one IP', async () => {
    const ip = freshIp()
    // One clock for the six: the limit counts per quarter hour, and a run across its end would start afresh.
    const now = new Date()
    for (let i = 0; i < 5; i++) expect(await submit(valid(), ip, now)).toMatchObject({ ok: true })
    expect(await submit(valid(), ip, now)).toEqual({ ok: false, error: 'error.rateLimited' })
  })

  it('keeps the demand while SMTP is down and delivers the retried e-mails once it is back', async () => {
    const email = visitorEmail('demand-outage')
    await bench.expectDeliveredAfterOutage(
      () => submit(valid(email)),
      email,
      async () => {
        expect(await demandOf(email)).toBeTruthy()
      },
    )
  })
})
