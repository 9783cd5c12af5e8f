import { formatDate } from '@/lib/format'
import { imageRef } from '@/lib/image'
import { cleanDescription, lexicalPlainText } from '@/lib/text'
import type { Article, Module } from '@/payload-types'

import { perRowOf } from './moduleSize'
import { moduleViewOf } from './moduleViews'
import type { ModuleContext, ViewItem, ViewLabels } from './types'

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

/** Articles (of the article and category blocks) in the module's view. */
export function ArticleItems({
  articles,
  module,
  ctx,
  itemHeading,
}: {
  articles: Article[]
  module: Module
  ctx: ModuleContext
  itemHeading: 2 | 3
}) {
  const { t } = ctx
  const entry = moduleViewOf(module.view)
  const items = articles.map((a) => toItem(a, ctx, Boolean(entry?.withDate)))
  if (!items.length) return <p className="empty">{t('content.noArticles')}</p>
  if (!entry) return <p className="empty">{t('error.viewNotFound')}</p>
  const labels: ViewLabels = {
    readMore: t('content.readMore'),
    readMoreAbout: t('content.readMoreAbout', { title: '{title}' }),
    publishedOn: t('content.publishedOn', { date: '{date}' }),
  }
  const { View } = entry
  return (
    <View
      items={items}
      perRow={perRowOf(module)}
      labels={labels}
      headingLevel={itemHeading}
      sliderLabels={{ ...ctx.sliderLabels, region: module.title || ctx.sliderLabels.region }}
    />
  )
}
