import { notFound } from 'next/navigation'

import { ContactBlockView } from '../../blocks/ContactBlock/Component'
import { ExternalBlockView } from '../../blocks/ExternalBlock/Component'
import { getArticlesByIds, getCategoryArticles, getProjectCards, getPropertyCards } from '@/data/content'
import type { ShellData } from '@/data/shell'
import type { DictionaryKey } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import { imageRef } from '@/lib/image'
import { cleanDescription, lexicalPlainText } from '@/lib/text'
import type { Article, Module } from '@/payload-types'
import { ProjectCard } from '@/projects/ProjectCard'
import { ListScreen } from '@/properties/ListScreen'
import { PropertyCard } from '@/properties/PropertyCard'
import type { PropertySearch } from '@/properties/searchParams'
import type { ListingSections } from '@/routing/listingPaths'
import { RichText } from '@/site/RichText'
import type { SliderLabels } from '@/site/Slider'

import { CardsView } from './CardsView'
import { ListView } from './ListView'
import { OddsView } from './OddsView'
import { Paging } from './Paging'
import { SingleView } from './SingleView'
import { SliderView } from './SliderView'
import { TeamView } from './TeamView'
import type { ViewItem, ViewLabels } from './types'

type T = (key: DictionaryKey, values?: Record<string, string | number>) => string

export interface ModuleContext {
  locale: Locale
  t: T
  /** Public path of each article in the page's language. */
  articlePath: (id: number) => string | undefined
  sections: ListingSections
  organisation: ShellData['organisation']
  /** The page being shown and its page number (/nl/blog/2/: paged category modules). */
  path: string
  page: number
  valuationHref: string | null
  /** The privacy statement in the page's language (forms link it, spec section 5). */
  privacyHref: string | null
  sliderLabels: SliderLabels
  /** The property search of a filtered list URL (list-results route); none on the cached page. */
  search?: PropertySearch
}

function toItem(article: Article, ctx: ModuleContext, withDate: boolean): ViewItem {
  return {
    id: article.id,
    title: article.title,
    subtitle: article.subtitle,
    text: cleanDescription(article.excerpt || lexicalPlainText(article.content)),
    href: ctx.articlePath(article.id),
    image: imageRef(article.image, article.title, 600),
    date: withDate ? formatDate(article.publishDate) : undefined,
  }
}

const perRowOf = (module: Module) => Math.min(6, Math.max(1, module.numberItemOfRow ?? 3))

/**
 * One content module of a page (spec "Module"): its title and descriptions, then its relation
 * (articles, a category, properties, projects, an external widget or contact details) in its view.
 */
