import { getProjectCards } from '@/data/content'
import type { ProjectDetail } from '@/data/property'
import { getTranslator } from '@/data/translations'
import { ProjectContact } from '@/forms/chunks'
import { ContactBar } from '@/forms/contactBar/ContactBar'
import { contactBarProps } from '@/forms/contactBar/contactBarProps'
import { getShell } from '@/data/shell'
import { formTexts } from '@/forms/shared/texts'
import { cleanDescription } from '@/lib/text'
import { ListingGallery } from '@/properties/detail/ListingGallery'
import { galleryLabels } from '@/properties/detail/galleryLabels'
import { projectPriceLine } from '@/listings/priceLine'
import { projectPath } from '@/routing/listingPaths'
import { Breadcrumbs } from '@/site/Breadcrumbs'
import { JsonLd } from '@/site/JsonLd'
import type { ResolvedRequest } from './resolve'
import { siteOrigin } from '@/site/seo'

import { ProjectCard } from '@/projects/ProjectCard'
import { DescriptionSection } from './detail/DescriptionSection'
import { documentLinks, galleryPhotos, structuredDataImages } from './detail/detailMedia'
import { DocumentsSection } from './detail/DocumentsSection'
import { PriceListSection } from './detail/PriceListSection'
import { ProjectFacts } from './detail/ProjectFacts'

/** A new-build project (spec "Project detail"): description, gallery, the price list of its units, documents and other projects. */
export async function ProjectPage({ request, project }: { request: ResolvedRequest; project: ProjectDetail }) {
  const { locale, sections, table } = request
  const [t, others, shell] = await Promise.all([getTranslator(locale), getProjectCards(locale, 4, false), getShell(locale)])
  const advisor = project.advisor && typeof project.advisor === 'object' ? project.advisor : null
  const origin = siteOrigin()
  const path = projectPath(sections, project)
  const photos = galleryPhotos(project.photos, project.title)
  const address = project.publicAddress
    ? [[project.street, project.houseNumber].filter(Boolean).join(' '), `${project.zip} ${project.city}`].filter(Boolean).join(', ')
    : `${project.zip} ${project.city}`
  const similar = others.filter((p) => p.id !== project.id).slice(0, 3)

  return (
    <article className="page project-page">
      <Breadcrumbs
        items={[
          { name: t('nav.home'), href: `/${locale}/` },
          { name: t('detail.projects'), href: sections.projects },
          { name: project.title },
        ]}
        label={t('nav.breadcrumb')}
        origin={origin}
      />
      <header className="property-header">
        <div>
          <h1>{project.title}</h1>
          <p className="property-place">{address}</p>
        </div>
        <div className="property-price">
          {project.status === 'sold-out' && <span className="badge badge-sold">{t('property.status.sold-out')}</span>}
          <p className="price">{projectPriceLine(project, t)}</p>
        </div>
      </header>
      <ListingGallery photos={photos.thumbs} large={photos.large} labels={galleryLabels(t, { photos: photos.thumbs.length, plans: 0 })} />
      <ProjectFacts project={project} t={t} />
      <DescriptionSection text={project.description} t={t} />
      <PriceListSection project={project} sections={sections} t={t} />
      <DocumentsSection documents={documentLinks(project.documents)} empty={t('property.noDocuments')} t={t} />
      {project.status !== 'sold-out' && (
        <section className="project-contact" aria-labelledby="project-form-heading">
          <h2 id="project-form-heading">{t('projectForm.title')}</h2>
          <ProjectContact
            project={project.externalId}
            title={project.title}
            locale={locale}
            texts={formTexts(t, 'contactBar.visitTitle', 'contactBar.visitMessage', 'contactBar.askTitle', 'propertyForm.about')}
            privacyHref={table.byOriginal.get('/privacy-statement/')?.paths[locale] ?? null}
          />
        </section>
      )}
      {project.status !== 'sold-out' && (
        // Issue 37 point 1: on a phone, call, WhatsApp, ask or visit at hand (CSS shows it below 767 px).
        <ContactBar
          {...contactBarProps(t, {
            phone: advisor?.phone || shell.organisation.phone,
            listing: { title: project.title, reference: project.projectNumber, url: `${origin}${path}` },
            island: 'project-contact',
            forms: { info: '#project-info', visit: '#project-info' },
          })}
        />
      )}
      <section className="similar">
        <h2>{t('project.similar')}</h2>
        {similar.length ? (
          <ul className="item-grid card-grid" style={{ '--per-row': 3 } as React.CSSProperties}>
            {similar.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} sections={sections} t={t} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('list.noProjects')}</p>
        )}
      </section>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'RealEstateListing',
          name: project.title,
          url: `${origin}${path}`,
          description: cleanDescription(project.description, 300) || undefined,
          image: structuredDataImages(photos.large, origin),
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'EUR',
            ...(project.priceMin ? { lowPrice: project.priceMin } : {}),
            ...(project.priceMax ? { highPrice: project.priceMax } : {}),
            offerCount: project.units.length,
          },
        }}
      />
    </article>
  )
}
