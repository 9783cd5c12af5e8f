import { describe, expect, it } from '@jest/globals'

import { epcBands } from '../../src/lib/epc'
import { addMonths, assumedDeedDate, epcMeaning, renovationDeadline, renovationObligation } from '../../src/purchase/renovation'

/** The Flemish renovation obligation (spec section 9): E or F bought from 2023 → label D within 5 years of the deed. */
describe('renovation deadline', () => {
  it.each([
    ['2026-03-24', '2031-03-24'],
    ['2023-01-01', '2028-01-01'],
    // A deed on 29 February: five years later there is none, so 28 February.
    ['2028-02-29', '2033-02-28'],
  ])('deed %s → label D by %s', (deed, deadline) => {
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

describe('renovation obligation', () => {
  it.each([
    ['flanders', 'e', '2027-03-24', '2032-03-24'],
    ['flanders', 'f', '2023-01-01', '2028-01-01'],
    ['flanders', 'e', '2022-12-31', null],
    ['flanders', 'd', '2027-03-24', null],
    ['flanders', 'a_plus', '2027-03-24', null],
    ['brussels', 'e', '2027-03-24', null],
    ['wallonia', 'f', '2027-03-24', null],
    ['luxembourg', 'f', '2027-03-24', null],
    [undefined, 'e', '2027-03-24', null],
  ] as const)('%s, label %s, deed %s → %s', (region, label, deed, deadline) => {
    const obligation = renovationObligation({ region, label, deedDate: deed })
    expect(obligation?.deadline ?? null).toBe(deadline)
    if (obligation) expect(obligation.target).toBe('d')
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
