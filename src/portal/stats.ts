/**
 * The owner's statistics (spec sections 3 and 9): page views today, this week (from Monday), this
 * month and in total, and the last 30 days for the graph. Days are Belgian calendar days, each stored
 * at 00:00 UTC of its date (src/data/pageViews.ts).
 */
import { addDays, todayInBelgium } from '../lib/belgianDay'

export interface StatRow {
  date: string
  pageViews?: number | null
}

export interface DayViews {
  /** YYYY-MM-DD */
  day: string
  views: number
}

export interface ViewStats {
  today: number
  week: number
  month: number
  total: number
  last30: DayViews[]
}

const GRAPH_DAYS = 30

/** The Belgian day of a stored date: 00:00 UTC as the site writes it, or local midnight from the admin. */
const dayKey = (date: Date) => todayInBelgium(date)

export function summarizeViews(rows: readonly StatRow[], now = new Date()): ViewStats {
  const byDay = new Map<string, number>()
  for (const row of rows) {
    const date = new Date(row.date)
    if (Number.isNaN(date.getTime())) continue
    const key = dayKey(date)
    byDay.set(key, (byDay.get(key) ?? 0) + Math.max(0, row.pageViews ?? 0))
  }
  const todayKey = todayInBelgium(now)
  // Belgian weeks start on Monday.
  const weekday = new Date(`${todayKey}T00:00:00.000Z`).getUTCDay()
  const weekStart = addDays(todayKey, -((weekday + 6) % 7))
  const monthStart = `${todayKey.slice(0, 8)}01`
  const since = (start: string) => [...byDay].reduce((sum, [key, views]) => (key >= start && key <= todayKey ? sum + views : sum), 0)
  const last30 = Array.from({ length: GRAPH_DAYS }, (_, i) => {
    const day = addDays(todayKey, -(GRAPH_DAYS - 1 - i))
    return { day, views: byDay.get(day) ?? 0 }
  })
  return {
    today: byDay.get(todayKey) ?? 0,
    week: since(weekStart),
    month: since(monthStart),
    total: [...byDay.values()].reduce((sum, views) => sum + views, 0),
    last30,
  }
}
