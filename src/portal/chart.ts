import type { DayViews } from './stats'

/** Geometry of the 30-day bar graph (plain SVG): one bar per day, scaled to a rounded maximum. */
export interface ChartBar {
  day: string
  views: number
  x: number
  y: number
  width: number
  height: number
}

export interface ChartGeometry {
  width: number
  height: number
  /** The value of the top grid line. */
  scaleMax: number
  /** Grid lines from 0 to scaleMax with their y position. */
  ticks: Array<{ value: number; y: number }>
  bars: ChartBar[]
  plot: { left: number; top: number; right: number; bottom: number }
}

/** A round top for the scale: 1, 2 or 5 times a power of ten, at least 4 so small counts still show steps. */
export function niceMax(max: number): number {
  if (max <= 4) return 4
  const power = 10 ** Math.floor(Math.log10(max))
  const step = [1, 2, 5, 10].find((f) => f * power >= max) ?? 10
  return step * power
}

export function chartGeometry(days: readonly DayViews[], size = { width: 720, height: 240 }): ChartGeometry {
  const plot = { left: 40, top: 12, right: size.width - 8, bottom: size.height - 28 }
  const scaleMax = niceMax(Math.max(0, ...days.map((d) => d.views)))
  const plotHeight = plot.bottom - plot.top
  const slot = (plot.right - plot.left) / Math.max(1, days.length)
  const barWidth = Math.max(2, slot * 0.7)
  const y = (value: number) => plot.bottom - (value / scaleMax) * plotHeight
  // Whole-number grid lines: quarters of 4, 20, 100…, fifths of 5, 10, 50…
  const steps = scaleMax % 4 === 0 ? 4 : 5
  return {
    ...size,
    scaleMax,
    plot,
    ticks: Array.from({ length: steps + 1 }, (_, i) => (scaleMax / steps) * i).map((value) => ({ value, y: y(value) })),
    bars: days.map((d, i) => ({
      day: d.day,
      views: d.views,
      x: plot.left + i * slot + (slot - barWidth) / 2,
      y: y(d.views),
      width: barWidth,
      height: plot.bottom - y(d.views),
    })),
  }
}

/** The busiest day of the period (the first one on a tie), for the chart's text summary. */
export function busiestDay(days: readonly DayViews[]): DayViews | null {
  return days.reduce<DayViews | null>((best, d) => (!best || d.views > best.views ? d : best), null)
}
