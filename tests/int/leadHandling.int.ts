import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { TestSmtpServer, smtpPortOfRun } from './helpers/smtp'

/**
 * Lead handling (Leads → Submissions): notes carry their author and time and stay with staff; a reply is
 * queued in the outbox once, however often the lead is saved again, and reaches the visitor once.
 */
describe('leadHandling.int.ts: lead handling', () => {
  let payload: Payload
  let smtp: TestSmtpServer
  let helpers: typeof import('./helpers/payload')
  let fixtures: typeof import('./fixtures')
  let runEmailQueue: typeof import('../../src/email/queue').runEmailQueue
  let drainEmailQueue: typeof import('./helpers/forms').drainEmailQueue
  let editor: { id: number; email: string }
  let ownerA: { id: number }
  let propertyId: number

  beforeAll(async () => {
    smtp = new TestSmtpServer(await smtpPortOfRun())
    // Imported after the SMTP settings: the config reads them when it is built.
    helpers = await import('./helpers/payload')
    fixtures = await import('./fixtures')
    ;({ runEmailQueue } = await import('../../src/email/queue'))
    ;({ drainEmailQueue } = await import('./helpers/forms'))
    payload = await helpers.testPayload()
    await smtp.start()
    editor = (await fixtures.staffUser(payload, 'editor')) as { id: number; email: string }
    ownerA = await fixtures.owner(payload)
    const type = await fixtures.propertyType(payload)
    propertyId = (await fixtures.property(payload, type.id, { owner: ownerA.id })).id
  })

  afterAll(async () => {
    await drainEmailQueue(payload, runEmailQueue)
    await smtp.stop()
    await helpers.closePayload(payload)
  })

  const asEditor = () => ({ overrideAccess: false, user: { ...editor, collection: 'users' as const } })

  async function lead(email = `${helpers.unique('lead')}@example.be`) {
    const doc = await payload.create({
      collection: 'submissions',
      overrideAccess: true,
      depth: 0,
      data: {
        type: 'property-info',
        status: 'new',
        locale: 'fr',
        name: 'Luc Dubois',
        email,
        property: propertyId,
        data: { message: 'Bonjour' },
      },
    })
    return { id: doc.id, email }
  }

  const repliesOf = async (submission: number) =>
    (
      await payload.find({
        collection: 'emails',
        overrideAccess: true,
        depth: 0,
        where: { and: [{ submission: { equals: submission } }, { kind: { equals: 'lead-reply' } }] },
      })
    ).docs

  it('stamps a new note with its author and time, and keeps a stored note as it was written', async () => {
    const { id } = await lead()
    const first = await payload.update({
      collection: 'submissions',
      id,
      depth: 0,
      ...asEditor(),
      data: { notes: [{ text: 'Gebeld, terugbellen vrijdag' }] },
    })
    const note = first.notes![0]
    expect(note.author).toBe(editor.id)
    expect(Date.now() - Date.parse(note.at!)).toBeLessThan(60_000)

    // A later save that sends the note with another author, time and text changes none of them.
    const again = await payload.update({
      collection: 'submissions',
      id,
      depth: 0,
      ...asEditor(),
      data: {
        status: 'in-progress',
        notes: [{ id: note.id, text: 'Vervalst', author: null, at: '2020-01-01T00:00:00.000Z' }, { text: 'Tweede' }],
      },
    })
    expect(again.status).toBe('in-progress')
    expect(again.notes!.map((n) => [n.text, n.author, n.at])).toEqual([
      ['Gebeld, terugbellen vrijdag', editor.id, note.at],
      ['Tweede', editor.id, expect.any(String)],
    ])
  })

  it('queues a reply once, however often the lead is saved, and the visitor receives it once', async () => {
    const { id, email } = await lead()
    const saved = await payload.update({
      collection: 'submissions',
      id,
      depth: 0,
      ...asEditor(),
      data: { status: 'in-progress', replies: [{ subject: 'Uw vraag', text: 'Beste Luc,\nde woning is nog vrij.' }] },
    })
    const reply = saved.replies![0]
    expect(reply.email).toBeTruthy()
    expect(reply.sentBy).toBe(editor.id)
    expect(await repliesOf(id)).toHaveLength(1)

    // Saved again as it was read, then with the reply stripped of its e-mail (as a client could send it).
    const read = await payload.findByID({ collection: 'submissions', id, depth: 0, ...asEditor() })
    await payload.update({ collection: 'submissions', id, depth: 0, ...asEditor(), data: { replies: read.replies, status: 'handled' } })
    await payload.update({
      collection: 'submissions',
      id,
      depth: 0,
      ...asEditor(),
      data: { replies: [{ id: reply.id, subject: 'Gewijzigd', text: 'Anders', email: null }] },
    })
    const after = await payload.findByID({ collection: 'submissions', id, depth: 0, ...asEditor() })
    expect(after.status).toBe('handled')
    expect(after.replies!.map((r) => [r.subject, r.email])).toEqual([['Uw vraag', reply.email]])

    const outbox = await repliesOf(id)
    expect(outbox).toHaveLength(1)
    expect(outbox[0]).toMatchObject({ to: email, subject: 'Uw vraag', locale: 'fr', replyTo: editor.email })

    await drainEmailQueue(payload, runEmailQueue)
    const received = smtp.to(email)
    expect(received).toHaveLength(1)
    expect(received[0].raw).toContain('Subject: Uw vraag')
    expect(received[0].raw).toContain('de woning is nog vrij.')
  })

  it("keeps the visitor's own answers as they came in, whatever staff send", async () => {
    const { id, email } = await lead()
    const other = await fixtures.property(payload, (await fixtures.propertyType(payload)).id)
    await payload.update({
      collection: 'submissions',
      id,
      depth: 0,
      ...asEditor(),
      data: {
        name: 'Iemand anders',
        email: 'other@example.be',
        phone: '000',
        message: 'Herschreven',
        type: 'visit',
        locale: 'nl',
        source: '/elders/',
        data: { message: 'Herschreven' },
        property: other.id,
        status: 'in-progress',
      },
    })
    const stored = await payload.findByID({ collection: 'submissions', id, depth: 0, ...asEditor() })
    expect(stored).toMatchObject({
      name: 'Luc Dubois',
      email,
      type: 'property-info',
      locale: 'fr',
      property: propertyId,
      status: 'in-progress',
    })
    expect(stored.message ?? null).toBeNull()
    expect(stored.data).toEqual({ message: 'Bonjour' })
  })

  it('quotes the visitor’s message under a reply, in the visitor’s language and Belgian time', async () => {
    const email = `${helpers.unique('quote')}@example.be`
    const doc = await payload.create({
      collection: 'submissions',
      overrideAccess: true,
      depth: 0,
      data: {
        type: 'property-info',
        status: 'new',
        locale: 'fr',
        name: 'Luc Dubois',
        email,
        message: 'Le bien est-il libre ?\nMerci',
        property: propertyId,
        createdAt: '2026-07-14T08:05:00.000Z',
      } as never,
    })
    await payload.update({
      collection: 'submissions',
      id: doc.id,
      depth: 0,
      ...asEditor(),
      data: { replies: [{ subject: 'Votre question', text: 'Bonjour Luc,\nle bien est libre.' }] },
    })
    const [queued] = await repliesOf(doc.id)
    expect(queued.text).toBe(
      'Bonjour Luc,\nle bien est libre.\n\nLe 14-07-2026 10:05, Luc Dubois a écrit :\n> Le bien est-il libre ?\n> Merci\n',
    )
  })

  it('assigns a lead from an advisor’s page to that advisor’s staff account', async () => {
    const address = `${helpers.unique('advisor')}@kempenvastgoed.be`
    const account = await payload.create({
      collection: 'users',
      data: { email: address, password: 'Staff-Pass-123', name: 'Advisor', roles: ['editor'] },
    })
    const advisor = await payload.create({
      collection: 'advisors',
      overrideAccess: true,
      depth: 0,
      data: { firstName: 'An', lastName: 'Peeters', slug: helpers.unique('an-peeters'), email: address } as never,
    })
    const doc = await payload.create({
      collection: 'submissions',
      overrideAccess: true,
      depth: 0,
      data: { type: 'valuation', status: 'new', name: 'Jan', email: `${helpers.unique('v')}@example.be`, advisor: advisor.id },
    })
    expect(doc.assignedTo).toBe(account.id)
  })

  it('queues a new reply once when two saves carry it at the same time (a double click)', async () => {
    const { id } = await lead()
    const row = { id: helpers.unique('reply'), subject: 'Dubbel', text: 'Een keer' }
    const save = () => payload.update({ collection: 'submissions', id, depth: 0, ...asEditor(), data: { replies: [row] } })
    const results = await Promise.allSettled([save(), save()])
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true)
    expect(await repliesOf(id)).toHaveLength(1)
  })

  it('refuses a reply to a lead without an e-mail address, and stores nothing of that save', async () => {
    const doc = await payload.create({
      collection: 'submissions',
      overrideAccess: true,
      depth: 0,
      data: { type: 'site-contact', status: 'new', name: 'Zonder adres' },
    })
    await expect(
      payload.update({ collection: 'submissions', id: doc.id, depth: 0, ...asEditor(), data: { replies: [{ subject: 'x', text: 'y' }] } }),
    ).rejects.toMatchObject({ status: 400 })
    expect(await repliesOf(doc.id)).toHaveLength(0)
  })

  it('never shows notes, replies or the assignee to the owner of the property, nor lets them filter on them', async () => {
    const { id } = await lead()
    await payload.update({
      collection: 'submissions',
      id,
      depth: 0,
      ...asEditor(),
      data: { assignedTo: editor.id, notes: [{ text: 'Geheime notitie' }], replies: [{ subject: 'Antwoord', text: 'Tekst' }] },
    })
    const asOwner = { overrideAccess: false, user: { ...ownerA, collection: 'owners' as const } }
    const seen = await payload.findByID({ collection: 'submissions', id, depth: 0, ...asOwner })
    expect(seen.id).toBe(id)
    // Payload leaves an unreadable array as [] in the document: no row, no text.
    expect(seen.notes ?? []).toEqual([])
    expect(seen.replies ?? []).toEqual([])
    expect(seen).not.toHaveProperty('assignedTo')
    expect(seen).not.toHaveProperty('email')
    expect(JSON.stringify(seen)).not.toMatch(/Geheime|Antwoord/)

    // A filter on a field the owner may not read is refused, so it cannot probe the notes either.
    const probe = payload.find({ collection: 'submissions', depth: 0, ...asOwner, where: { 'notes.text': { like: 'Geheime' } } })
    await expect(probe).rejects.toMatchObject({ status: 400 })
    // Visitors read no submissions at all.
    await expect(payload.findByID({ collection: 'submissions', id, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
  })

  it('lets only staff write notes and replies', async () => {
    const { id } = await lead()
    const asOwner = { overrideAccess: false, user: { ...ownerA, collection: 'owners' as const } }
    await expect(
      payload.update({ collection: 'submissions', id, depth: 0, ...asOwner, data: { notes: [{ text: 'x' }] } }),
    ).rejects.toMatchObject({
      status: 403,
    })
    expect(await repliesOf(id)).toHaveLength(0)
  })

  it('makes each staff member\'s saved filters once; their own "My leads" is theirs only', async () => {
    const { ensurePresets } = await import('../../collections/QueryPresets')
    const other = (await fixtures.staffUser(payload, 'editor')) as { id: number }
    await ensurePresets(payload, editor.id)
    await ensurePresets(payload, editor.id)
    await ensurePresets(payload, other.id)
    const titles = async (user: { id: number }) =>
      (
        await payload.find({
          collection: 'payload-query-presets',
          overrideAccess: false,
          user: { ...user, collection: 'users' },
          depth: 0,
          pagination: false,
        })
      ).docs
    const mine = await titles(editor)
    expect(mine.filter((p) => p.title === 'Mijn leads · My leads')).toHaveLength(1)
    expect(mine.filter((p) => p.title === 'Nieuwe leads · New leads')).toHaveLength(1)
    const myLeads = mine.find((p) => p.title === 'Mijn leads · My leads')!
    expect(JSON.stringify(myLeads.where)).toContain(String(editor.id))
    const theirs = (await titles(other)).find((p) => p.title === 'Mijn leads · My leads')!
    expect(theirs.id).not.toBe(myLeads.id)
  })

  it('keeps saved filters, exports and reply templates from owners and visitors', async () => {
    const asOwner = { overrideAccess: false, user: { ...ownerA, collection: 'owners' as const } }
    for (const collection of ['payload-query-presets', 'exports', 'imports', 'reply-templates'] as const) {
      await expect(payload.find({ collection, ...asOwner })).rejects.toMatchObject({ status: 403 })
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    }
  })
})
