import { getArticlesByIds } from '../../src/data/content'
import { relationId } from '../../src/lib/relation'
import type { ArticleBlock } from '../../src/payload-types'
import { ArticleItems } from '../../src/views/ArticleItems'
import { itemLimitOf } from '../../src/views/moduleSize'
import type { BlockProps } from '../../src/views/types'

/** The chosen articles, in the order staff put them, in the module's view. */
export async function ArticleBlockComponent({ block, module, ctx, itemHeading }: BlockProps<ArticleBlock>) {
  const ids = (block.articles ?? []).map((a) => relationId(a)!)
  const articles = (await getArticlesByIds(ids, ctx.locale)).slice(0, itemLimitOf(module))
  return <ArticleItems articles={articles} module={module} ctx={ctx} itemHeading={itemHeading} />
}
