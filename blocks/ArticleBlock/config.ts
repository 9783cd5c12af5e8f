import type { Block } from 'payload'

/** Relation type "article": one or more articles shown in the module's view. */
export const ArticleBlock: Block = {
  slug: 'article',
  interfaceName: 'ArticleBlock',
  labels: { singular: { en: 'Articles', nl: 'Artikels', fr: 'Articles' }, plural: { en: 'Articles', nl: 'Artikels', fr: 'Articles' } },
  fields: [
    {
      name: 'articles',
      label: { en: 'Articles', nl: 'Artikels', fr: 'Articles' },
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      required: true,
    },
  ],
}
