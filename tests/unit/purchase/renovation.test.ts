import { describe, expect, it } from '@jest/globals'

import { epcBands } from '../../../src/lib/epc'
import { addMonths, assumedDeedDate, epcMeaning, renovationDeadline, renovationObligation } from '../../../src/purchase/renovation'

/** The Flemish renovation obligation (spec section 9): E or F bought from 2023 → label D within 5 years of the deed. */
describe('renovation deadline (5 years after the deed)', () => {
  it.each([
    ['2026-03-24', '2031-03-24'],
    ['2023-01-01', '2028-01-01'],
    // A deed on 29 February: five years later there is none, so 28 February.
    ['2028-02-29', '2033-02-28'],
  ])('deed %s → by %s', (deed, deadline) => {
    expect(renovationDeadline(deed)).toBe(deadline)
  })

  it('from today: the deed assumed 4 months later, the deadline 5 years after that', () => {
    expect(assumedDeedDate('2026-11-24')).toBe('2027-03-24')
    expect(renovationDeadline(assumedDeedDate('2026-11-24'))).toBe('2032-03-24')
    // 31 October + 4 months: the end of February.
    expect(assumedDeedDate('2026-10-31')).toBe('2027-02-28')
    expect(addMonths('2027-10-31', 4)).toBe('2028-02-29')
  })

  it('refuses what is not a day', () => {
    expect(() => addMonths('24-11-2026', 1)).toThrow(RangeError)
  })
})

/**
 * By the deed's day (onroerenderfgoed.be "De renovatieverplichting": E or F bought from 2023 → label D
 * within 5 years; the later steps as decided in the Energy Decree, read on secondary pages).
 */
describe('renovation obligation', () => {
  it.each([
    // [region, label, deed, home, kind, target, deadline, confirmed]
    ['flanders', 'e', '2027-03-24', 'house', 'obligation', 'd', '2032-03-24', true],
    ['flanders', 'f', '2023-01-01', 'house', 'obligation', 'd', '2028-01-01', true],
    ['flanders', 'e', '2027-12-31', 'flat', 'obligation', 'd', '2032-12-31', true],
    // Before 2023: no obligation, said as such.
    ['flanders', 'e', '2022-12-31', 'house', 'before', undefined, undefined, undefined],
    ['flanders', 'd', '2027-03-24', 'house', 'met', 'd', undefined, undefined],
    ['flanders', 'a_plus', '2027-03-24', 'house', 'met', 'd', undefined, undefined],
    // From 2028: label C, so a D home now has an obligation; decided, not confirmed on an official page.
    ['flanders', 'd', '2028-01-01', 'house', 'obligation', 'c', '2033-01-01', false],
    ['flanders', 'c', '2028-01-01', 'flat', 'met', 'c', undefined, undefined],
    // From 2035 a house must reach B, an apartment C.
    ['flanders', 'c', '2035-06-01', 'house', 'obligation', 'b', '2040-06-01', false],
    ['flanders', 'c', '2035-06-01', 'flat', 'met', 'c', undefined, undefined],
    // From 2040: A for a house, B for an apartment; from 2045 A for both.
    ['flanders', 'b', '2040-01-01', 'house', 'obligation', 'a', '2045-01-01', false],
    ['flanders', 'b', '2044-12-31', 'flat', 'met', 'b', undefined, undefined],
    ['flanders', 'b', '2045-01-01', 'flat', 'obligation', 'a', '2050-01-01', false],
  ] as const)('%s, label %s, deed %s, %s → %s %s', (region, label, deed, home, kind, target, deadline, confirmed) => {
    const answer = renovationObligation({ region, label, deedDate: deed, home })
    expect(answer?.kind).toBe(kind)
    if (answer?.kind === 'obligation') expect(answer).toMatchObject({ target, deadline, confirmed })
    if (answer?.kind === 'met') expect(answer.target).toBe(target)
    if (answer?.kind === 'before') expect(answer.since).toBe('2023-01-01')
  })

  it.each([
    ['brussels', 'e'],
    ['wallonia', 'f'],
    ['luxembourg', 'f'],
    [undefined, 'e'],
  ] as const)('none outside Flanders: %s', (region, label) => {
    expect(renovationObligation({ region, label, deedDate: '2027-03-24' })).toBeNull()
  })

  it('none without a label or a day', () => {
    expect(renovationObligation({ region: 'flanders', label: undefined, deedDate: '2027-03-24' })).toBeNull()
    expect(renovationObligation({ region: 'flanders', label: 'e', deedDate: '' })).toBeNull()
  })
})

describe('what each label means per region (spec section 9 tables)', () => {
  it('Flanders: under 0 A+, 0-100 A … above 500 F', () => {
    expect(epcBands('flanders')).toEqual([
      { label: 'a_plus', range: { kind: 'under', value: 0 } },
      { label: 'a', range: { kind: 'between', low: 0, high: 100 } },
      { label: 'b', range: { kind: 'between', low: 100, high: 200 } },
      { label: 'c', range: { kind: 'between', low: 200, high: 300 } },
      { label: 'd', range: { kind: 'between', low: 300, high: 400 } },
      { label: 'e', range: { kind: 'between', low: 400, high: 500 } },
      { label: 'f', range: { kind: 'above', value: 500 } },
    ])
  })

  it('Brussels: up to 0 A+ … 323-345 F-, above 345 G (19 rows)', () => {
    const bands = epcBands('brussels')
    expect(bands).toHaveLength(19)
    expect(bands[0]).toEqual({ label: 'a_plus', range: { kind: 'upTo', value: 0 } })
    expect(bands.at(-2)).toEqual({ label: 'f_sub', range: { kind: 'between', low: 322, high: 345 } })
    expect(bands.at(-1)).toEqual({ label: 'g', range: { kind: 'above', value: 345 } })
  })

  it('Wallonia: up to 0 A++ … 425-510 F, above 510 G', () => {
    const bands = epcBands('wallonia')
    expect(bands[0]).toEqual({ label: 'a_plusplus', range: { kind: 'upTo', value: 0 } })
    expect(bands.at(-1)).toEqual({ label: 'g', range: { kind: 'above', value: 510 } })
  })

  it("marks the listing's own row and gives each its letter", () => {
    const rows = epcMeaning('flanders', 'e')
    expect(rows.filter((row) => row.current).map((row) => row.label)).toEqual(['e'])
    expect(rows.map((row) => row.grade)).toEqual(['a', 'a', 'b', 'c', 'd', 'e', 'f'])
  })
})
