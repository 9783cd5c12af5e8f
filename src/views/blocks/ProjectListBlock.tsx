import { getProjectCards } from '../../data/content'
import type { ProjectListBlock } from '../../payload-types'
import { ProjectCard } from '../../projects/ProjectCard'
import { itemLimitOf, perRowOf } from '../moduleSize'
import type { BlockProps } from '../types'

/** New-build projects as cards. */
export async function ProjectListBlockComponent({ block, module, ctx }: BlockProps<ProjectListBlock>) {
  const { t } = ctx
  const projects = await getProjectCards(ctx.locale, itemLimitOf(module), Boolean(block.includeSoldOut))
  if (!projects.length) return <p className="empty">{t('list.noProjects')}</p>
  return (
    <ul className="item-grid card-grid" style={{ '--per-row': perRowOf(module) } as React.CSSProperties}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} sections={ctx.sections} t={t} />
        </li>
      ))}
    </ul>
  )
}
