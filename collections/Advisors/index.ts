import type { CollectionConfig } from 'payload'

import { staff, staffOrWhere } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { TAGS } from '../../src/data/tags'

const revalidate = revalidateCollection(() => [TAGS.advisors, TAGS.menus])

/** The agency's advisors: "your agent" for owners; each has a free-valuation page and thank-you page. */
export const Advisors: CollectionConfig = {
  slug: 'advisors',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'sort', 'published'],
    group: 'People',
  },
  defaultSort: 'sort',
  access: { read: staffOrWhere('published', true), create: staff, update: staff, delete: staff },
  hooks: {
    beforeChange: [
      ({ data }) => {
        data.name = [data.firstName, data.lastName].filter(Boolean).join(' ')
        return data
      },
    ],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    { name: 'name', type: 'text', admin: { readOnly: true } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Segment of the valuation page: /nl/gratis-schatting/{slug}/.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          type: 'email',
          required: true,
          admin: { description: "Receives the valuation requests of this advisor's page and owner login notices." },
        },
        { name: 'phone', type: 'text', admin: { description: 'Digits only.' } },
      ],
    },
    { name: 'role', type: 'text', localized: true },
    { name: 'bio', type: 'textarea', localized: true },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'published', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
}
