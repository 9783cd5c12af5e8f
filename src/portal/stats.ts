/**
 * The owner's statistics (spec sections 3 and 9): page views today, this week (from Monday), this
 * month and in total, and the last 30 days for the graph. Days are UTC days, as property-stats stores
 * them (src/data/pageViews.ts).
 */
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

export const GRAPH_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

const dayKey = (date: Date) => date.toISOString().slice(0, 10)
const startOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

export function summarizeViews(rows: readonly StatRow[], now = new Date()): ViewStats {
  const byDay = new Map<string, number>()
  for (const row of rows) {
    const date = new Date(row.date)
    if (Number.isNaN(date.getTime())) continue
    const key = dayKey(date)
    byDay.set(key, (byDay.get(key) ?? 0) + Math.max(0, row.pageViews ?? 0))
  }
  const today = startOfDay(now)
  const todayKey = dayKey(today)
  // Belgian weeks start on Monday.
  const weekStart = dayKey(new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS))
  const monthStart = dayKey(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)))
  const since = (start: string) => [...byDay].reduce((sum, [key, views]) => (key >= start && key <= todayKey ? sum + views : sum), 0)
  const last30 = Array.from({ length: GRAPH_DAYS }, (_, i) => {
    const day = dayKey(new Date(today.getTime() - (GRAPH_DAYS - 1 - i) * DAY_MS))
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
