import { getArticlesByIds } from '../../data/content'
import { relationId } from '../../lib/relation'
import type { ArticleBlock } from '../../payload-types'
import { ArticleItems } from '../ArticleItems'
import { itemLimitOf } from '../moduleSize'
import type { BlockProps } from '../types'

/** The chosen articles, in the order staff put them, in the module's view. */
export async function ArticleBlockComponent({ block, module, ctx, itemHeading }: BlockProps<ArticleBlock>) {
  const ids = (block.articles ?? []).map((a) => relationId(a)!)
  const articles = (await getArticlesByIds(ids, ctx.locale)).slice(0, itemLimitOf(module))
  return <ArticleItems articles={articles} module={module} ctx={ctx} itemHeading={itemHeading} />
}
