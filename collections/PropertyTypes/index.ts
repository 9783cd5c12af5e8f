import type { CollectionConfig } from 'payload'

import { anyone, staff } from '../access'
import { importHash } from '../fields'
import { revalidateCollection } from '../hooks/revalidate'
import { TAGS } from '../../src/data/tags'

const revalidate = revalidateCollection(() => [TAGS.propertyTypes])

/** Property type (spec section 3): the search box's type list, in ShowOrder. Counts are recomputed after each import. */
export const PropertyTypes: CollectionConfig = {
  slug: 'property-types',
  labels: { singular: 'Property type', plural: 'Property types' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'webId', 'showOrder', 'sale', 'rent'],
    group: 'Listings',
  },
  defaultSort: 'showOrder',
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'webId',
          label: 'WebID',
          type: 'number',
          required: true,
          unique: true,
          index: true,
          admin: { description: 'Type id used by the CRM and in search URLs (?type=1,2).' },
        },
        {
          name: 'showOrder',
          type: 'number',
          required: true,
          defaultValue: 0,
          index: true,
          admin: { description: 'Position in the search box and lists.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sale', type: 'checkbox', defaultValue: true, admin: { description: 'Offered in the sale search.' } },
        { name: 'rent', type: 'checkbox', defaultValue: false, admin: { description: 'Offered in the rent search.' } },
      ],
    },
    {
      name: 'counts',
      type: 'json',
      admin: {
        readOnly: true,
        description:
          'Published listings per language and goal (countSaleProperty, countRentProperty), recomputed after each import: { "nl": { "sale": 12, "rent": 3 } }.',
      },
    },
    { name: 'icon', type: 'upload', relationTo: 'media', admin: { description: 'Optional; WebID 1-7 have built-in icons.' } },
    importHash,
  ],
}
