import { describe, expect, it } from '@jest/globals'

import { documentsSchema } from '../../../src/forms/documents/schema'
import { sendToFriendSchema } from '../../../src/forms/friend/schema'
import { offerSchema } from '../../../src/forms/offer/schema'
import { pageFormOf, placementOf } from '../../../src/forms/pageForms'
import { formsFor } from '../../../src/forms/property/kinds'
import { rentalApplicationSchema } from '../../../src/forms/rental/schema'
import { todayInBelgium } from '../../../src/lib/belgianDay'
import { fieldErrorsOf } from '../../../src/forms/shared/validation'
import { valuationSchema } from '../../../src/forms/valuation/schema'
import { visitSchema } from '../../../src/forms/visit/schema'
import { belgianDayRange } from '../../../src/lib/visitSlots'

const person = { title: 'miss', firstName: 'Eva', lastName: 'Claes', email: 'Eva.Claes@Example.be', phone: '0475123456' }
const later = (days: number) => todayInBelgium(new Date(Date.now() + days * 86_400_000))
const errorsOf = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldErrorsOf(result.error as never))

describe('schemas of the property and valuation forms', () => {
  it('visit: a day from today on and one of the three slots', () => {
    expect(visitSchema.safeParse({ ...person, property: '1234', date: later(1), slot: '13-16' }).success).toBe(true)
    expect(errorsOf(visitSchema.safeParse({ ...person, property: 1234, date: '2020-02-02', slot: '13-16' }))).toEqual({
      date: 'validation.invalid.date',
    })
    expect(errorsOf(visitSchema.safeParse({ ...person, property: 1234, date: 'morgen', slot: '12-14' }))).toEqual({
      date: 'validation.required.date',
      slot: 'validation.required.slot',
    })
    expect(visitSchema.safeParse({ ...person, property: 1234, date: todayInBelgium(), slot: '10-13' }).success).toBe(true)
  })

  it('lower-cases e-mail addresses (one visitor, one address)', () => {
    expect(documentsSchema.parse({ ...person, property: 1 }).email).toBe('eva.claes@example.be')
  })

  it("send to friend: the friend's first name and a valid e-mail", () => {
    const base = { property: 1, firstName: 'Eva', lastName: 'Claes', email: 'eva@example.be' }
    expect(errorsOf(sendToFriendSchema.safeParse({ ...base, friendFirstName: '', friendEmail: '' }))).toEqual({
      friendFirstName: 'validation.required.friendFirstName',
      friendEmail: 'validation.required.friendEmail',
    })
    expect(errorsOf(sendToFriendSchema.safeParse({ ...base, friendFirstName: 'Tom', friendEmail: 'tom@' }))).toEqual({
      friendEmail: 'validation.invalid.email',
    })
  })

  it('send to friend: no name carries a web address (mail programs link a bare www.x.be), initials still pass (issue 33.3)', () => {
    const base = {
      property: 1,
      firstName: 'Eva',
      lastName: 'Claes',
      email: 'eva@example.be',
      friendFirstName: 'Tom',
      friendEmail: 'tom@example.be',
    }
    for (const [field, value] of [
      ['firstName', 'Bezoek www.spam.example'],
      ['lastName', 'gratis-geld.be'],
      ['friendFirstName', 'Tom kijk op winactie.com'],
      ['friendLastName', 'WWW.SPAM.EXAMPLE'],
    ] as const)
      expect(errorsOf(sendToFriendSchema.safeParse({ ...base, [field]: value }))).toEqual({ [field]: 'validation.invalid.name' })
    for (const name of ['J.P.', 'Jean-Pierre', "D'Hondt", 'A. Van den Broeck', 'Marie-José Peeters', 'St. Jans'])
      expect(sendToFriendSchema.safeParse({ ...base, lastName: name, friendLastName: name }).success).toBe(true)
  })

  it('offer: an amount above zero and a validity date', () => {
    expect(offerSchema.safeParse({ ...person, property: 1, amount: '275.000', validUntil: later(7) }).success).toBe(true)
    expect(errorsOf(offerSchema.safeParse({ ...person, property: 1, amount: '0', validUntil: later(7) }))).toEqual({
      amount: 'validation.invalid.amount',
    })
    expect(errorsOf(offerSchema.safeParse({ ...person, property: 1, amount: '', validUntil: '' }))).toEqual({
      amount: 'validation.required.amount',
      validUntil: 'validation.required.date',
    })
  })

  it('rental application: income, household size and start date', () => {
    expect(
      rentalApplicationSchema.safeParse({ ...person, property: 1, income: '3.200', household: '3', startDate: later(20) }).success,
    ).toBe(true)
    expect(errorsOf(rentalApplicationSchema.safeParse({ ...person, property: 1, income: '', household: '0', startDate: '' }))).toEqual({
      income: 'validation.required.income',
      household: 'validation.required.household',
      startDate: 'validation.required.date',
    })
  })

  it('valuation: goal and the property address are required; an unusable advisor id is ignored', () => {
    expect(errorsOf(valuationSchema.safeParse({ ...person, street: '', zip: '', city: '' }))).toEqual({
      goal: 'validation.required.valuationGoal',
      street: 'validation.required.address',
      zip: 'validation.required.zip',
      city: 'validation.required.city',
    })
    expect(
      valuationSchema.parse({ ...person, goal: 'rent', street: 'Markt', zip: '2400', city: 'Mol', advisor: 'x' }).advisor,
    ).toBeUndefined()
    expect(valuationSchema.parse({ ...person, goal: 'rent', street: 'Markt', zip: '2400', city: 'Mol', advisor: '3' }).advisor).toBe(3)
  })
})

