import { describe, expect, it } from '@jest/globals'

import { addDays, dayInBelgium, storedDay, todayInBelgium } from '../../../src/lib/belgianDay'

describe("the agency's calendar day", () => {
  it('is the date in Belgium, which starts an hour before UTC in winter and two in summer', () => {
    expect(todayInBelgium(new Date('2026-03-01T22:59:00Z'))).toBe('2026-03-01')
    expect(todayInBelgium(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02')
    expect(todayInBelgium(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01')
    expect(todayInBelgium(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02')
  })

  it("is a stored visit date's own day, whether a form stored noon UTC or the admin Belgian midnight", () => {
    expect(dayInBelgium('2026-03-10T12:00:00.000Z')).toBe('2026-03-10')
    expect(dayInBelgium('2026-03-09T23:00:00.000Z')).toBe('2026-03-10')
    expect(dayInBelgium('2026-07-09T22:00:00.000Z')).toBe('2026-07-10')
  })

  it('is stored at 00:00 UTC of its date', () => {
    expect(storedDay('2026-11-23')).toBe('2026-11-23T00:00:00.000Z')
  })

  it('counts days across month, year and daylight-saving boundaries', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-10-25', -30)).toBe('2026-09-25')
  })
})
