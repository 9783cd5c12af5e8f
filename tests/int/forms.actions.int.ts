import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { addDays, todayInBelgium } from '../../src/lib/belgianDay'
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
 * The server side of forms 2, 3, 4, 7, 8, 9 and 10 on a real Payload: each stores its submission and
 * queues its e-mails, answers the spec's messages, checks the captcha and the rate limit, and keeps
 * its leads through an SMTP outage. Plus the form-specific rules: slot capacity, duplicate document
 * request, advisor routing, sale-only and rent-only forms.
 */

type Handle = typeof import('../../src/forms/shared/submit').handleSubmission
type Definition = Parameters<Handle>[0]

const inDays = (days: number) => addDays(todayInBelgium(), days)

describe('forms.actions.int.ts: form actions', () => {
  let bench: FormBench
  let payload: Payload
  let smtp: TestSmtpServer
  let handleSubmission: Handle
  let runEmailQueue: FormBench['runEmailQueue']
  let solveAltcha: FormBench['solveAltcha']
  let defs: Record<string, Definition>
  let saleProperty: { id: number; externalId: number }
  let rentProperty: { id: number; externalId: number }
  let hiddenProperty: { id: number; externalId: number }
  let advisor: { id: number; slug: string; email: string }
  let project: { id: number; externalId: number }

  beforeAll(async () => {
    bench = await startFormBench()
    ;({ payload, smtp, handleSubmission, runEmailQueue, solveAltcha } = bench)
    const fixtures = await import('./fixtures')
    defs = {
      info: (await import('../../src/forms/info/definition')).propertyInfoForm as Definition,
      visit: (await import('../../src/forms/visit/definition')).visitForm as Definition,
      valuation: (await import('../../src/forms/valuation/definition')).valuationForm as Definition,
      friend: (await import('../../src/forms/friend/definition')).sendToFriendForm as Definition,
      documents: (await import('../../src/forms/documents/definition')).documentsForm as Definition,
      offer: (await import('../../src/forms/offer/definition')).offerForm as Definition,
      rental: (await import('../../src/forms/rental/definition')).rentalApplicationForm as Definition,
      project: (await import('../../src/forms/project/definition')).projectInfoForm as Definition,
    }
    await smtp.start()
    const slug = bench.helpers.unique('adv')
    const created = await payload.create({
      collection: 'advisors',
      data: { firstName: 'Els', lastName: 'Adviseur', slug, email: `${slug}@kempenvastgoed.test`, published: true },
    })
    advisor = { id: created.id, slug, email: created.email }
    const type = await fixtures.propertyType(payload)
    saleProperty = (await fixtures.property(payload, type.id, { goal: 'sale', advisor: advisor.id })) as never
    rentProperty = (await fixtures.property(payload, type.id, {
      goal: 'rent',
      price: 950,
      minimumIncome: 2850,
      maximumPersons: 4,
    })) as never
    hiddenProperty = (await fixtures.property(payload, type.id, { published: false })) as never
    project = (await payload.create({
      collection: 'projects',
      locale: 'nl',
      data: {
        _status: 'published',
        externalId: bench.helpers.externalId(),
        title: bench.helpers.unique('Project'),
        zip: '3920',
        city: 'Lommel',
        published: true,
        advisor: advisor.id,
      } as never,
    })) as never
  })

  afterAll(async () => {
    await bench.shutdown()
  })

  const valid: Record<string, (email?: string) => Record<string, unknown>> = {
    info: (email) => ({ ...validPerson(email), property: saleProperty.externalId, message: 'Is er een tuin?' }),
    visit: (email) => ({
      ...validPerson(email),
      property: saleProperty.externalId,
      date: inDays(3 + Math.floor(Math.random() * 300)),
      slot: '16-19',
    }),
    valuation: (email) => ({
      ...validPerson(email),
      goal: 'sell',
      street: 'Stationsstraat',
      houseNumber: '12',
      zip: '3920',
      city: 'Lommel',
    }),
    friend: (email) => ({
      locale: 'nl',
      property: saleProperty.externalId,
      firstName: 'Lies',
      lastName: 'Janssens',
      email: email ?? visitorEmail(),
      friendFirstName: 'Tom',
      friendEmail: visitorEmail('friend'),
    }),
    documents: (email) => ({ ...validPerson(email), property: saleProperty.externalId }),
    offer: (email) => ({
      ...validPerson(email),
      property: saleProperty.externalId,
      amount: '285.000',
      conditions: 'Onder voorbehoud van financiering',
      validUntil: inDays(14),
    }),
    rental: (email) => ({
      ...validPerson(email),
      property: rentProperty.externalId,
      income: '3200',
      household: '2',
      startDate: inDays(30),
      references: 'Vorige verhuurder: P. Peeters',
    }),
    project: (email) => ({ ...validPerson(email), project: project.externalId, message: 'Graag de prijslijst' }),
  }
  const submit = (form: string, input: unknown, ip = freshIp(), now?: Date) => handleSubmission(defs[form], input, { payload, ip, now })

  const TYPES: Record<string, [string, { page: string } | { message: string }]> = {
    info: ['property-info', { page: '/feedback/contact-me/' }],
    visit: ['visit', { page: '/feedback/contact-appointment/' }],
    valuation: ['valuation', { page: '/feedback/contact-demand/' }],
    friend: ['send-to-friend', { page: '/feedback/send-to-friend/' }],
    documents: ['documents', { message: 'success.documents' }],
    offer: ['offer', { message: 'success.offer' }],
    rental: ['rental-application', { message: 'success.rentalApplication' }],
    project: ['project-info', { page: '/feedback/contact-construction/' }],
  }

  describe.each(Object.keys(TYPES))('%s', (form) => {
    it('stores a valid submission as new and queues its e-mails', async () => {
      const email = visitorEmail(form)
      const outcome = await submit(form, { ...valid[form](email), utm: { utm_campaign: 'lente' } })
      expect(outcome).toMatchObject({ ok: true, thankYou: TYPES[form][1] })
      if (!outcome.ok) return
      const stored = await storedSubmission(payload, outcome.submissionId!)
      expect(stored).toMatchObject({ type: TYPES[form][0], status: 'new', locale: 'nl', email, utm: { utm_campaign: 'lente' } })
      if (form === 'project') expect(stored.project).toBe(project.id)
      else if (form !== 'valuation') expect(stored.property).toBe(form === 'rental' ? rentProperty.id : saleProperty.id)
      const emails = await queuedEmails(payload, outcome.submissionId!)
      expect(emails.length).toBeGreaterThan(0)
      expect(emails.every((e) => e.status === 'queued' && e.jobQueued)).toBe(true)
    })

    it('answers "invalid e-mail" for a malformed address', async () => {
      const outcome = await submit(form, { ...valid[form](), email: 'not-an-address' })
      expect(outcome).toEqual({ ok: false, fieldErrors: { email: 'validation.invalid.email' } })
    })

    it('with the spam check on: accepts a solved challenge once, refuses it the second time', async () => {
      await withCaptcha(async () => {
        const altcha = await solveAltcha()
        expect(await submit(form, { ...valid[form](), altcha })).toMatchObject({ ok: true })
        expect(await submit(form, { ...valid[form](), altcha })).toEqual({
          ok: false,
          fieldErrors: { altcha: 'validation.invalid.captcha' },
        })
      })
    })

    it('answers the rate limit message after five submissions from one IP', async () => {
      const ip = freshIp()
      // One clock for the six: the limit counts per quarter hour, and a run across its end would start afresh.
      const now = new Date()
      for (let i = 0; i < 5; i++) expect(await submit(form, valid[form](), ip, now)).toMatchObject({ ok: true })
      expect(await submit(form, valid[form](), ip, now)).toEqual({ ok: false, error: 'error.rateLimited' })
    })
  })

  const REQUIRED: Array<[string, string, string]> = [
    ...['info', 'visit', 'valuation', 'documents', 'offer', 'rental', 'project'].flatMap((form): Array<[string, string, string]> => [
      // The valuation request asks no salutation (issue 37.7): see 'free valuation' below.
      ...(form === 'valuation' ? [] : [[form, 'title', 'validation.required.title'] as [string, string, string]]),
      [form, 'firstName', 'validation.required.firstName'],
      [form, 'lastName', 'validation.required.lastName'],
      [form, 'email', 'validation.required.email'],
    ]),
    ...['info', 'visit', 'valuation', 'offer', 'rental', 'project'].map((form): [string, string, string] => [
      form,
      'phone',
      'validation.required.phone',
    ]),
    ['visit', 'date', 'validation.required.date'],
    ['visit', 'slot', 'validation.required.slot'],
    ['valuation', 'goal', 'validation.required.valuationGoal'],
    ['valuation', 'street', 'validation.required.address'],
    ['valuation', 'zip', 'validation.required.zip'],
    ['valuation', 'city', 'validation.required.city'],
    ['friend', 'firstName', 'validation.required.firstName'],
    ['friend', 'lastName', 'validation.required.lastName'],
    ['friend', 'email', 'validation.required.email'],
    ['friend', 'friendFirstName', 'validation.required.friendFirstName'],
    ['friend', 'friendEmail', 'validation.required.friendEmail'],
    ['offer', 'amount', 'validation.required.amount'],
    ['offer', 'validUntil', 'validation.required.date'],
    ['rental', 'income', 'validation.required.income'],
    ['rental', 'household', 'validation.required.household'],
    ['rental', 'startDate', 'validation.required.date'],
  ]

  it.each(REQUIRED)('%s without %s answers %s', async (form, field, message) => {
    const input = valid[form]()
    input[field] = ['title', 'slot', 'goal'].includes(field) ? undefined : ''
    expect(await submit(form, input)).toEqual({ ok: false, fieldErrors: { [field]: message } })
  })

  it('keeps every submission while SMTP is down; the retried jobs deliver once SMTP is back', async () => {
    // Send what the tests above queued, so this run only meets the outage's e-mails.
    await drainEmailQueue(payload, runEmailQueue)
    await smtp.stop()
    const submissions: number[] = []
    for (const form of Object.keys(TYPES)) {
      const outcome = await submit(form, valid[form](visitorEmail(`down-${form}`)))
      expect([form, outcome.ok]).toEqual([form, true])
      if (outcome.ok) submissions.push(outcome.submissionId!)
    }
    await runEmailQueue(payload)
    for (const id of submissions) {
      expect((await storedSubmission(payload, id)).status).toBe('new')
      expect((await queuedEmails(payload, id)).every((e) => e.status === 'retrying')).toBe(true)
    }
    const visit = await payload.find({ collection: 'appointments', where: { submission: { in: submissions } }, overrideAccess: true })
    expect(visit.totalDocs).toBe(1)

    await smtp.start()
    for (const id of submissions) await bench.runQueueUntil(id, 'retrying')
    for (const id of submissions) expect((await queuedEmails(payload, id)).map((e) => e.status).every((s) => s === 'sent')).toBe(true)
    for (const form of Object.keys(TYPES)) {
      const to = form === 'friend' ? undefined : smtp.received.filter((m) => m.raw.includes(`down-${form}`))
      if (to) expect([form, to.length > 0]).toEqual([form, true])
    }
  })

  describe('visit appointment', () => {
    it('stores the appointment with the submission and answers "The appointments are full" when the slot is taken', async () => {
      const date = inDays(200 + Math.floor(Math.random() * 100))
      const booking = () => submit('visit', { ...valid.visit(), date, slot: '10-13' })
      const ids: number[] = []
      for (let i = 0; i < 3; i++) {
        const outcome = await booking()
        expect(outcome.ok).toBe(true)
        if (outcome.ok) ids.push(outcome.submissionId!)
      }
      const appointments = await payload.find({
        collection: 'appointments',
        where: { submission: { in: ids } },
        overrideAccess: true,
        depth: 0,
      })
      expect(appointments.docs.map((a) => [a.slot, a.status, a.property])).toEqual(Array(3).fill(['10-13', 'requested', saleProperty.id]))
      const before = await payload.count({ collection: 'submissions', where: { type: { equals: 'visit' } }, overrideAccess: true })
      expect(await booking()).toEqual({ ok: false, error: 'error.appointmentsFull', fieldErrors: { slot: 'error.appointmentsFull' } })
      expect(
        (await payload.count({ collection: 'submissions', where: { type: { equals: 'visit' } }, overrideAccess: true })).totalDocs,
      ).toBe(before.totalDocs)
      // Another slot of that day is still free; a cancelled visit frees its place.
      expect(await submit('visit', { ...valid.visit(), date, slot: '13-16' })).toMatchObject({ ok: true })
      await payload.update({ collection: 'appointments', id: appointments.docs[0].id, data: { status: 'cancelled' }, overrideAccess: true })
      expect(await booking()).toMatchObject({ ok: true })
    })

    it('refuses a day in the past', async () => {
      expect(await submit('visit', { ...valid.visit(), date: '2020-01-01' })).toEqual({
        ok: false,
        fieldErrors: { date: 'validation.invalid.date' },
      })
    })

    it("goes to the advisor of the property; a rental visit confirms the rental conditions in the visitor's language", async () => {
      const sale = await submit('visit', valid.visit())
      if (!sale.ok) throw new Error('not stored')
      expect((await queuedEmails(payload, sale.submissionId!)).find((e) => e.kind === 'notify-agency')?.to).toBe(advisor.email)

      const rent = await submit('visit', { ...valid.visit(), locale: 'fr', property: rentProperty.externalId, slot: '13-16' })
      if (!rent.ok) throw new Error('not stored')
      const emails = await queuedEmails(payload, rent.submissionId!)
      expect(emails.find((e) => e.kind === 'notify-agency')?.to).toBe('kantoor@kempenvastgoed.test')
      const confirmation = emails.find((e) => e.kind === 'confirm-visitor')!.text
      expect(confirmation).toContain('14:00-16:00')
      expect(confirmation).toContain('Revenu mensuel net minimum : €\u00a02.850')
      expect(confirmation).toContain('Maximum 4 personnes')
      expect(confirmation).toContain('trois mois de loyer')
      expect(confirmation).toContain('premier mois de loyer et les charges')
    })
  })

  describe('document request', () => {
    it('answers "Documents already requested for this property" to a second request by the same e-mail', async () => {
      const email = visitorEmail('docs')
      expect(await submit('documents', valid.documents(email))).toMatchObject({ ok: true, thankYou: { message: 'success.documents' } })
      expect(await submit('documents', valid.documents(email.toUpperCase()))).toEqual({
        ok: false,
        error: 'error.documentsAlreadyRequested',
      })
      // Another property, or another person, may still ask.
      expect(await submit('documents', { ...valid.documents(email), property: rentProperty.externalId })).toMatchObject({ ok: true })
      expect(await submit('documents', valid.documents())).toMatchObject({ ok: true })
    })
  })

  describe('property rules', () => {
    it('takes no enquiry about an unpublished or unknown property', async () => {
      expect(await submit('info', { ...valid.info(), property: hiddenProperty.externalId })).toEqual({
        ok: false,
        error: 'error.propertyUnavailable',
      })
      expect(await submit('info', { ...valid.info(), property: 1 })).toEqual({ ok: false, error: 'error.propertyUnavailable' })
    })

    it('takes offers only for sales and rental applications only for rentals', async () => {
      expect(await submit('offer', { ...valid.offer(), property: rentProperty.externalId })).toEqual({
        ok: false,
        error: 'error.propertyUnavailable',
      })
      expect(await submit('rental', { ...valid.rental(), property: saleProperty.externalId })).toEqual({
        ok: false,
        error: 'error.propertyUnavailable',
      })
    })

    it('stores the offer amount as a number and states the 10 % advance', async () => {
      const outcome = await submit('offer', valid.offer())
      if (!outcome.ok) throw new Error('not stored')
      expect((await storedSubmission(payload, outcome.submissionId!)).data).toMatchObject({ amount: 285000 })
      const confirmation = (await queuedEmails(payload, outcome.submissionId!)).find((e) => e.kind === 'confirm-visitor')!.text
      expect(confirmation).toContain('voorschot van 10 %')
      expect(await submit('offer', { ...valid.offer(), amount: 'veel' })).toEqual({
        ok: false,
        fieldErrors: { amount: 'validation.invalid.amount' },
      })
    })

    it("sends the property to the friend, without the sender's typed address as Reply-To (issue 33.3)", async () => {
      const input = valid.friend()
      const outcome = await submit('friend', input)
      if (!outcome.ok) throw new Error('not stored')
      const [mail] = await queuedEmails(payload, outcome.submissionId!)
      expect(mail).toMatchObject({ kind: 'send-to-friend', to: input.friendEmail })
      expect(mail.replyTo ?? null).toBeNull()
      // The public path (issue 37.9), never the original /property/{id}/.
      expect(mail.text).toMatch(new RegExp(`/nl/[^\\s]*/${saleProperty.externalId}/`))
      expect(mail.text).not.toContain(`/property/${saleProperty.externalId}/`)
      expect(mail.text).toContain('Prijs: €\u00a0250.000')
      expect(await submit('friend', { ...valid.friend(), friendEmail: 'tom@' })).toEqual({
        ok: false,
        fieldErrors: { friendEmail: 'validation.invalid.email' },
      })
    })

    it('prints the price to the friend as the property page does: "starting from", never an unpublished price', async () => {
      const fixtures = await import('./fixtures')
      const type = await fixtures.propertyType(payload)
      const textFor = async (data: Record<string, unknown>) => {
        const property = (await fixtures.property(payload, type.id, { goal: 'sale', price: 310000, ...data })) as unknown as {
          externalId: number
        }
        const outcome = await submit('friend', { ...valid.friend(), property: property.externalId })
        if (!outcome.ok) throw new Error('not stored')
        return (await queuedEmails(payload, outcome.submissionId!))[0].text
      }
      expect(await textFor({ priceUnit: 7 })).toContain('Prijs: Vanaf €\u00a0310.000')
      const hidden = await textFor({ publishPrice: false })
      expect(hidden).toContain('Prijs op aanvraag')
      expect(hidden).not.toContain('310.000')
    })
  })

  it("sends a project enquiry to the project's advisor; an unknown project is refused", async () => {
    const outcome = await submit('project', valid.project())
    if (!outcome.ok) throw new Error('not stored')
    expect((await queuedEmails(payload, outcome.submissionId!)).find((e) => e.kind === 'notify-agency')?.to).toBe(advisor.email)
    expect(await submit('project', { ...valid.project(), project: 1 })).toEqual({ ok: false, error: 'error.propertyUnavailable' })
  })

  describe('free valuation', () => {
    it("from an advisor's page goes to that advisor and to that advisor's thank-you page", async () => {
      const outcome = await submit('valuation', { ...valid.valuation(), advisor: advisor.id })
      expect(outcome).toMatchObject({ ok: true, thankYou: { page: `/feedback/contact-demand-${advisor.slug}/` } })
      if (!outcome.ok) return
      expect((await storedSubmission(payload, outcome.submissionId!)).advisor).toBe(advisor.id)
      expect((await queuedEmails(payload, outcome.submissionId!)).find((e) => e.kind === 'notify-agency')?.to).toBe(advisor.email)
    })

    it('stores the rent-only fields only for renting out (condition rule)', async () => {
      const sell = await submit('valuation', { ...valid.valuation(), furnished: true, availableFrom: inDays(60) })
      const rent = await submit('valuation', { ...valid.valuation(), goal: 'rent', furnished: true, availableFrom: inDays(60) })
      if (!sell.ok || !rent.ok) throw new Error('not stored')
      expect((await storedSubmission(payload, sell.submissionId!)).data).not.toHaveProperty('furnished')
      expect((await storedSubmission(payload, rent.submissionId!)).data).toMatchObject({ goal: 'rent', furnished: true })
    })

    it('requires a Belgian postal code, saying whether its form or its range is wrong', async () => {
      expect(await submit('valuation', { ...valid.valuation(), zip: '39200' })).toEqual({
        ok: false,
        fieldErrors: { zip: 'validation.invalid.zipRange' },
      })
      expect(await submit('valuation', { ...valid.valuation(), zip: 'ABCD' })).toEqual({
        ok: false,
        fieldErrors: { zip: 'validation.invalid.zipFormat' },
      })
    })

    it('asks no salutation (issue 37.7): a request without one is stored', async () => {
      expect(await submit('valuation', { ...valid.valuation(), title: undefined })).toMatchObject({ ok: true })
    })
  })
})
