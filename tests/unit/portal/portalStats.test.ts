import { describe, expect, it } from '@jest/globals'

import { busiestDay, chartGeometry, niceMax } from '../../../src/portal/chart'
import { summarizeViews } from '../../../src/portal/stats'

const day = (iso: string, pageViews: number) => ({ date: `${iso}T00:00:00.000Z`, pageViews })

describe('owner statistics (spec sections 3 and 9)', () => {
  // Wednesday 18 November 2026, afternoon.
  const now = new Date('2026-11-18T15:30:00.000Z')
  const rows = [
    day('2026-11-18', 5), // today
    day('2026-11-16', 3), // Monday of this week
    day('2026-11-15', 7), // Sunday: last week, this month
    day('2026-11-01', 2), // first day of the month
    day('2026-10-31', 11), // last month, within 30 days
    day('2026-09-01', 100), // long ago
  ]

  it('counts today, this week from Monday, this month and the total', () => {
    const stats = summarizeViews(rows, now)
    expect([stats.today, stats.week, stats.month, stats.total]).toEqual([5, 8, 17, 128])
  })

  it('gives the last 30 days oldest first, zero-filled, ending today', () => {
    const { last30 } = summarizeViews(rows, now)
    expect(last30).toHaveLength(30)
    expect(last30[0].day).toBe('2026-10-20')
    expect(last30.at(-1)).toEqual({ day: '2026-11-18', views: 5 })
    expect(last30.find((d) => d.day === '2026-10-31')?.views).toBe(11)
    expect(last30.find((d) => d.day === '2026-11-17')?.views).toBe(0)
    expect(last30.reduce((s, d) => s + d.views, 0)).toBe(28)
  })

  it('adds up two rows of one day and ignores rows without a valid date', () => {
    const stats = summarizeViews([day('2026-11-18', 1), day('2026-11-18', 2), { date: 'nonsense', pageViews: 9 }], now)
    expect(stats.today).toBe(3)
    expect(stats.total).toBe(3)
  })

  it('counts by the Belgian day: a view just after midnight in Belgium belongs to the new day', () => {
    // 00:30 on Monday 23 November in Belgium, still Sunday in UTC.
    const justAfterMidnight = new Date('2026-11-22T23:30:00.000Z')
    const stats = summarizeViews([day('2026-11-23', 4), day('2026-11-22', 6), day('2026-10-31', 1)], justAfterMidnight)
    expect([stats.today, stats.week, stats.month]).toEqual([4, 4, 10])
    expect(stats.last30.at(-1)).toEqual({ day: '2026-11-23', views: 4 })
    // A row the admin's date picker stored at local midnight (the day before in UTC) keeps its Belgian day.
    expect(summarizeViews([{ date: '2026-11-22T23:00:00.000Z', pageViews: 2 }], justAfterMidnight).today).toBe(2)
  })

  it('has nothing to count for a new property', () => {
    const stats = summarizeViews([], now)
    expect([stats.today, stats.week, stats.month, stats.total]).toEqual([0, 0, 0, 0])
    expect(stats.last30.every((d) => d.views === 0)).toBe(true)
  })
})

describe('30-day graph geometry', () => {
  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([niceMax(0), niceMax(3), niceMax(7), niceMax(13), niceMax(48), niceMax(51), niceMax(100)]).toEqual([4, 4, 10, 20, 50, 100, 100])
  })

  it('draws one bar per day, the tallest reaching its value on the scale', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ day: `d${i}`, views: i === 10 ? 40 : i }))
    const g = chartGeometry(days)
    expect(g.bars).toHaveLength(30)
    expect(g.scaleMax).toBe(50)
    const plotHeight = g.plot.bottom - g.plot.top
    expect(g.bars[10].height).toBeCloseTo((40 / 50) * plotHeight)
    expect(g.bars[0].height).toBe(0)
    expect(g.bars[1].x).toBeGreaterThan(g.bars[0].x)
    expect(g.bars.at(-1)!.x + g.bars.at(-1)!.width).toBeLessThanOrEqual(g.plot.right)
    expect(g.ticks.map((t) => t.value)).toEqual([0, 10, 20, 30, 40, 50])
    expect(chartGeometry([{ day: 'x', views: 3 }]).ticks.map((t) => t.value)).toEqual([0, 1, 2, 3, 4])
    expect(chartGeometry([{ day: 'x', views: 70 }]).ticks.map((t) => t.value)).toEqual([0, 25, 50, 75, 100])
    expect(busiestDay(days)).toEqual({ day: 'd10', views: 40 })
    expect(busiestDay([])).toBeNull()
  })
})