describe('which forms where', () => {
  it('offers an offer for a sale and a rental application for a rental', () => {
    expect(formsFor('sale')).toEqual(['visit', 'info', 'documents', 'friend', 'offer'])
    expect(formsFor('rent')).toEqual(['visit', 'info', 'documents', 'friend', 'rental'])
  })

  it("puts the valuation form on the valuation page and on every advisor's page, not on thank-you pages", () => {
    expect(pageFormOf({ originalPath: '/Contact-demand', pageType: 'module' })).toEqual({ kind: 'valuation', advisor: null })
    expect(pageFormOf({ originalPath: '/Gratis-schatting-Jan/', pageType: 'module', advisor: { id: 4, name: 'Jan Peeters' } })).toEqual({
      kind: 'valuation',
      advisor: { id: 4, name: 'Jan Peeters' },
    })
    expect(pageFormOf({ originalPath: '/feedback/contact-demand-jan/', pageType: 'feedback', advisor: { id: 4 } })).toBeNull()
    expect(pageFormOf({ originalPath: '/contact/', pageType: 'module' })).toBeNull()
  })

  it("puts the demand register before the page's modules, the newsletter and testimonial forms after their lists", () => {
    const demand = pageFormOf({ originalPath: '/Demand-register', pageType: 'module' })
    const newsletter = pageFormOf({ originalPath: '/blog/', pageType: 'module' })
    const testimonials = pageFormOf({ originalPath: '/getuigenissen/', pageType: 'module' })
    expect([demand, newsletter, testimonials]).toEqual([{ kind: 'demand' }, { kind: 'newsletter' }, { kind: 'testimonials' }])
    expect([demand, newsletter, testimonials, pageFormOf({ originalPath: '/contact-demand/' })].map((form) => placementOf(form!))).toEqual([
      'before',
      'after',
      'after',
      'before',
    ])
    expect(pageFormOf({ originalPath: '/feedback/demand-register/', pageType: 'feedback' })).toBeNull()
  })

  it('counts a Belgian calendar day for slot capacity, whether stored at noon UTC or at local midnight', () => {
    const { from, to } = belgianDayRange('2026-03-10')
    for (const stored of ['2026-03-10T12:00:00.000Z', '2026-03-09T23:00:00.000Z']) expect(stored >= from && stored < to).toBe(true)
    for (const other of ['2026-03-09T12:00:00.000Z', '2026-03-10T23:00:00.000Z']) expect(other >= from && other < to).toBe(false)
    // In summer the Belgian day starts at 22:00 UTC the day before.
    const summer = belgianDayRange('2026-07-10')
    expect(summer).toEqual({ from: '2026-07-09T22:00:00.000Z', to: '2026-07-10T22:00:00.000Z' })
  })
})
