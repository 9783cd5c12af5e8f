import type { ProjectDetail } from '@/data/property'
import type { Translator } from '@/i18n/dictionary'
import { projectPriceLine } from '@/listings/priceLine'

/** A project's general facts: its number, delivery, the kinds of units and the price range. */
export function ProjectFacts({ project, t }: { project: ProjectDetail; t: Translator }) {
  return (
    <section className="facts">
      <h2>{t('detail.group.general')}</h2>
      <dl>
        {project.projectNumber && (
          <div>
            <dt>{t('project.number')}</dt>
            <dd>{project.projectNumber}</dd>
          </div>
        )}
        {project.delivery && (
          <div>
            <dt>{t('project.delivery')}</dt>
            <dd>{project.delivery}</dd>
          </div>
        )}
        {project.typeSummary && (
          <div>
            <dt>{t('project.types')}</dt>
            <dd>{project.typeSummary}</dd>
          </div>
        )}
        <div>
          <dt>{t('project.priceRangeLabel')}</dt>
          <dd>{projectPriceLine(project, t)}</dd>
        </div>
      </dl>
    </section>
  )
}
