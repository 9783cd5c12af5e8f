import { getProjectCards } from '@/data/content'
import type { ProjectDetail } from '@/data/property'
import { getTranslator } from '@/data/translations'
import { ProjectContact } from '@/forms/chunks'
import { ContactBar } from '@/forms/contactBar/ContactBar'
import { contactBarProps } from '@/forms/contactBar/contactBarProps'
import { getShell } from '@/data/shell'
import { formTexts } from '@/forms/shared/texts'
import type { DictionaryKey } from '@/i18n/dictionary'
import { formatNumber } from '@/lib/format'
import { imageRef, LIGHTBOX_MAX_WIDTH, mediaHref } from '@/lib/image'
import { cleanDescription } from '@/lib/text'
import { Gallery } from '@/properties/chunks'
import { galleryLabels } from '@/properties/detail/galleryLabels'
import { priceLine, projectPriceLine } from '@/listings/priceLine'
import { projectPath, propertyPath } from '@/routing/listingPaths'
import { Breadcrumbs } from '@/site/Breadcrumbs'
import { JsonLd } from '@/site/JsonLd'
import type { ResolvedRequest } from './resolve'
import { siteOrigin } from '@/site/seo'

import { ProjectCard } from '@/projects/ProjectCard'
import { priceListShowsFloor } from '@/projects/priceList'

/** A new-build project (spec "Project detail"): description, gallery, the price list of its units, documents and other projects. */
export async function ProjectPage({ request, project }: { request: ResolvedRequest; project: ProjectDetail }) {
  const { locale, sections, table } = request
  const [t, others, shell] = await Promise.all([getTranslator(locale), getProjectCards(locale, 4, false), getShell(locale)])
  const advisor = project.advisor && typeof project.advisor === 'object' ? project.advisor : null
  const origin = siteOrigin()
  const path = projectPath(sections, project)
  // The lightbox shows photos full screen: up to 2560 px there, 1920 everywhere else.
  const photos = (project.photos ?? [])
    .map((m, i) => imageRef(m, `${project.title} (${i + 1})`, 1280, { maxWidth: LIGHTBOX_MAX_WIDTH }))
    .filter((p) => p !== null)
  const thumbs = (project.photos ?? []).map((m, i) => imageRef(m, `${project.title} (${i + 1})`, 800)).filter((p) => p !== null)
  const documents = (project.documents ?? [])
    .map((d) => {
      const file = d.file && typeof d.file === 'object' ? d.file : null
      return { title: d.title || file?.filename || d.url || '', href: mediaHref(file) ?? d.url }
    })
    .filter((d) => d.href)
  const address = project.publicAddress
    ? [[project.street, project.houseNumber].filter(Boolean).join(' '), `${project.zip} ${project.city}`].filter(Boolean).join(', ')
    : `${project.zip} ${project.city}`
  const similar = others.filter((p) => p.id !== project.id).slice(0, 3)
  const showFloor = priceListShowsFloor(project.units)
  const unitStatus = (status?: string | null) =>
    status && status !== 'for-sale' && status !== 'for-rent' ? t(`property.status.${status}` as DictionaryKey) : t('project.available')

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
      <Gallery photos={thumbs} large={photos} labels={galleryLabels(t)} />
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
      {project.description && (
        <section className="property-description">
          <h2>{t('detail.description')}</h2>
          {project.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      )}
      <section className="price-list">
        <h2>{t('project.priceList')}</h2>
        {project.units.length === 0 ? (
          <p className="empty">{t('property.noConstruction')}</p>
        ) : (
          <div className="table-scroll">
            <table className="stacked-table">
              <caption className="visually-hidden">
                {t('project.priceList')}: {project.title}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('project.unit')}</th>
                  <th scope="col">{t('project.status')}</th>
                  {showFloor && <th scope="col">{t('project.floor')}</th>}
                  <th scope="col">{t('project.surface')}</th>
                  <th scope="col">{t('project.bedrooms')}</th>
                  <th scope="col">{t('project.price')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('list.map.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {project.units.map((unit) => (
                  <tr key={unit.id} data-status={unit.status ?? undefined}>
                    <th scope="row">{unit.title}</th>
                    <td data-label={t('project.status')}>{unitStatus(unit.status)}</td>
                    {showFloor && <td data-label={t('project.floor')}>{unit.floors ?? '–'}</td>}
                    <td data-label={t('project.surface')}>
                      {unit.surface ? t('property.surfaceValue', { value: formatNumber(unit.surface) }) : '–'}
                    </td>
                    <td data-label={t('project.bedrooms')}>{unit.bedrooms ?? '–'}</td>
                    <td data-label={t('project.price')}>{priceLine(unit, t)}</td>
                    <td className="row-link">
                      <a href={propertyPath(sections, { ...unit, project })}>
                        {t('project.viewShort')}
                        <span className="visually-hidden"> {unit.title}</span>
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="property-documents">
        <h2>{t('detail.documents')}</h2>
        {documents.length ? (
          <ul>
            {documents.map((d) => (
              <li key={d.href}>
                <a href={d.href!}>{d.title}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('property.noDocuments')}</p>
        )}
      </section>
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
          image: photos.slice(0, 5).map((p) => (p.src.startsWith('http') ? p.src : `${origin}${p.src}`)),
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
