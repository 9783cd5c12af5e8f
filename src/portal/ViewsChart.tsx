import { formatDate, formatNumber } from '@/lib/format'

import { busiestDay, chartGeometry } from './chart'
import type { Translator } from '@/i18n/dictionary'
import type { DayViews } from './stats'

const shortDate = (day: string) => formatDate(day).slice(0, 5)

/**
 * The 30-day graph (spec section 9) as plain SVG: one image with a text summary for screen readers,
 * and the same figures as a table for anyone who wants the numbers.
 */
export function ViewsChart({ days, t }: { days: DayViews[]; t: Translator }) {
  const g = chartGeometry(days)
  const top = busiestDay(days)
  const total = days.reduce((sum, d) => sum + d.views, 0)
  const summary = t('portal.chart.summary', {
    total: formatNumber(total),
    date: top ? formatDate(top.day) : '',
    max: formatNumber(top?.views ?? 0),
  })
  return (
    <figure className="views-chart">
      <figcaption>
        <h3 id="views-chart-title">{t('portal.chart.title')}</h3>
        <p id="views-chart-summary">{summary}</p>
      </figcaption>
      <svg
        viewBox={`0 0 ${g.width} ${g.height}`}
        role="img"
        aria-labelledby="views-chart-title views-chart-summary"
        data-testid="views-chart"
      >
        {g.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={g.plot.left} x2={g.plot.right} y1={tick.y} y2={tick.y} className="chart-grid" />
            <text x={g.plot.left - 6} y={tick.y + 4} textAnchor="end" className="chart-label">
              {formatNumber(tick.value)}
            </text>
          </g>
        ))}
        {g.bars.map((bar, i) => (
          <g key={bar.day}>
            <rect x={bar.x} y={bar.y} width={bar.width} height={Math.max(bar.height, bar.views ? 1 : 0)} className="chart-bar">
              <title>{`${formatDate(bar.day)}: ${formatNumber(bar.views)}`}</title>
            </rect>
            {(i % 5 === 4 || i === 0) && (
              <text x={bar.x + bar.width / 2} y={g.plot.bottom + 18} textAnchor="middle" className="chart-label">
                {shortDate(bar.day)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <details className="chart-table">
        <summary>{t('portal.chart.showTable')}</summary>
        <table>
          <caption className="visually-hidden">{t('portal.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('portal.chart.date')}</th>
              <th scope="col">{t('portal.chart.views')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{formatDate(d.day)}</td>
                <td className="number">{formatNumber(d.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