export async function ModuleSection({ module, ctx, demoteH1 }: { module: Module; ctx: ModuleContext; demoteH1: boolean }) {
  const { t } = ctx
  const block = module.content?.[0]
  const limit = Math.max(1, module.maxItems ?? 4)
  const hasTitle = Boolean(module.titlePublic && module.title)
  const TitleTag = module.titleSize === 'h1' && !demoteH1 ? 'h1' : 'h2'
  const itemHeading: 2 | 3 = hasTitle ? 3 : 2
  const labels: ViewLabels = { readMore: t('content.readMore'), readMoreAbout: t('content.readMoreAbout', { title: '{title}' }), publishedOn: t('content.publishedOn', { date: '{date}' }) }

  let body: React.ReactNode = null
  let paging: React.ReactNode = null
  if (block?.blockType === 'category' || block?.blockType === 'article') {
    const withDate = module.view === 'news-view'
    let articles: Article[]
    if (block.blockType === 'category') {
      const categoryId = typeof block.category === 'object' ? block.category.id : block.category
      const page = block.paginate ? ctx.page : 1
      const result = await getCategoryArticles(categoryId, ctx.locale, limit, page)
      // /nl/blog/9/ past the last page is not a page.
      if (page > Math.max(1, result.totalPages)) notFound()
      articles = result.docs
      if (block.paginate) {
        paging = (
          <Paging
            page={result.page}
            totalPages={result.totalPages}
            basePath={ctx.path}
            labels={{ nav: t('paging.label'), text: t('paging.text', { page: result.page, pages: result.totalPages }), previous: t('paging.previous'), next: t('paging.next') }}
          />
        )
      }
    } else {
      const ids = (block.articles ?? []).map((a) => (typeof a === 'object' ? a.id : a))
      articles = (await getArticlesByIds(ids, ctx.locale)).slice(0, limit)
    }
    const items = articles.map((a) => toItem(a, ctx, withDate))
    const props = { items, perRow: perRowOf(module), labels, headingLevel: itemHeading }
    if (!items.length) body = <p className="empty">{t('content.noArticles')}</p>
    else if (module.view === 'list-view') body = <ListView {...props} />
    else if (module.view === 'slider-view') body = <SliderView {...props} sliderLabels={{ ...ctx.sliderLabels, region: module.title || ctx.sliderLabels.region }} />
    else if (module.view === 'odds-view') body = <OddsView {...props} />
    else if (module.view === 'ons-team-view') body = <TeamView {...props} />
    else if (module.view === 'single-view') body = <SingleView {...props} />
    else if (module.view === 'module-view' || module.view === 'news-view') body = <CardsView {...props} withDate={withDate} />
    else body = <p className="empty">{t('error.viewNotFound')}</p>
  } else if (block?.blockType === 'property-list' && block.showSearch) {
    body = (
      <ListScreen
        listing={block.listing}
        locale={ctx.locale}
        t={t}
        sections={ctx.sections}
        path={ctx.path}
        pageSize={limit}
        perRow={perRowOf(module)}
        search={ctx.search}
      />
    )
  } else if (block?.blockType === 'property-list') {
    const cards = await getPropertyCards(block.listing, ctx.locale, limit)
    body = cards.length ? (
      <ul className="item-grid card-grid" style={{ '--per-row': perRowOf(module) } as React.CSSProperties}>
        {cards.map((card) => (
          <li key={card.id}>
            <PropertyCard card={card} sections={ctx.sections} t={t} />
          </li>
        ))}
      </ul>
    ) : (
      <p className="empty">{t('list.noResults')}</p>
    )
  } else if (block?.blockType === 'project-list') {
    const projects = await getProjectCards(ctx.locale, limit, Boolean(block.includeSoldOut))
    body = projects.length ? (
      <ul className="item-grid card-grid" style={{ '--per-row': perRowOf(module) } as React.CSSProperties}>
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} sections={ctx.sections} t={t} />
          </li>
        ))}
      </ul>
    ) : (
      <p className="empty">{t('list.noProjects')}</p>
    )
  } else if (block?.blockType === 'external') {
    body = <ExternalBlockView block={block} title={module.title || t('content.externalFallback')} fallbackLabel={t('content.externalFallback')} />
  } else if (block?.blockType === 'contact') {
    body = <ContactBlockView variant={block.variant === 'small' ? 'small' : 'full'} organisation={ctx.organisation} t={t} locale={ctx.locale} privacyHref={ctx.privacyHref} />
  }

  const background = module.backgroundType === 'color' && module.colorBackground ? { background: module.colorBackground } : module.backgroundType === 'image' ? backgroundImage(module.image) : undefined
  return (
    <section
      className={['module', module.view, block ? `relation-${block.blockType}` : null, module.class, module.backgroundType ? 'has-background' : null].filter(Boolean).join(' ')}
      data-span={module.span ?? '12'}
      style={{ ...background, '--col-sm': module.col?.sm ?? '12', '--col-md': module.col?.md ?? '12', '--col-lg': module.col?.lg ?? '12' } as React.CSSProperties}
    >
      <div className="module-inner">
        {hasTitle && <TitleTag className="module-title">{module.title}</TitleTag>}
        <RichText data={module.description} className="rich-text module-description" />
        {body}
        {paging}
        <RichText data={module.description2} className="rich-text module-description" />
      </div>
    </section>
  )
}

function backgroundImage(media: unknown): React.CSSProperties | undefined {
  const image = imageRef(media, '', 1360)
  return image ? { backgroundImage: `url(${JSON.stringify(image.src)})` } : undefined
}
