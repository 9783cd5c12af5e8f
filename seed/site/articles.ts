import type { Payload } from 'payload'

import { articles } from '../content/articles'
import { categories } from '../content/categories'
import type { CategoryKey } from '../content/types'
import { toLexical } from '../lexical'

const quiet = { disableRevalidate: true }
const OTHER = ['fr', 'en'] as const

export async function seedCategories(payload: Payload): Promise<Map<CategoryKey, number>> {
  const ids = new Map<CategoryKey, number>()
  for (const category of categories) {
    const doc = await payload.create({
      collection: 'categories',
      locale: 'nl',
      data: {
        name: category.name.nl,
        section: category.section.nl,
        originalSection: category.originalSection,
        legacyId: category.legacyId,
        breadcrumbPublic: category.breadcrumbPublic,
      },
      context: quiet,
    })
    for (const locale of OTHER) {
      await payload.update({
        collection: 'categories',
        id: doc.id,
        locale,
        data: { name: category.name[locale], section: category.section[locale] },
        context: quiet,
      })
    }
    ids.set(category.key, doc.id)
  }
  return ids
}

/** Every article in nl, fr and en; German stays empty so the fallback shows. */
export async function seedArticles(
  payload: Payload,
  categoryIds: Map<CategoryKey, number>,
  poolMedia: (index: number) => Promise<number>,
): Promise<Record<CategoryKey, number>> {
  const counts = {} as Record<CategoryKey, number>
  const ordinal = new Map<CategoryKey, number>()
  for (const article of articles) {
    // Upload the pool images an article uses before building its rich text.
    const poolIds = new Map<number, number>()
    for (const block of article.body) if (block.kind === 'image') poolIds.set(block.pool, await poolMedia(block.pool))
    const image = await poolMedia(article.image)
    const sort = (ordinal.get(article.category) ?? 0) + 1
    ordinal.set(article.category, sort)

    const texts = (locale: 'nl' | 'fr' | 'en') => ({
      title: article.title[locale],
      slug: article.slug[locale],
      excerpt: article.excerpt[locale],
      subtitle: article.subtitle?.[locale],
      content: toLexical(article.body, locale, (pool) => poolIds.get(pool)),
    })
    const doc = await payload.create({
      collection: 'articles',
      locale: 'nl',
      data: {
        ...texts('nl'),
        category: categoryIds.get(article.category)!,
        status: 'published',
        _status: 'published',
        publishDate: new Date(article.publishDate).toISOString(),
        originalSlug: article.originalSlug,
        image,
        sort,
      },
      context: quiet,
    })
    for (const locale of OTHER) {
      await payload.update({ collection: 'articles', id: doc.id, locale, data: texts(locale), context: quiet })
    }
    counts[article.category] = (counts[article.category] ?? 0) + 1
  }
  return counts
}
