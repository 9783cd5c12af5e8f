import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { TAGS } from '../../src/revalidation/tags'
import { anyone, staff } from '../access'
import { importHash } from '../fields'
import { importedCounts } from '../fields/records'
import { revalidateCollection } from '../hooks/revalidate'

const revalidate = revalidateCollection(() => [TAGS.propertyTypes])

/** Property type (spec section 3): the search box's type list, in ShowOrder. Counts are recomputed after each import. */
export const PropertyTypes: CollectionConfig = {
  slug: 'property-types',
  labels: {
    singular: { en: 'Property type', nl: 'Type pand', fr: 'Type de bien' },
    plural: { en: 'Property types', nl: 'Types panden', fr: 'Types de biens' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'webId', 'showOrder', 'sale', 'rent'],
    group: ADMIN_GROUPS.listings,
  },
  defaultSort: 'showOrder',
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'webId',
          label: { en: 'WebID', nl: 'WebID', fr: 'WebID' },
          type: 'number',
          required: true,
          unique: true,
          index: true,
          admin: {
            description: {
              en: 'Type id used by the CRM and in search URLs (?type=1,2).',
              nl: "Type-id van het CRM en in de zoek-URL's (?type=1,2).",
              fr: 'Id du type utilisé par le CRM et dans les URL de recherche (?type=1,2).',
            },
          },
        },
        {
          name: 'showOrder',
          label: { en: 'Show Order', nl: 'Volgorde', fr: 'Ordre d’affichage' },
          type: 'number',
          required: true,
          defaultValue: 0,
          index: true,
          admin: {
            description: {
              en: 'Position in the search box and lists.',
              nl: 'Plaats in het zoekvak en de lijsten.',
              fr: 'Position dans le champ de recherche et les listes.',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sale',
          label: { en: 'Sale', nl: 'Verkoop', fr: 'Vente' },
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description: {
              en: 'Offered in the sale search.',
              nl: 'Aangeboden bij zoeken naar te koop.',
              fr: 'Proposé dans la recherche « à vendre ».',
            },
          },
        },
        {
          name: 'rent',
          label: { en: 'Rent', nl: 'Huur', fr: 'Location' },
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: {
              en: 'Offered in the rent search.',
              nl: 'Aangeboden bij zoeken naar te huur.',
              fr: 'Proposé dans la recherche « à louer ».',
            },
          },
        },
      ],
    },
    importedCounts({
      en: 'Published listings per language and goal (countSaleProperty, countRentProperty), recomputed after each import: { "nl": { "sale": 12, "rent": 3 } }.',
      nl: 'Gepubliceerde panden per taal en doel (countSaleProperty, countRentProperty), herberekend na elke import: { "nl": { "sale": 12, "rent": 3 } }.',
      fr: 'Biens publiés par langue et objectif (countSaleProperty, countRentProperty), recalculés après chaque import : { "nl": { "sale": 12, "rent": 3 } }.',
    }),
    {
      name: 'icon',
      label: { en: 'Icon', nl: 'Pictogram', fr: 'Icône' },
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: {
          en: 'Optional; WebID 1-7 have built-in icons.',
          nl: 'Optioneel; WebID 1-7 hebben ingebouwde pictogrammen.',
          fr: 'Facultatif ; les WebID 1-7 ont des icônes intégrées.',
        },
      },
    },
    importHash,
  ],
}
