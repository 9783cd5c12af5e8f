import { describe, expect, it } from '@jest/globals'

import { buildHistory, slotLabel, sourceLabel, splitVisits } from '../../../src/portal/activity'
import { fieldErrors, loginSchema } from '../../../src/auth/schema'
import { resetPasswordSchema } from '../../../src/forms/password/schema'

describe('owner history and visits', () => {
  const submissions = [
    {
      id: 1,
      type: 'property-info',
      status: 'handled',
      name: 'Lotte Aerts',
      subject: 'Meer info',
      source: '/nl/te-koop/lommel/woning/1234/',
      createdAt: '2026-11-02T10:00:00.000Z',
    },
    {
      id: 2,
      type: 'visit',
      status: 'new',
      name: 'Tom Smets',
      subject: 'Bezoekaanvraag',
      source: 'website',
      utm: { utm_source: 'facebook' },
      createdAt: '2026-11-10T09:00:00.000Z',
    },
    { id: 3, type: 'offer', status: null, name: null, subject: null, source: null, createdAt: '2026-11-05T09:00:00.000Z' },
  ]
  const appointments = [
    { id: 10, date: '2026-11-20T00:00:00.000Z', slot: '16-19', status: 'confirmed', firstName: 'Tom', lastName: 'Smets', submission: 2 },
    { id: 11, date: '2026-11-18T00:00:00.000Z', slot: '10-13', status: 'requested', firstName: null, lastName: 'Vos', submission: null },
    {
      id: 12,
      date: '2026-11-01T00:00:00.000Z',
      slot: '13-16',
      status: 'confirmed',
      firstName: 'Nina',
      lastName: 'Lenaerts',
      submission: { id: 99 },
    },
    { id: 13, date: '2026-11-12T00:00:00.000Z', slot: '10-13', status: 'cancelled', firstName: 'Sanne', lastName: 'Verbeeck' },
  ]

  it("lists enquiries, visits and offers newest first with the spec's columns", () => {
    const rows = buildHistory(submissions, appointments)
    expect(rows.map((r) => r.id)).toEqual(['2', '3', '1'])
    expect(rows[0]).toEqual({
      id: '2',
      date: '2026-11-10T09:00:00.000Z',
      type: 'visit',
      contact: 'Tom Smets',
      subject: 'Bezoekaanvraag',
      visit: { date: '2026-11-20T00:00:00.000Z', slot: '16-19' },
      status: 'new',
      source: 'facebook (website)',
    })
    expect(rows[1]).toMatchObject({ type: 'offer', contact: '', subject: '', visit: null, status: 'new', source: '' })
    expect(rows[2].source).toBe('/nl/te-koop/lommel/woning/1234/')
  })

  it('splits visits into upcoming (today included, soonest first) and past (latest first)', () => {
    const { upcoming, past } = splitVisits(appointments, new Date('2026-11-18T17:00:00.000Z'))
    expect(upcoming.map((v) => v.id)).toEqual(['11', '10'])
    expect(upcoming[0]).toEqual({ id: '11', date: '2026-11-18T00:00:00.000Z', slot: '10-13', status: 'requested', visitor: 'Vos' })
    expect(past.map((v) => v.id)).toEqual(['13', '12'])
  })

  it("keeps today's visit upcoming by the Belgian day, however it was stored", () => {
    const stored = [
      { id: 1, date: '2026-11-18T12:00:00.000Z', slot: '16-19', status: 'confirmed', firstName: 'Tom', lastName: 'Smets' }, // a form: noon UTC
      { id: 2, date: '2026-11-17T23:00:00.000Z', slot: '10-13', status: 'confirmed', firstName: 'Nina', lastName: 'Lenaerts' }, // the admin: midnight in Belgium
      { id: 3, date: '2026-11-17T12:00:00.000Z', slot: '10-13', status: 'confirmed', firstName: 'Lotte', lastName: 'Aerts' },
    ]
    // 00:30 on 18 November in Belgium.
    const { upcoming, past } = splitVisits(stored, new Date('2026-11-17T23:30:00.000Z'))
    expect(upcoming.map((v) => v.id)).toEqual(['2', '1'])
    expect(past.map((v) => v.id)).toEqual(['3'])
  })

  it('writes visit slots and sources for people', () => {
    expect([slotLabel('10-13'), slotLabel('16-19'), slotLabel('other')]).toEqual(['10:00-13:00', '16:00-19:00', 'other'])
    expect(sourceLabel('website', null)).toBe('website')
    expect(sourceLabel(null, { utm_source: 'google' })).toBe('google')
    expect(sourceLabel('  ', { utm_source: ' ' })).toBe('')
  })
})

describe('login and new-password forms', () => {
  // What the form and the route handler show: the first message per field.
  const firstError = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
    Object.entries(result.error ? fieldErrors(result.error) : {}).map(([field, key]) => `${field}:${key}`)

  it('asks for a valid e-mail and a password', () => {
    expect(loginSchema.safeParse({ email: ' eva@example.be ', password: 'x' }).success).toBe(true)
    expect(firstError(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      'email:validation.required.email',
      'password:validation.required.password',
    ])
    expect(firstError(loginSchema.safeParse({ email: 'not-an-address', password: 'secret' }))).toEqual(['email:validation.invalid.email'])
  })

  it('wants a long enough new password, confirmed', () => {
    const input = { account: 'owners', token: 'abc', password: 'Lang-genoeg-1', passwordConfirm: 'Lang-genoeg-1' }
    expect(resetPasswordSchema.safeParse(input).success).toBe(true)
    expect(firstError(resetPasswordSchema.safeParse({ ...input, password: 'kort', passwordConfirm: 'kort' }))).toEqual([
      'password:demand.invalid.passwordLength',
    ])
    expect(firstError(resetPasswordSchema.safeParse({ ...input, passwordConfirm: 'Anders-123' }))).toEqual([
      'passwordConfirm:validation.passwordMismatch',
    ])
    expect(firstError(resetPasswordSchema.safeParse({ ...input, token: '' }))).toEqual(['token:password.invalidLink'])
    expect(firstError(resetPasswordSchema.safeParse({ ...input, account: 'users' }))[0]).toMatch(/^account:/)
  })
})
