import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { TAGS } from '../../src/revalidation/tags'
import { anyone, staff } from '../access'
import { pathRedirects } from '../hooks/pathRedirects'
import { revalidateCollection } from '../hooks/revalidate'

const revalidate = revalidateCollection(() => [TAGS.categories, TAGS.articles, TAGS.menus])
const redirects = pathRedirects()

/** An article category (blog, testimonials, team, vacancies, selling approach, home services): it decides the article's public section path. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: {
    singular: { en: 'Category', nl: 'Categorie', fr: 'Catégorie' },
    plural: { en: 'Categories', nl: 'Categorieën', fr: 'Catégories' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'section', 'legacyId'],
    group: ADMIN_GROUPS.content,
  },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    beforeChange: [redirects.beforeChange],
    afterChange: [revalidate.afterChange, redirects.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'section',
          label: { en: 'Section', nl: 'Rubriek', fr: 'Rubrique' },
          type: 'text',
          required: true,
          localized: true,
          index: true,
          admin: {
            description: {
              en: 'First path segment of its articles in this language: /nl/{section}/{slug}/.',
              nl: 'Eerste deel van de URL van de artikels in deze taal: /nl/{section}/{slug}/.',
              fr: 'Première partie de l’URL de ses articles dans cette langue : /nl/{section}/{slug}/.',
            },
          },
        },
        {
          name: 'originalSection',
          label: { en: 'Original Section', nl: 'Oorspronkelijke rubriek', fr: 'Rubrique d’origine' },
          type: 'text',
          index: true,
          admin: {
            description: {
              en: 'Section of the original site (/blog/{slug}/ redirects to the article).',
              nl: 'Rubriek op de oorspronkelijke site (/blog/{slug}/ verwijst door naar het artikel).',
              fr: 'Rubrique du site d’origine (/blog/{slug}/ redirige vers l’article).',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'legacyId',
          label: LABELS.legacyId,
          type: 'number',
          unique: true,
          index: true,
          admin: {
            description: {
              en: 'Category id of the original site (6 team, 9 testimonials, 11 blog, 13 vacancies).',
              nl: 'Categorie-id op de oorspronkelijke site (6 team, 9 getuigenissen, 11 blog, 13 vacatures).',
              fr: 'Id de catégorie sur le site d’origine (6 équipe, 9 témoignages, 11 blog, 13 offres d’emploi).',
            },
          },
        },
        {
          name: 'breadcrumbPublic',
          label: { en: 'Breadcrumb Public', nl: 'Kruimelpad tonen', fr: 'Afficher dans le fil d’Ariane' },
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description: {
              en: 'Whether the section appears as a linked breadcrumb item (off for verkopen and getuigenissen).',
              nl: 'Of de rubriek als gelinkt item in het kruimelpad staat (uit voor verkopen en getuigenissen).',
              fr: 'Si la rubrique apparaît comme lien dans le fil d’Ariane (désactivé pour verkopen et getuigenissen).',
            },
          },
        },
      ],
    },
  ],
}
