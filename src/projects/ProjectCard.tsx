import type { ProjectCardData } from '@/data/content'
import type { Translator } from '@/i18n/dictionary'
import { projectPriceLine } from '@/listings/priceLine'
import { IMAGE_SIZES, imageRef } from '@/lib/image'
import { projectPath, type ListingSections } from '@/routing/listingPaths'
import { Picture } from '@/site/Picture'

export function ProjectCard({ project, sections, t }: { project: ProjectCardData; sections: ListingSections; t: Translator }) {
  const photo = imageRef(project.photo, project.title, 400)
  return (
    <article className="property-card project-card">
      <div className="card-media">
        {photo ? <Picture image={photo} sizes={IMAGE_SIZES.card} /> : <span className="no-photo">{t('property.noPhoto')}</span>}
        {project.soldOut && <span className="badge badge-sold">{t('property.status.sold-out')}</span>}
      </div>
      <div className="card-body">
        <h3>
          <a href={projectPath(sections, project)}>{project.title}</a>
        </h3>
        <p className="card-city">{project.city}</p>
        {project.typeSummary && <p className="card-facts">{project.typeSummary}</p>}
        <p className="price">{projectPriceLine(project, t)}</p>
      </div>
    </article>
  )
}
