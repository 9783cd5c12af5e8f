import { notFound } from 'next/navigation'

import { getCategoryArticles } from '../../src/data/content'
import { relationId } from '../../src/lib/relation'
import type { CategoryBlock } from '../../src/payload-types'
import { ArticleItems } from '../../src/views/ArticleItems'
import { itemLimitOf } from '../../src/views/moduleSize'
import { Paging } from '../../src/views/Paging'
import type { BlockProps } from '../../src/views/types'

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
