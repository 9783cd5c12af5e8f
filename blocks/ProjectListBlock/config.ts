import type { Block } from 'payload'

/** Relation type "project-list": new-build projects. */
export const ProjectListBlock: Block = {
  slug: 'project-list',
  interfaceName: 'ProjectListBlock',
  labels: {
    singular: { en: 'Project list', nl: 'Lijst projecten', fr: 'Liste de projets' },
    plural: { en: 'Project lists', nl: 'Lijsten projecten', fr: 'Listes de projets' },
  },
  fields: [
    {
      name: 'includeSoldOut',
      label: { en: 'Include Sold Out', nl: 'Uitverkochte meetellen', fr: 'Inclure les épuisés' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: {
          en: 'Also list projects whose units are all sold.',
          nl: 'Toon ook projecten waarvan alle eenheden verkocht zijn.',
          fr: 'Lister aussi les projets dont toutes les unités sont vendues.',
        },
      },
    },
  ],
}
