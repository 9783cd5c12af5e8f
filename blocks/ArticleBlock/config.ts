import type { Block } from 'payload'

/** Relation type "article": one or more articles shown in the module's view. */
export const ArticleBlock: Block = {
  slug: 'article',
  interfaceName: 'ArticleBlock',
  labels: { singular: 'Articles', plural: 'Articles' },
  fields: [{ name: 'articles', type: 'relationship', relationTo: 'articles', hasMany: true, required: true }],
}
