import { notFound } from 'next/navigation'

import { getCategoryArticles } from '../../data/content'
import { relationId } from '../../lib/relation'
import type { CategoryBlock } from '../../payload-types'
import { ArticleItems } from '../ArticleItems'
import { itemLimitOf } from '../moduleSize'
import { Paging } from '../Paging'
import type { BlockProps } from '../types'

/** A category's published articles, newest first, in the module's view; paged when staff ask for it. */
export async function CategoryBlockComponent({ block, module, ctx, itemHeading }: BlockProps<CategoryBlock>) {
  const { t } = ctx
  const categoryId = relationId(block.category)!
  const page = block.paginate ? ctx.page : 1
  const result = await getCategoryArticles(categoryId, ctx.locale, itemLimitOf(module), page)
  // /nl/blog/9/ past the last page is not a page.
  if (page > Math.max(1, result.totalPages)) notFound()
  return (
    <>
      <ArticleItems articles={result.docs} module={module} ctx={ctx} itemHeading={itemHeading} />
      {block.paginate && (
        <Paging
          page={result.page}
          totalPages={result.totalPages}
          basePath={ctx.path}
          labels={{
            nav: t('paging.label'),
            text: t('paging.text', { page: result.page, pages: result.totalPages }),
            previous: t('paging.previous'),
            next: t('paging.next'),
          }}
        />
      )}
    </>
  )
}
