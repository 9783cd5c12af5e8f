import type { CollectionConfig } from 'payload'

import { anyone, staff } from '../access'
import { importHash } from '../fields'
import { revalidateCollection } from '../hooks/revalidate'
import { TAGS } from '../../src/data/tags'

const revalidate = revalidateCollection(() => [TAGS.cities])

/** A town of the search box ("Name [Zip]", spec section 3); listing counts per goal and language are recomputed after each import. */
export const Cities: CollectionConfig = {
  slug: 'cities',
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['name', 'zip', 'countryId'],
    listSearchableFields: ['name', 'zip'],
    group: 'Listings',
  },
  defaultSort: 'name',
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    beforeChange: [
      ({ data }) => {
        data.label = `${data.name} [${data.zip}]`
        return data
      },
    ],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  indexes: [{ fields: ['zip', 'name'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, index: true },
        { name: 'zip', type: 'text', required: true, index: true },
        {
          name: 'countryId',
          type: 'select',
          defaultValue: '10',
          options: [
            { label: 'Belgium (10)', value: '10' },
            { label: 'Luxembourg (50)', value: '50' },
          ],
        },
      ],
    },
    { name: 'label', type: 'text', admin: { readOnly: true, description: 'As shown in the search box: Name [Zip].' } },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number' },
        { name: 'longitude', type: 'number' },
      ],
    },
    {
      name: 'counts',
      type: 'json',
      admin: {
        readOnly: true,
        description:
          'Published listings per language: all, sale and rent (PropertyCount), recomputed after each import: { "nl": { "all": 9, "sale": 8, "rent": 1 } }.',
      },
    },
    importHash,
  ],
}
