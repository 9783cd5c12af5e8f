import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { staff, staffOrPropertyOwner } from '../access'
import { dayField } from '../fields/dates'
import { propertyRelation } from '../fields/records'

/** Per property per day counters behind the owner portal's statistics (spec section 3, "Owner statistics"). */
export const PropertyStats: CollectionConfig = {
  slug: 'property-stats',
  labels: {
    singular: { en: 'Property statistic', nl: 'Pandstatistiek', fr: 'Statistique de bien' },
    plural: { en: 'Property statistics', nl: 'Pandstatistieken', fr: 'Statistiques de biens' },
  },
  admin: {
    defaultColumns: ['property', 'date', 'pageViews', 'contactRequests', 'visits'],
    group: ADMIN_GROUPS.leads,
  },
  defaultSort: '-date',
  access: { read: staffOrPropertyOwner, create: staff, update: staff, delete: staff },
  indexes: [{ fields: ['property', 'date'], unique: true }],
  fields: [
    propertyRelation({ required: true }),
    dayField('date', LABELS.date, {
      required: true,
      index: true,
      admin: { description: { en: 'The day (00:00 UTC).', nl: 'De dag (00:00 UTC).', fr: 'Le jour (00h00 UTC).' } },
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'pageViews',
          label: { en: 'Page Views', nl: 'Paginaweergaven', fr: 'Pages vues' },
          type: 'number',
          defaultValue: 0,
          min: 0,
        },
        {
          name: 'contactRequests',
          label: { en: 'Contact Requests', nl: 'Contactaanvragen', fr: 'Demandes de contact' },
          type: 'number',
          defaultValue: 0,
          min: 0,
        },
        { name: 'visits', label: { en: 'Visits', nl: 'Bezoeken', fr: 'Visites' }, type: 'number', defaultValue: 0, min: 0 },
      ],
    },
  ],
}
