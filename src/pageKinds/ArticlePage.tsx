import { notFound } from 'next/navigation'

import { getArticle } from '@/data/content'
import { getShell } from '@/data/shell'
import { getTranslator } from '@/data/translations'
import { isVacancyCategory } from '@/forms/job-application/definition'
import { JobApplicationForm } from '@/forms/chunks'
import { formTexts } from '@/forms/shared/texts'
import { formatDate } from '@/lib/format'
import { IMAGE_SIZES, imageRef } from '@/lib/image'
import { resolvePublicPath } from '@/routing/routeTable'
import { Breadcrumbs, type Crumb } from '@/site/Breadcrumbs'
import { Picture } from '@/site/Picture'
import { JsonLd } from '@/site/JsonLd'
import type { ResolvedRequest } from './resolve'
import { RichText } from '@/site/RichText'
import { siteOrigin } from '@/site/seo'

/** Blog posts, vacancies, testimonials, selling steps and home services (spec "Article sections"). */
export async function ArticlePage({ request, articleId }: { request: ResolvedRequest; articleId: number }) {
  const { locale, table } = request
  const [article, t, shell] = await Promise.all([getArticle(articleId, locale), getTranslator(locale), getShell(locale)])
  if (!article) notFound()
  const origin = siteOrigin()
  const sectionPath = request.path.replace(/[^/]+\/$/, '')
  // The section is linked only where it is a public page of its own (spec: breadcrumb "public" flag).
  const sectionHref = article.category.breadcrumbPublic && resolvePublicPath(table, sectionPath) ? sectionPath : undefined
  const crumbs: Crumb[] = [
    { name: t('nav.home'), href: `/${locale}/` },
    { name: article.category.name, href: sectionHref },
    { name: article.title },
  ]
  const image = imageRef(article.image, article.title, 1280)
  const date = formatDate(article.publishDate)
  return (
    <article className="page article-page">
      <Breadcrumbs items={crumbs} label={t('nav.breadcrumb')} origin={origin} />
      <header className="page-header">
        <h1>{article.title}</h1>
        {article.subtitle && <p className="page-description">{article.subtitle}</p>}
        {date && <p className="item-date">{t('content.publishedOn', { date })}</p>}
      </header>
      {image && (
        // The article's picture is its largest element above the fold: the LCP.
        <Picture className="article-image" image={image} sizes={IMAGE_SIZES.article} priority />
      )}
      <RichText data={article.content} className="rich-text article-body" />
      {isVacancyCategory(article.category) && (
        <section className="page-form job-application-form" aria-labelledby="job-application-heading">
          <h2 id="job-application-heading">{t('job.title')}</h2>
          <JobApplicationForm
            locale={locale}
            texts={formTexts(t, 'job.')}
            privacyHref={table.byOriginal.get('/privacy-statement/')?.paths[locale] ?? null}
            vacancyId={article.id}
          />
        </section>
      )}
      {sectionHref && (
        <p>
          <a href={sectionHref}>{t('content.backToSection', { section: article.category.name })}</a>
        </p>
      )}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.excerpt || undefined,
          datePublished: article.publishDate,
          dateModified: article.updatedAt,
          inLanguage: locale,
          mainEntityOfPage: `${origin}${request.path}`,
          image: image ? [`${origin}${image.src}`] : undefined,
          author: { '@type': 'Organization', name: shell.siteName },
          publisher: {
            '@type': 'Organization',
            name: shell.siteName,
            ...(shell.header.logo ? { logo: { '@type': 'ImageObject', url: `${origin}${shell.header.logo.src}` } } : {}),
          },
        }}
      />
    </article>
  )
}
