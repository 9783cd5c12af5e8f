import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { setEnv } from './helpers/env'
import { drainEmailQueue, freshIp, queuedEmails, startFormBench, validPerson, visitorEmail, type FormBench } from './helpers/forms'

/**
 * Issue 33.3 on the database under test (SQLite and PostgreSQL): mail to addresses visitors type
 * cannot be aimed at one inbox. Every burst is posted in parallel, from a fresh address each, so only
 * the caps on the recipient (seats under a unique index, src/limits/claims.ts) can stop it. Also the
 * forms' rate limit at a quarter-hour boundary (a sliding window: no boundary doubles it).
 * The caps are set per test through their variables (src/forms/shared/mailCaps.ts), which the site
 * reads at each mail.
 */
type Definition = import('../../src/forms/shared/submit').FormDefinition<
  z.ZodType<import('../../src/forms/shared/fields').FormBase>,
  unknown
>

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

/** Runs `body` with the given cap variables, then puts the old values back. */
async function withCaps<T>(vars: Record<string, string>, body: () => Promise<T>): Promise<T> {
  const restore = setEnv(vars)
  try {
    return await body()
  } finally {
    restore()
  }
}

describe('mailCaps.int.ts: mail that cannot be aimed (issue 33.3)', () => {
  let bench: FormBench
  let payload: Payload
  let handleSubmission: FormBench['handleSubmission']
  let friend: Definition
  let contact: Definition
  let property: { externalId: number }

  beforeAll(async () => {
    bench = await startFormBench()
    ;({ payload, handleSubmission } = bench)
    friend = (await import('../../src/forms/friend/definition')).sendToFriendForm as Definition
    contact = (await import('../../src/forms/contact/definition')).siteContactForm as Definition
    const fixtures = await import('./fixtures')
    const type = await fixtures.propertyType(payload)
    property = (await fixtures.property(payload, type.id, { goal: 'sale', price: 315000 })) as never
  })

  afterAll(async () => {
    await bench.shutdown()
  })

  const sendToFriend = (friendEmail: string, now?: Date) =>
    handleSubmission(
      friend,
      {
        locale: 'nl',
        property: property.externalId,
        firstName: 'Lies',
        lastName: 'Janssens',
        email: visitorEmail('sender'),
        friendFirstName: 'Tom',
        friendEmail,
      },
      { payload, ip: freshIp(), now },
    )

  const inParallel = <T>(count: number, post: (i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => post(i)))

  const stored = (outcomes: { ok: boolean }[]) => outcomes.filter((o) => o.ok).length

  /** Sends every queued e-mail to the test SMTP receiver; the received mails whose recipient matches. */
  async function delivered(recipient: RegExp) {
    await bench.smtp.start()
    await drainEmailQueue(payload, bench.runEmailQueue)
    return bench.smtp.received.filter((mail) => mail.to.some((to) => recipient.test(to)))
  }

  const CAPS = {
    MAIL_CAP_FRIEND_PER_MAILBOX: '3',
    MAIL_CAP_FRIEND_PER_DOMAIN: '1000000',
    MAIL_CAP_FRIEND_TOTAL: '1000000',
    MAIL_CAP_CONFIRMATIONS_PER_MAILBOX: '5',
    MAIL_CAP_CONFIRMATIONS_PER_DOMAIN: '1000000',
  }

  it('victim+0…9@ are one inbox: of 10 parallel send-to-friend posts 3 are sent, none with a Reply-To', async () => {
    const victim = `victim-${unique()}`
    const domain = `${unique()}.example.be`
    const outcomes = await withCaps(CAPS, () => inParallel(10, (i) => sendToFriend(`${victim}+${i}@${domain}`)))
    expect(stored(outcomes)).toBe(3)
    expect(outcomes.filter((o) => !o.ok)).toEqual(
      Array.from({ length: 7 }, () => ({ ok: false, fieldErrors: { friendEmail: 'error.friendLimit' } })),
    )
    const mails = await delivered(new RegExp(`^${victim}\\+\\d@`))
    expect(mails).toHaveLength(3)
    // The sender's address is typed, never verified: nothing the friend receives answers to it.
    for (const mail of mails) expect(mail.raw).not.toMatch(/^reply-to:/im)
    for (const outcome of outcomes.filter((o) => o.ok))
      for (const row of await queuedEmails(payload, outcome.submissionId!)) expect(row.replyTo ?? null).toBeNull()
  })

  it("Gmail's dots, letter case, +tags and googlemail.com are one inbox too, for send-to-friend and confirmations", async () => {
    const local = `lies${unique()}`
    // A dot at a different place in each (none in the first), some in capitals, with a +tag, at googlemail.com.
    const spelling = (i: number) => {
      const dotted = i ? `${local.slice(0, i)}.${local.slice(i)}` : local
      const cased = i % 3 ? dotted : dotted.toUpperCase()
      return `${cased}${i > 4 ? `+t${i}` : ''}@${i % 4 === 3 ? 'googlemail.com' : 'gmail.com'}`
    }
    expect(new Set(Array.from({ length: 10 }, (_, i) => spelling(i).toLowerCase())).size).toBe(10)
    const friends = await withCaps(CAPS, () => inParallel(10, (i) => sendToFriend(spelling(i))))
    expect(stored(friends)).toBe(3)

    const contacts = await withCaps(CAPS, () =>
      inParallel(8, (i) => handleSubmission(contact, { ...validPerson(spelling(i)), message: 'Hallo' }, { payload, ip: freshIp() })),
    )
    // Every lead is stored and the agency told (with the visitor as Reply-To: staff answer leads);
    // the confirmations stop at the mailbox's 5.
    expect(stored(contacts)).toBe(8)
    const rows = (await Promise.all(contacts.map((o) => (o.ok ? queuedEmails(payload, o.submissionId!) : [])))).flat()
    const notifications = rows.filter((row) => row.kind === 'notify-agency')
    expect(notifications).toHaveLength(8)
    for (const row of notifications) expect(row.replyTo?.toLowerCase()).toMatch(/@(gmail|googlemail)\.com$/)
    expect(rows.filter((row) => row.kind === 'confirm-visitor')).toHaveLength(5)
  })

  it('one recipient domain (a catch-all) gets its cap of distinct mailboxes, for send-to-friend and confirmations', async () => {
    const domain = `catchall-${unique()}.example.be`
    const friends = await withCaps({ ...CAPS, MAIL_CAP_FRIEND_PER_DOMAIN: '4' }, () =>
      inParallel(10, (i) => sendToFriend(`person${i}@${domain}`)),
    )
    expect(stored(friends)).toBe(4)
    expect(friends.filter((o) => !o.ok)).toEqual(
      Array.from({ length: 6 }, () => ({ ok: false, fieldErrors: { friendEmail: 'error.friendDomainLimit' } })),
    )

    const contacts = await withCaps({ ...CAPS, MAIL_CAP_CONFIRMATIONS_PER_DOMAIN: '4' }, () =>
      inParallel(8, (i) =>
        handleSubmission(contact, { ...validPerson(`visitor${i}@${domain}`), message: 'Hallo' }, { payload, ip: freshIp() }),
      ),
    )
    expect(stored(contacts)).toBe(8)
    const kinds = (await Promise.all(contacts.map((o) => (o.ok ? queuedEmails(payload, o.submissionId!) : [])))).flat().map((e) => e.kind)
    expect(kinds.filter((kind) => kind === 'notify-agency')).toHaveLength(8)
    expect(kinds.filter((kind) => kind === 'confirm-visitor')).toHaveLength(4)
    expect(await delivered(new RegExp(`@${domain.replace(/\./g, '\\.')}$`))).toHaveLength(4 + 4)
  })

  it('send-to-friend in total: parallel posts to ten different domains stop at the total', async () => {
    const now = new Date()
    // Other files may have sent some in the last 24 hours (one test database): the cap allows 4 more.
    const { totalDocs: taken } = await payload.count({
      collection: 'claims',
      overrideAccess: true,
      where: { and: [{ scope: { equals: 'recipient-total:friend' } }, { expiresAt: { greater_than: now.toISOString() } }] },
    })
    const outcomes = await withCaps({ ...CAPS, MAIL_CAP_FRIEND_TOTAL: String(taken + 4) }, () =>
      inParallel(10, (i) => sendToFriend(`friend${i}@total-${unique()}.example.be`, now)),
    )
    expect(stored(outcomes)).toBe(4)
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: 6 }, () => ({ ok: false, error: 'error.friendTotalLimit' })))
  })

  it('the form rate limit slides: a burst on both sides of a quarter-hour boundary gets 5, not 10', async () => {
    const quarter = 15 * 60 * 1000
    const boundary = Math.ceil(Date.now() / quarter) * quarter + quarter
    const ip = freshIp()
    const burst = (at: number, count: number) =>
      inParallel(count, () => handleSubmission(contact, { ...validPerson(), message: 'Burst' }, { payload, ip, now: new Date(at) }))
    expect(stored(await burst(boundary - 1_000, 5))).toBe(5)
    const across = await burst(boundary + 1, 5)
    expect(across).toEqual(Array.from({ length: 5 }, () => ({ ok: false, error: 'error.rateLimited' })))
    // Still full a moment before the first five are 15 minutes old, free again once they are.
    expect(await burst(boundary - 1_001 + quarter, 1)).toEqual([{ ok: false, error: 'error.rateLimited' }])
    expect(stored(await burst(boundary - 1_000 + quarter, 6))).toBe(5)
  })
})
