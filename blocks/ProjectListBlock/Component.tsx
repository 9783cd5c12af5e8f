import { getProjectCards } from '../../src/data/content'
import type { ProjectListBlock } from '../../src/payload-types'
import { ProjectCard } from '../../src/projects/ProjectCard'
import { itemLimitOf, perRowOf } from '../../src/views/moduleSize'
import type { BlockProps } from '../../src/views/types'

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
