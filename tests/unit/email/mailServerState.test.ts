import { describe, expect, it } from '@jest/globals'

import { belgianMoment, mailServerWarningTexts } from '../../../src/admin/dashboard/texts'
import { NO_SMTP_CODE, errorCodeOf, mailServerState, problemOf, type OutboxAttempt } from '../../../src/email/mailServerState'
import { NO_SMTP_MESSAGE } from '../../../src/email/notSent'

const sent = (at: string): OutboxAttempt => ({ status: 'sent', createdAt: at, updatedAt: at, sentAt: at })
const failed = (createdAt: string, updatedAt: string, errorCode: string | null, lastError = 'x'): OutboxAttempt => ({
  status: 'retrying',
  createdAt,
  updatedAt,
  errorCode,
  lastError,
})

describe('problemOf: the mail server or one address', () => {
  it('reads a connection, greeting, DNS or TLS failure as unreachable, a refused login as such, no SMTP as not configured', () => {
    for (const code of ['ESOCKET', 'ECONNECTION', 'ETIMEDOUT', 'EDNS', 'ETLS', 'EPROTOCOL', 'ECONNREFUSED'])
      expect(problemOf({ errorCode: code })).toBe('unreachable')
    expect(problemOf({ errorCode: 'EAUTH' })).toBe('loginRefused')
    expect(problemOf({ errorCode: NO_SMTP_CODE })).toBe('notConfigured')
  })

  it('reads a refused recipient or message as the server answering', () => {
    expect(
      problemOf({ errorCode: 'EENVELOPE', lastError: "Can't send mail - all recipients were rejected: 550 Mailbox unavailable" }),
    ).toBe(null)
    expect(problemOf({ errorCode: 'EMESSAGE' })).toBe(null)
    expect(problemOf({ errorCode: null, lastError: 'Something else' })).toBe(null)
  })

  it('reads rows stored before the code by their message', () => {
    expect(problemOf({ lastError: 'connect ECONNREFUSED 127.0.0.1:2525' })).toBe('unreachable')
    expect(problemOf({ lastError: 'getaddrinfo ENOTFOUND smtp.example.be' })).toBe('unreachable')
    expect(problemOf({ lastError: 'Greeting never received' })).toBe('unreachable')
    expect(problemOf({ lastError: 'Invalid login: 535 5.7.8 Authentication failed' })).toBe('loginRefused')
    expect(problemOf({ lastError: NO_SMTP_MESSAGE })).toBe('notConfigured')
    expect(problemOf({ lastError: "Can't send mail - all recipients were rejected: 550 5.1.1 <a@b.be>: unknown" })).toBe(null)
  })

  it('takes the code a failed send carries, nothing else', () => {
    expect(errorCodeOf(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ESOCKET' }))).toBe('ESOCKET')
    expect(errorCodeOf(new Error('plain'))).toBe(null)
    expect(errorCodeOf('ESOCKET')).toBe(null)
    expect(errorCodeOf(Object.assign(new Error('x'), { code: 550 }))).toBe(null)
  })
})

describe('mailServerState: the latest attempt decides, and nothing went out since', () => {
  it('warns when the latest attempts failed at the server after the last e-mail sent, dated by the first that met it', () => {
    const state = mailServerState({
      lastSent: sent('2026-11-28T13:00:00.000Z'),
      failures: [
        failed('2026-11-28T13:05:00.000Z', '2026-11-28T13:40:00.000Z', 'ESOCKET'),
        failed('2026-11-28T13:20:00.000Z', '2026-11-28T13:41:00.000Z', 'ETIMEDOUT'),
      ],
      waiting: 12,
    })
    expect(state).toEqual({ problem: 'unreachable', since: '2026-11-28T13:05:00.000Z', waiting: 12 })
  })

  it('dates the trouble no earlier than the last e-mail sent, for a row older than that send', () => {
    const state = mailServerState({
      lastSent: sent('2026-11-28T13:00:00.000Z'),
      failures: [failed('2026-11-28T09:00:00.000Z', '2026-11-28T13:30:00.000Z', 'ESOCKET')],
      waiting: 1,
    })
    expect(state).toEqual({ problem: 'unreachable', since: '2026-11-28T13:00:00.000Z', waiting: 1 })
  })

  it('does not warn when an e-mail went out after the failures', () => {
    expect(
      mailServerState({
        lastSent: sent('2026-11-28T14:00:00.000Z'),
        failures: [failed('2026-11-28T13:05:00.000Z', '2026-11-28T13:40:00.000Z', 'ESOCKET')],
        waiting: 3,
      }),
    ).toEqual({ problem: null })
  })

  it('does not warn for a refused recipient, even when it is the only attempt or the latest one', () => {
    expect(
      mailServerState({
        lastSent: null,
        failures: [failed('2026-11-28T13:05:00.000Z', '2026-11-28T13:06:00.000Z', 'EENVELOPE')],
        waiting: 1,
      }),
    ).toEqual({ problem: null })
    // The server was down, then answered the next attempt with a 550 for one address: it is up again.
    expect(
      mailServerState({
        lastSent: sent('2026-11-28T12:00:00.000Z'),
        failures: [
          failed('2026-11-28T13:05:00.000Z', '2026-11-28T13:10:00.000Z', 'ESOCKET'),
          failed('2026-11-28T13:07:00.000Z', '2026-11-28T13:30:00.000Z', 'EENVELOPE'),
        ],
        waiting: 2,
      }),
    ).toEqual({ problem: null })
  })

  it('warns when the latest attempt failed at the server after a refused recipient', () => {
    const state = mailServerState({
      lastSent: sent('2026-11-28T12:00:00.000Z'),
      failures: [
        failed('2026-11-28T13:07:00.000Z', '2026-11-28T13:08:00.000Z', 'EENVELOPE'),
        failed('2026-11-28T13:20:00.000Z', '2026-11-28T13:21:00.000Z', 'ESOCKET'),
      ],
      waiting: 2,
    })
    expect(state).toEqual({ problem: 'unreachable', since: '2026-11-28T13:20:00.000Z', waiting: 2 })
  })

  it('says not configured on a server without SMTP that never sent anything, and nothing on an empty outbox', () => {
    expect(
      mailServerState({
        lastSent: null,
        failures: [failed('2026-11-28T10:00:00.000Z', '2026-11-28T11:00:00.000Z', NO_SMTP_CODE, NO_SMTP_MESSAGE)],
        waiting: 4,
      }),
    ).toEqual({ problem: 'notConfigured', since: '2026-11-28T10:00:00.000Z', waiting: 4 })
    expect(mailServerState({ lastSent: null, failures: [], waiting: 0 })).toEqual({ problem: null })
  })

  it('says the login is refused when the server refuses our account', () => {
    const state = mailServerState({
      lastSent: null,
      failures: [failed('2026-11-28T10:00:00.000Z', '2026-11-28T10:00:01.000Z', 'EAUTH')],
      waiting: 1,
    })
    expect(state.problem).toBe('loginRefused')
  })
})

describe('the warning in the admin languages', () => {
  const now = new Date('2026-11-28T15:00:00.000Z')

  it('gives the Belgian time in each language, the year only when it is not this one', () => {
    // 13:05 UTC is 14:05 in Brussels in winter; 12:05 UTC is 14:05 in summer.
    expect(belgianMoment('2026-11-28T13:05:00.000Z', 'nl', now)).toBe('28 november om 14:05')
    expect(belgianMoment('2026-11-28T13:05:00.000Z', 'fr', now)).toBe('28 novembre à 14:05')
    expect(belgianMoment('2026-11-28T13:05:00.000Z', 'en', now)).toBe('28 November at 14:05')
    expect(belgianMoment('2026-07-01T12:05:00.000Z', 'nl', now)).toBe('1 juli om 14:05')
    expect(belgianMoment('2025-12-31T23:30:00.000Z', 'nl', now)).toBe('1 januari om 00:30')
    expect(belgianMoment('2025-12-31T22:30:00.000Z', 'nl', now)).toBe('31 december 2025 om 23:30')
  })

  it('says what is wrong, since when, how many wait and that they go out by themselves', () => {
    const state = { problem: 'unreachable' as const, since: '2026-11-28T13:05:00.000Z', waiting: 12 }
    const nl = mailServerWarningTexts(state, 'nl', now)
    expect(`${nl.problem} ${nl.waiting}`).toBe(
      'De mailserver is niet bereikbaar sinds 28 november om 14:05. 12 e-mails wachten; ze worden bewaard en automatisch verzonden zodra de server weer antwoordt.',
    )
    expect(mailServerWarningTexts({ ...state, waiting: 1 }, 'fr', now).waiting).toMatch(/^1 e-mail attend ;/)
    expect(mailServerWarningTexts({ ...state, problem: 'notConfigured' }, 'en', now).problem).toBe(
      'E-mail is not configured on this server (no SMTP_HOST): no e-mail has been sent since 28 November at 14:05.',
    )
    for (const language of ['nl', 'fr', 'en'] as const)
      for (const problem of ['unreachable', 'loginRefused', 'notConfigured'] as const)
        for (const waiting of [0, 1, 5]) {
          const texts = mailServerWarningTexts({ problem, since: state.since, waiting }, language, now)
          for (const text of Object.values(texts)) expect(text).not.toMatch(/[{}]/)
        }
  })
})
