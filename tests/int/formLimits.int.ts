import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { freshIp, queuedEmails, startFormBench, validPerson, visitorEmail, type FormBench } from './helpers/forms'

/**
 * Issue 13.2, 13.3 and 13.7 on the database under test (SQLite and PostgreSQL in CI): the limits of
 * the visitor forms hold under parallel requests because each is a set of seats under a unique index
 * (src/limits/claims.ts), never a count followed by an insert.
 */
type Definition = import('../../src/forms/shared/submit').FormDefinition<
  z.ZodType<import('../../src/forms/shared/fields').FormBase>,
  unknown
>

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('formLimits.int.ts: form limits under parallel requests', () => {
  let bench: FormBench
  let payload: Payload
  let handleSubmission: FormBench['handleSubmission']
  let contact: Definition
  let visit: Definition
  let friend: Definition
  let property: { id: number; externalId: number; title: string }

  beforeAll(async () => {
    bench = await startFormBench()
    ;({ payload, handleSubmission } = bench)
    contact = (await import('../../src/forms/contact/definition')).siteContactForm as Definition
    visit = (await import('../../src/forms/visit/definition')).visitForm as Definition
    friend = (await import('../../src/forms/friend/definition')).sendToFriendForm as Definition
    const fixtures = await import('./fixtures')
    const type = await fixtures.propertyType(payload)
    property = (await fixtures.property(payload, type.id, { goal: 'sale', price: 315000 })) as never
  })

  afterAll(async () => {
    await bench.shutdown()
  })

  const countOf = async (collection: 'submissions' | 'appointments', where: object) =>
    (await payload.count({ collection, overrideAccess: true, where: where as never })).totalDocs

  it('20 parallel submissions from one address: exactly 5 stored, 15 told to wait', async () => {
    const ip = freshIp()
    const marker = visitorEmail('burst')
    // One clock for the burst: the limit counts per quarter hour, and a burst across its end would start afresh.
    const now = new Date()
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        handleSubmission(contact, { ...validPerson(marker.replace('@', `+${i}@`)), message: 'Burst' }, { payload, ip, now }),
      ),
    )
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5)
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: 15 }, () => ({ ok: false, error: 'error.rateLimited' })))
    const { hashIp } = await import('../../src/limits/keys')
    expect(
      await countOf('submissions', { and: [{ type: { equals: 'site-contact' } }, { ipHash: { equals: hashIp(ip, payload.secret) } }] }),
    ).toBe(5)
  })

  it('a submission that is not stored gives its seat back', async () => {
    const ip = freshIp()
    // Five refused by the form's own check (unknown property) do not use the address's five submissions.
    for (let i = 0; i < 5; i++)
      expect(await handleSubmission(visit, { ...validPerson(), property: 1, date: inDays(10), slot: '10-13' }, { payload, ip })).toEqual({
        ok: false,
        error: 'error.propertyUnavailable',
      })
    expect(await handleSubmission(contact, { ...validPerson(), message: 'Still welcome' }, { payload, ip })).toMatchObject({ ok: true })
  })

  it('20 parallel bookings of one slot: exactly 3 appointments; a cancelled or deleted one frees its seat', async () => {
    const date = inDays(30 + Math.floor(Math.random() * 300))
    const booking = () =>
      handleSubmission(visit, { ...validPerson(), property: property.externalId, date, slot: '13-16' }, { payload, ip: freshIp() })
    const outcomes = await Promise.all(Array.from({ length: 20 }, booking))
    expect(outcomes.filter((o) => o.ok)).toHaveLength(3)
    expect(outcomes.filter((o) => !o.ok)).toEqual(
      Array.from({ length: 17 }, () => ({ ok: false, error: 'error.appointmentsFull', fieldErrors: { slot: 'error.appointmentsFull' } })),
    )
    const { belgianDayRange } = await import('../../src/lib/visitSlots')
    const { from, to } = belgianDayRange(date)
    const inSlot = {
      and: [
        { property: { equals: property.id } },
        { slot: { equals: '13-16' } },
        { date: { greater_than_equal: from } },
        { date: { less_than: to } },
      ],
    }
    expect(await countOf('appointments', inSlot)).toBe(3)
    // Each seat names the submission that holds it.
    const seats = await payload.find({
      collection: 'claims',
      overrideAccess: true,
      depth: 0,
      where: { and: [{ scope: { equals: 'visit' } }, { key: { equals: `${property.externalId}:${date}:13-16` } }] },
    })
    const stored = outcomes.flatMap((o) => (o.ok ? [o.submissionId] : []))
    expect(seats.docs.map((s) => s.holder).sort()).toEqual(stored.map((id) => `submission:${id}`).sort())

    const { docs } = await payload.find({ collection: 'appointments', overrideAccess: true, depth: 0, where: inSlot as never })
    await payload.update({ collection: 'appointments', id: docs[0].id, data: { status: 'cancelled' }, overrideAccess: true })
    await payload.delete({ collection: 'appointments', id: docs[1].id, overrideAccess: true })
    const again = await Promise.all(Array.from({ length: 6 }, booking))
    expect(again.filter((o) => o.ok)).toHaveLength(2)
    expect(await countOf('appointments', { and: [...inSlot.and, { status: { not_equals: 'cancelled' } }] })).toBe(3)
  })

  it('send to a friend: parallel sends to one address beyond the daily limit are refused; the e-mail has no visitor text', async () => {
    const FRIEND_MAILS_PER_DAY = (await import('../../src/forms/shared/mailCaps')).mailCapsFromEnv().friendPerMailbox
    const friendEmail = visitorEmail('friend')
    const send = (i: number) =>
      handleSubmission(
        friend,
        {
          locale: 'nl',
          property: property.externalId,
          firstName: 'Lies',
          lastName: 'Janssens',
          email: visitorEmail(),
          friendFirstName: 'Tom',
          friendEmail: i % 2 ? friendEmail.toUpperCase() : friendEmail,
          message: 'Cheap pills at https://spam.example',
        },
        { payload, ip: freshIp() },
      )
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i)))
    expect(outcomes.filter((o) => o.ok)).toHaveLength(FRIEND_MAILS_PER_DAY)
    expect(outcomes.filter((o) => !o.ok)).toEqual(
      Array.from({ length: 8 - FRIEND_MAILS_PER_DAY }, () => ({ ok: false, fieldErrors: { friendEmail: 'error.friendLimit' } })),
    )
    const first = outcomes.find((o) => o.ok)!
    if (!first.ok) throw new Error('none stored')
    const [mail] = await queuedEmails(payload, first.submissionId!)
    expect(mail).toMatchObject({ kind: 'send-to-friend', to: friendEmail })
    expect(mail.text).toContain(property.title)
    expect(mail.text).toContain('Prijs: €\u00a0315.000')
    expect(mail.text).toContain('Lies Janssens')
    expect(mail.text).not.toContain('spam.example')
    // A link or an advertisement cannot travel in a name either.
    expect(
      await send(0).then(() =>
        handleSubmission(
          friend,
          {
            locale: 'nl',
            property: property.externalId,
            firstName: 'Visit https://spam.example',
            lastName: 'X',
            email: visitorEmail(),
            friendFirstName: 'Tom',
            friendEmail: visitorEmail(),
          },
          { payload, ip: freshIp() },
        ),
      ),
    ).toEqual({
      ok: false,
      fieldErrors: { firstName: 'validation.invalid.name' },
    })
  })

  it('confirmations: over the daily limit of one address the lead is stored and the agency told, only the confirmation is skipped', async () => {
    const CONFIRMATIONS_PER_DAY = (await import('../../src/forms/shared/mailCaps')).mailCapsFromEnv().confirmationsPerMailbox
    const email = visitorEmail('victim')
    const outcomes = await Promise.all(
      Array.from({ length: CONFIRMATIONS_PER_DAY + 3 }, () =>
        handleSubmission(contact, { ...validPerson(email), message: 'Hallo' }, { payload, ip: freshIp() }),
      ),
    )
    expect(outcomes.every((o) => o.ok)).toBe(true)
    const kinds = (await Promise.all(outcomes.map((o) => (o.ok ? queuedEmails(payload, o.submissionId!) : [])))).flat().map((e) => e.kind)
    expect(kinds.filter((k) => k === 'notify-agency')).toHaveLength(CONFIRMATIONS_PER_DAY + 3)
    expect(kinds.filter((k) => k === 'confirm-visitor')).toHaveLength(CONFIRMATIONS_PER_DAY)
  })
})
