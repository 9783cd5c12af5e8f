import { describe, expect, it } from '@jest/globals'

import { csvSafe, csvSafeRows } from '../../../collections/Exports/csvSafe'
import { belgianWeek, listHref, panelQueries, whereQuery } from '../../../src/admin/dashboard/panel'
import { answerRows, formFieldOrder } from '../../../src/forms/answers'
import { adminLanguage } from '../../../src/i18n/adminLanguage'
import { t } from '../../../src/i18n/dictionary'
import { belgianDayStart, belgianDaysWhere } from '../../../src/lib/belgianDay'
import { crmLabel, statusTone } from '../../../src/lib/crmLabels'

describe('a submission as a labelled table (src/forms/answers.ts)', () => {
  it('lists the answers in the order of the form, labelled in the reader’s language', () => {
    // Stored in another order (PostgreSQL's jsonb sorts keys): the form's order wins.
    const data = {
      message: 'Wanneer?',
      phone: '0475123456',
      email: 'lies@example.be',
      lastName: 'Janssens',
      firstName: 'Lies',
      title: 'ms',
    }
    const rows = answerRows('site-contact', data, 'nl', t)
    expect(rows.map((row) => row.name)).toEqual(['title', 'firstName', 'lastName', 'email', 'phone', 'message'])
    expect(rows[0]).toEqual({ name: 'title', label: 'Aanspreking', value: t('form.title.ms', 'nl') })
    expect(rows.find((row) => row.name === 'phone')?.value).toBe('0475\u00a012\u00a034\u00a056')
    expect(answerRows('site-contact', data, 'fr', t)[1].label).toBe('Prénom')
    expect(answerRows('site-contact', data, 'en', t)[5].label).toBe('Your message')
  })

  it('shows what else was stored after the form’s fields, and never the password or the form’s plumbing', () => {
    const rows = answerRows(
      'demand',
      { goal: 'sale', password: 'secret', altcha: 'x', vacancyTitle: 'Makelaar', newsletter: true },
      'nl',
      t,
    )
    expect(rows.map((row) => row.name)).toEqual(['goal', 'vacancyTitle', 'newsletter'])
    expect(rows.map((row) => row.label)).toEqual([t('demand.goal', 'nl'), 'Vacancy Title', 'Newsletter'])
    expect(rows[2].value).toBe(t('yes', 'nl'))
  })

  it('uses a form’s own label where it differs, and skips empty answers', () => {
    expect(answerRows('job-application', { message: 'Motivatie', phone: '' }, 'nl', t)).toEqual([
      { name: 'message', label: t('job.message', 'nl'), value: 'Motivatie' },
    ])
    expect(formFieldOrder('visit')).toEqual(expect.arrayContaining(['date', 'slot', 'remark']))
    expect(answerRows('visit', null, 'nl', t)).toEqual([])
  })
})

describe('CRM codes in words (src/lib/crmLabels.ts)', () => {
  it('labels goal, marquee and status codes in nl, fr and en, and shows an unknown code as it is', () => {
    expect(crmLabel('goal', 'sale', 'nl')).toBe('Te koop')
    expect(crmLabel('goal', 'rent', 'fr')).toBe('À louer')
    expect(crmLabel('marquee', '2', 'en')).toBe('Price reduced')
    expect(crmLabel('marquee', 14, 'nl')).toBe('Over te nemen')
    expect(crmLabel('status', 'under-option', 'en')).toBe('Under option')
    expect(crmLabel('marquee', '99', 'nl')).toBe('99')
    expect(crmLabel('status', null, 'nl')).toBe('')
    expect(adminLanguage('de')).toBe('en')
    expect([statusTone('for-sale'), statusTone('under-option'), statusTone('sold'), statusTone(undefined)]).toEqual([
      'available',
      'reserved',
      'gone',
      'none',
    ])
  })
})

describe('Belgian days (src/lib/belgianDay.ts)', () => {
  it('starts a day at midnight in Brussels, in winter and in summer time', () => {
    expect(belgianDayStart('2026-03-10').toISOString()).toBe('2026-03-09T23:00:00.000Z')
    expect(belgianDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z')
    // The days the clocks change: the day starts in the old time.
    expect(belgianDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(belgianDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z')
  })

  it('filters from the start of the first day to the start of the day after the last', () => {
    expect(belgianDaysWhere('createdAt', '2026-03-10', '2026-03-10')).toEqual({
      createdAt: { greater_than_equal: '2026-03-09T23:00:00.000Z', less_than: '2026-03-10T23:00:00.000Z' },
    })
    expect(belgianDaysWhere('date', null, '2026-07-01')).toEqual({ date: { less_than: '2026-07-01T22:00:00.000Z' } })
    expect(belgianDaysWhere('date', 'gisteren', '')).toBeNull()
  })
})

describe('the dashboard panel’s queries (src/admin/dashboard/panel.ts)', () => {
  it('takes the Belgian week, Monday to Sunday', () => {
    // Sunday 29 November 2026, 23:30 in Brussels is still that week; 23:30 UTC is Monday 30 November there.
    expect(belgianWeek(new Date('2026-11-29T22:30:00Z'))).toEqual({ monday: '2026-11-23', sunday: '2026-11-29' })
    expect(belgianWeek(new Date('2026-11-29T23:30:00Z'))).toEqual({ monday: '2026-11-30', sunday: '2026-12-06' })
  })

  it('links each count to its list filtered by the same query', () => {
    const queries = panelQueries(new Date('2026-11-25T10:00:00Z'))
    expect(listHref('/admin', queries.newLeads)).toBe('/admin/collections/submissions?where%5Bstatus%5D%5Bequals%5D=new')
    expect(whereQuery(queries.failingEmails.where)).toBe(
      'where%5Bstatus%5D%5Bin%5D%5B0%5D=failed&where%5Bstatus%5D%5Bin%5D%5B1%5D=retrying',
    )
    expect(decodeURIComponent(whereQuery(queries.visitsThisWeek.where))).toBe(
      'where[and][0][date][greater_than_equal]=2026-11-23T00:00:00.000Z&where[and][1][date][less_than_equal]=2026-11-29T00:00:00.000Z&where[and][2][status][not_equals]=cancelled',
    )
  })
})

describe('CSV cells safe for spreadsheets (collections/Exports/csvSafe.ts)', () => {
  it('never lets visitor text run as a formula', () => {
    expect(csvSafe('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`)
    expect(csvSafe('+32 475')).toBe("'+32 475")
    expect(csvSafe('@SUM(1)')).toBe("'@SUM(1)")
    expect(csvSafe('-1')).toBe("'-1")
    expect(csvSafe('Lommel')).toBe('Lommel')
    expect(csvSafe(12)).toBe(12)
    expect(csvSafeRows([{ a: '=1', b: null }])).toEqual([{ a: "'=1", b: null }])
  })
})
