import type { Block } from 'payload'

/** Relation type "category": the published articles of one category (blog, testimonials, team…), newest first. */
export const CategoryBlock: Block = {
  slug: 'category',
  interfaceName: 'CategoryBlock',
  labels: { singular: 'Category', plural: 'Categories' },
  fields: [
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true },
    {
      name: 'paginate',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Page through all articles (maxItems per page) instead of showing the first maxItems only.' },
    },
  ],
}
