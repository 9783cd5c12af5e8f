import { describe, expect, it } from '@jest/globals'

import { slidingWindow } from '../../../src/limits/windows'
import { recipientSeats } from '../../../src/forms/shared/rateLimit'
import { DEFAULT_MAIL_CAPS, mailCapsFromEnv, type MailCaps } from '../../../src/forms/shared/mailCaps'

describe('slidingWindow', () => {
  const quarter = 15 * 60 * 1000
  it('keeps one key at every instant: a window boundary starts nothing afresh', () => {
    const a = slidingWindow(new Date('2026-11-24T10:14:59.999Z'), quarter)
    const b = slidingWindow(new Date('2026-11-24T10:15:00.000Z'), quarter)
    expect(a.key).toBe(b.key)
  })
  it('lets each seat live for the length from its own claim', () => {
    expect(slidingWindow(new Date('2026-11-24T10:14:59.000Z'), quarter).endsAt.toISOString()).toBe('2026-11-24T10:29:59.000Z')
  })
  it('gives two lengths two keys, so they never share seats', () => {
    expect(slidingWindow(new Date(), quarter).key).not.toBe(slidingWindow(new Date(), 2 * quarter).key)
  })
  it('refuses a length that is not positive', () => {
    expect(() => slidingWindow(new Date(), 0)).toThrow(RangeError)
  })
})

describe('the seats of a mail to a typed address', () => {
  const secret = 'unit-secret'
  const now = new Date('2026-11-20T22:59:00Z')
  const caps: MailCaps = { friendPerMailbox: 2, friendPerDomain: 7, friendTotal: 40, confirmationsPerMailbox: 4, confirmationsPerDomain: 9 }
  const seats = (scope: 'friend' | 'confirmation', email: string) => recipientSeats(scope, email, secret, now, caps)

  it('send-to-friend: the mailbox, its domain and the total, each for 24 hours from the claim', () => {
    const friend = seats('friend', 'boss@victim-company.be')
    expect(friend.map((s) => [s.limit, s.capacity])).toEqual([
      ['mailbox', 2],
      ['domain', 7],
      ['total', 40],
    ])
    for (const seat of friend) expect(seat.expiresAt.getTime() - now.getTime()).toBe(24 * 60 * 60 * 1000)
  })

  it('a confirmation: the mailbox and its domain, no total', () => {
    expect(seats('confirmation', 'boss@victim-company.be').map((s) => [s.limit, s.capacity])).toEqual([
      ['mailbox', 4],
      ['domain', 9],
    ])
  })

  it('one key for every alias of a mailbox, one for every mailbox of a domain; never the address in clear', () => {
    const keys = (email: string) => seats('friend', email).map((s) => s.key)
    expect(keys('Victim+3@Example.be')).toEqual(keys('victim@example.be'))
    const [, domainA] = keys('anna@victim-company.be')
    const [, domainB] = keys('bert@victim-company.be')
    expect(domainA).toBe(domainB)
    expect(keys('anna@victim-company.be').join()).not.toMatch(/victim|anna/)
  })

  it('no domain seat at a public provider: the mailbox cap is exact there', () => {
    expect(seats('friend', 'v.i.c.t.i.m+1@googlemail.com').map((s) => s.limit)).toEqual(['mailbox', 'total'])
  })
})

describe('mailCapsFromEnv', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(mailCapsFromEnv({})).toEqual(DEFAULT_MAIL_CAPS)
  })
  it("reads whole numbers, 0 and the test suites' 1000000 included, and ignores anything else", () => {
    expect(
      mailCapsFromEnv({
        MAIL_CAP_FRIEND_PER_MAILBOX: ' 1 ',
        MAIL_CAP_FRIEND_PER_DOMAIN: '0',
        MAIL_CAP_FRIEND_TOTAL: '-5',
        MAIL_CAP_CONFIRMATIONS_PER_MAILBOX: '2.5',
        MAIL_CAP_CONFIRMATIONS_PER_DOMAIN: 'lots',
      }),
    ).toEqual({ ...DEFAULT_MAIL_CAPS, friendPerMailbox: 1, friendPerDomain: 0 })
    expect(mailCapsFromEnv({ MAIL_CAP_FRIEND_TOTAL: '1000000', MAIL_CAP_FRIEND_PER_DOMAIN: '1e3' })).toEqual({
      ...DEFAULT_MAIL_CAPS,
      friendTotal: 1_000_000,
    })
  })
})
