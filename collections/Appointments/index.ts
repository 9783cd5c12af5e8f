import type { CollectionConfig } from 'payload'

import { staff, staffField, staffOrPropertyOwner } from '../access'

export { VISIT_SLOTS } from '../../src/forms/visit/slots'

/** A visit appointment for a property; capacity is counted per property, day and slot. */
export const Appointments: CollectionConfig = {
  slug: 'appointments',
  admin: {
    useAsTitle: 'lastName',
    defaultColumns: ['date', 'slot', 'property', 'lastName', 'phone', 'status'],
    listSearchableFields: ['lastName', 'email'],
    group: 'Leads',
    description: 'Visit requests by date (earliest first) with their slot and property; confirm or cancel them here.',
  },
  // By date, earliest first: the agenda of visits to confirm.
  defaultSort: 'date',
  access: { read: staffOrPropertyOwner, create: staff, update: staff, delete: staff },
  indexes: [{ fields: ['property', 'date', 'slot'] }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
        { name: 'date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } } },
        {
          name: 'slot',
          type: 'select',
          required: true,
          options: [
            { label: '10:00-13:00', value: '10-13' },
            { label: '13:00-16:00', value: '13-16' },
            { label: '16:00-19:00', value: '16-19' },
          ],
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      options: [
        { label: 'Requested', value: 'requested' },
        { label: 'Confirmed', value: 'confirmed' },
        { label: 'Cancelled', value: 'cancelled' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text', required: true },
        { name: 'email', type: 'email', access: { read: staffField } },
        { name: 'phone', type: 'text', access: { read: staffField } },
      ],
    },
    { name: 'remark', type: 'textarea', access: { read: staffField } },
    { name: 'locale', type: 'text' },
    { name: 'submission', type: 'relationship', relationTo: 'submissions' },
  ],
}
