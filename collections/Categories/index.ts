import type { CollectionConfig } from 'payload'

import { anyone, staff } from '../access'
import { pathRedirects } from '../hooks/pathRedirects'
import { revalidateCollection } from '../hooks/revalidate'
import { TAGS } from '../../src/data/tags'

const revalidate = revalidateCollection(() => [TAGS.categories, TAGS.articles, TAGS.menus])
const redirects = pathRedirects()

/** An article category (blog, testimonials, team, vacancies, selling approach, home services): it decides the article's public section path. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'section', 'legacyId'],
    group: 'Content',
  },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    beforeChange: [redirects.beforeChange],
    afterChange: [revalidate.afterChange, redirects.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'section',
          type: 'text',
          required: true,
          localized: true,
          index: true,
          admin: { description: 'First path segment of its articles in this language: /nl/{section}/{slug}/.' },
        },
        {
          name: 'originalSection',
          type: 'text',
          index: true,
          admin: { description: 'Section of the original site (/blog/{slug}/ redirects to the article).' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'legacyId',
          label: 'Original id',
          type: 'number',
          unique: true,
          index: true,
          admin: { description: 'Category id of the original site (6 team, 9 testimonials, 11 blog, 13 vacancies).' },
        },
        {
          name: 'breadcrumbPublic',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Whether the section appears as a linked breadcrumb item (off for verkopen and getuigenissen).' },
        },
      ],
    },
  ],
}
