import type { CollectionConfig } from 'payload'

import { staff, staffOrPropertyOwner } from '../access'

/** Per property per day counters behind the owner portal's statistics (spec section 3, "Owner statistics"). */
export const PropertyStats: CollectionConfig = {
  slug: 'property-stats',
  labels: { singular: 'Property statistic', plural: 'Property statistics' },
  admin: {
    defaultColumns: ['property', 'date', 'pageViews', 'contactRequests', 'visits'],
    group: 'Leads',
  },
  defaultSort: '-date',
  access: { read: staffOrPropertyOwner, create: staff, update: staff, delete: staff },
  indexes: [{ fields: ['property', 'date'], unique: true }],
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      admin: { description: 'The day (00:00 UTC).', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'pageViews', type: 'number', defaultValue: 0, min: 0 },
        { name: 'contactRequests', type: 'number', defaultValue: 0, min: 0 },
        { name: 'visits', type: 'number', defaultValue: 0, min: 0 },
      ],
    },
  ],
}
