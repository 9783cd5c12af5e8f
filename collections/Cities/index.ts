import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { TAGS } from '../../src/revalidation/tags'
import { anyone, staff } from '../access'
import { importHash } from '../fields'
import { countryField, zipField } from '../fields/address'
import { geoRow } from '../fields/geo'
import { importedCounts } from '../fields/records'
import { revalidateCollection } from '../hooks/revalidate'

const revalidate = revalidateCollection(() => [TAGS.cities])

/** A town of the search box ("Name [Zip]", spec section 3); listing counts per goal and language are recomputed after each import. */
export const Cities: CollectionConfig = {
  slug: 'cities',
  labels: { singular: { en: 'City', nl: 'Gemeente', fr: 'Commune' }, plural: { en: 'Cities', nl: 'Gemeenten', fr: 'Communes' } },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['name', 'zip', 'countryId'],
    listSearchableFields: ['name', 'zip'],
    group: ADMIN_GROUPS.listings,
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
        { name: 'name', label: LABELS.name, type: 'text', required: true, index: true },
        zipField({ required: true, index: true }),
        countryField(),
      ],
    },
    {
      name: 'label',
      label: LABELS.label,
      type: 'text',
      admin: {
        readOnly: true,
        description: {
          en: 'As shown in the search box: Name [Zip].',
          nl: 'Zoals in het zoekvak: Naam [Postcode].',
          fr: 'Tel qu’affiché dans le champ de recherche : Nom [Code postal].',
        },
      },
    },
    geoRow(),
    importedCounts({
      en: 'Published listings per language: all, sale and rent (PropertyCount), recomputed after each import: { "nl": { "all": 9, "sale": 8, "rent": 1 } }.',
      nl: 'Gepubliceerde panden per taal: alle, te koop en te huur (PropertyCount), herberekend na elke import: { "nl": { "all": 9, "sale": 8, "rent": 1 } }.',
      fr: 'Biens publiés par langue : tous, à vendre et à louer (PropertyCount), recalculés après chaque import : { "nl": { "all": 9, "sale": 8, "rent": 1 } }.',
    }),
    importHash,
  ],
}
