import { formatInZone, momentInZone, wallTimeOf } from '../../../../src/admin/versions/scheduleTime'

describe('scheduled publish times', () => {
  it('reads a picked 14:05 as 14:05 in Brussels, in winter and in summer time', () => {
    expect(momentInZone(new Date(2026, 10, 29, 14, 5), 'Europe/Brussels').toISOString()).toBe('2026-11-29T13:05:00.000Z')
    expect(momentInZone(new Date(2027, 6, 1, 14, 5), 'Europe/Brussels').toISOString()).toBe('2027-07-01T12:05:00.000Z')
  })

  it('reads the same wall time in another zone as another moment', () => {
    expect(momentInZone(new Date(2026, 10, 29, 14, 5), 'America/New_York').toISOString()).toBe('2026-11-29T19:05:00.000Z')
  })

  it('shows a moment in the picker as its wall time in the zone, and back', () => {
    const moment = new Date('2026-11-29T13:05:00.000Z')
    const shown = wallTimeOf(moment, 'Europe/Brussels')
    expect([shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([29, 14, 5])
    expect(momentInZone(shown, 'Europe/Brussels').toISOString()).toBe(moment.toISOString())
  })

  it('writes a moment as 24-hour Belgian date and time', () => {
    expect(formatInZone('2026-11-29T13:05:00.000Z', 'Europe/Brussels', 'dd-MM-yyyy HH:mm')).toBe('29-11-2026 14:05')
    expect(formatInZone('2027-03-28T01:30:00.000Z', 'Europe/Brussels', 'dd-MM-yyyy HH:mm')).toBe('28-03-2027 03:30')
  })
})
