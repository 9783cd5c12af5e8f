import type { Block } from 'payload'

/** Relation type "category": the published articles of one category (blog, testimonials, team…), newest first. */
export const CategoryBlock: Block = {
  slug: 'category',
  interfaceName: 'CategoryBlock',
  labels: {
    singular: { en: 'Category', nl: 'Categorie', fr: 'Catégorie' },
    plural: { en: 'Categories', nl: 'Categorieën', fr: 'Catégories' },
  },
  fields: [
    {
      name: 'category',
      label: { en: 'Category', nl: 'Categorie', fr: 'Catégorie' },
      type: 'relationship',
      relationTo: 'categories',
      required: true,
    },
    {
      name: 'paginate',
      label: { en: 'Paginate', nl: 'Pagineren', fr: 'Paginer' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: {
          en: 'Page through all articles (maxItems per page) instead of showing the first maxItems only.',
          nl: 'Blader door alle artikels (maxItems per pagina) in plaats van alleen de eerste maxItems te tonen.',
          fr: 'Parcourir tous les articles (maxItems par page) au lieu de n’afficher que les maxItems premiers.',
        },
      },
    },
  ],
}
