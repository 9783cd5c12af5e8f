import { formatNumber } from '@/lib/format'

import type { ViewStats } from './stats'
import { ViewsChart } from './ViewsChart'
import type { Translator } from '@/i18n/dictionary'

/** Page-view counters today, this week, this month and in total, and the 30-day graph (spec sections 3, 9). */
export function StatsPanel({ stats, t }: { stats: ViewStats; t: Translator }) {
  const counters = [
    ['portal.stats.today', stats.today],
    ['portal.stats.week', stats.week],
    ['portal.stats.month', stats.month],
    ['portal.stats.total', stats.total],
  ] as const
  return (
    <section className="portal-card portal-stats" aria-labelledby="portal-stats-title">
      <h2 id="portal-stats-title">{t('portal.stats.title')}</h2>
      <p>{t('portal.stats.intro')}</p>
      <dl className="stat-counters">
        {counters.map(([key, value]) => (
          <div key={key} data-counter={key.split('.').pop()}>
            <dt>{t(key)}</dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <ViewsChart days={stats.last30} t={t} />
    </section>
  )
}
