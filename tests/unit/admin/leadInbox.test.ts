import { describe, expect, it } from '@jest/globals'

import { leadRow } from '../../../collections/Exports/leadRows'
import { withPeriod } from '../../../collections/Exports/period'
import { myOpenLeads } from '../../../src/admin/dashboard/panel'
import { leadAge } from '../../../src/admin/leads/texts'
import { fillTemplate, quoteOriginal } from '../../../src/email/replyTemplate'
import { belgianDateTime } from '../../../src/lib/belgianDay'

describe('a moment in Belgian time (src/lib/belgianDay.ts)', () => {
  it('reads dd-MM-yyyy HH:mm in Belgium, summer and winter', () => {
    expect(belgianDateTime('2026-07-13T22:00:00.000Z')).toBe('14-07-2026 00:00')
    expect(belgianDateTime('2026-11-28T23:36:00.000Z')).toBe('29-11-2026 00:36')
    expect(belgianDateTime('2026-11-28T13:05:00.000Z')).toBe('28-11-2026 14:05')
    expect(belgianDateTime('not a date')).toBe('')
    expect(belgianDateTime(null)).toBe('')
  })
})

describe('a lead as a CSV row (collections/Exports/leadRows.ts)', () => {
  const lead = {
    createdAt: '2026-07-14T08:05:00.000Z',
    type: 'site-contact',
    status: 'in-progress',
    name: 'Lies Janssens',
    email: 'lies@example.be',
    phone: '+32 475 12 34 56',
    message: '=HYPERLINK("x")',
    property: { id: 428, title: { nl: 'Woning in Lommel', fr: 'Maison à Lommel' } },
    assignedTo: { id: 1, name: 'An Peeters' },
    locale: 'nl',
  }

  it('has words for codes, titles and names for ids, Belgian time, in the admin’s language', () => {
    expect(leadRow(lead, 'nl')).toEqual({
      Ontvangen: '14-07-2026 10:05',
      Type: 'Contact via de site',
      Status: 'In behandeling',
      Naam: 'Lies Janssens',
      'E-mail': 'lies@example.be',
      Telefoon: "'+32 475 12 34 56",
      Onderwerp: '',
      Bericht: `'=HYPERLINK("x")`,
      Pand: 'Woning in Lommel',
      Project: '',
      Adviseur: 'An Peeters',
      Taal: 'Nederlands',
      Bron: '',
    })
    expect(leadRow(lead, 'fr')).toMatchObject({
      Type: 'Contact via le site',
      Statut: 'En cours',
      Bien: 'Maison à Lommel',
      Conseiller: 'An Peeters',
    })
  })

  it('never shows an id where a title was expected, when the related document is out of reach', () => {
    expect(leadRow({ ...lead, property: { id: 428, title: 'Huis' } }, 'en').Property).toBe('Huis')
    expect(leadRow({ ...lead, property: null, assignedTo: null }, 'en')).toMatchObject({ Property: '', Advisor: '' })
  })
})

describe('the export as this site runs it (collections/Exports/plugin.ts)', () => {
  it('drops the limit and page, and the field picking of leads, and adds the period', () => {
    const data = withPeriod({
      collectionSlug: 'submissions',
      limit: 10,
      page: 2,
      fields: ['id'],
      from: '2026-03-10T11:00:00.000Z',
      to: '2026-03-10T11:00:00.000Z',
      where: {},
    })
    expect(data).not.toHaveProperty('limit')
    expect(data).not.toHaveProperty('page')
    expect(data).not.toHaveProperty('fields')
    expect(data.where).toEqual({ createdAt: { greater_than_equal: '2026-03-09T23:00:00.000Z', less_than: '2026-03-10T23:00:00.000Z' } })
    expect(withPeriod({ collectionSlug: 'appointments', fields: ['date'], limit: 5 })).toEqual({
      collectionSlug: 'appointments',
      fields: ['date'],
    })
  })
})

describe('reply templates and the quoted message (src/email/replyTemplate.ts)', () => {
  it('fills in the visitor’s name and the property', () => {
    expect(
      fillTemplate('Beste {name}, {property} is nog vrij. Groeten aan {name}.', { name: ' Lies Janssens ', property: 'Woning in Lommel' }),
    ).toBe('Beste Lies Janssens, Woning in Lommel is nog vrij. Groeten aan Lies Janssens.')
    expect(fillTemplate('Beste {name}, over {property}', {})).toBe('Beste , over ')
  })

  it('quotes every line of the visitor’s message under the reply', () => {
    const header = ({ date, name }: { date: string; name: string }) => `Op ${date} schreef ${name}:`
    expect(
      quoteOriginal(
        'Beste Lies,\nja.\n\n',
        { name: 'Lies', message: 'Is het vrij?\n\nGroet', createdAt: '2026-07-14T08:05:00.000Z' },
        header,
      ),
    ).toBe('Beste Lies,\nja.\n\nOp 14-07-2026 10:05 schreef Lies:\n> Is het vrij?\n>\n> Groet\n')
    expect(quoteOriginal('Beste Lies', { name: 'Lies', message: '  ' }, header)).toBe('Beste Lies')
  })
})

describe('My leads on the dashboard', () => {
  it('is the staff member’s leads that are not handled', () => {
    expect(myOpenLeads(7)).toEqual({
      collection: 'submissions',
      where: { and: [{ assignedTo: { equals: 7 } }, { status: { not_equals: 'handled' } }] },
    })
  })

  it('says a lead’s age in whole minutes, hours or days', () => {
    const now = new Date('2026-11-29T12:00:00.000Z')
    expect(leadAge('2026-11-29T11:15:00.000Z', now, 'nl')).toBe('45 minuten')
    expect(leadAge('2026-11-29T11:00:00.000Z', now, 'nl')).toBe('1 uur')
    expect(leadAge('2026-11-28T07:00:00.000Z', now, 'fr')).toBe('29 heures')
    expect(leadAge('2026-11-26T11:00:00.000Z', now, 'nl')).toBe('3 dagen')
    expect(leadAge('2026-11-27T11:00:00.000Z', now, 'en')).toBe('2 days')
    expect(leadAge(null, now, 'en')).toBe('')
  })
})
