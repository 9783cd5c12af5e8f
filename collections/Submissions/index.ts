import type { CollectionConfig } from 'payload'

import { staff, staffField, staffOrPropertyOwner } from '../access'

export const SUBMISSION_TYPES = [
  ['site-contact', 'Site contact'],
  ['site-contact-small', 'Site contact (small)'],
  ['property-info', 'More information about a property'],
  ['visit', 'Visit appointment'],
  ['valuation', 'Free valuation'],
  ['demand', 'Demand register'],
  ['send-to-friend', 'Send to a friend'],
  ['documents', 'Document request'],
  ['offer', 'Purchase offer'],
  ['rental-application', 'Rental application'],
  ['testimonial', 'Testimonial'],
  ['newsletter', 'Newsletter sign-up'],
  ['job-application', 'Job application'],
  ['project-info', 'Project enquiry'],
] as const

/**
 * Every visitor submission, stored before any e-mail is sent so none is ever lost.
 * Owners see the ones about their own property, without the visitor's contact details.
 */
export const Submissions: CollectionConfig = {
  slug: 'submissions',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'type', 'name', 'property', 'status'],
    listSearchableFields: ['name', 'email', 'phone'],
    group: 'Leads',
    description: 'Every form a visitor sent, newest first. Filter by type and status; set the status to Handled once answered.',
    components: { beforeListTable: ['/src/forms/staff/ExportSubmissions#ExportSubmissions'] },
  },
  defaultSort: '-createdAt',
  access: { read: staffOrPropertyOwner, create: staff, update: staff, delete: staff },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          index: true,
          options: SUBMISSION_TYPES.map(([value, label]) => ({ value, label })),
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: [
            { label: 'New', value: 'new' },
            { label: 'Handled', value: 'handled' },
          ],
        },
        { name: 'locale', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'email', type: 'email', index: true, access: { read: staffField } },
        { name: 'phone', type: 'text', access: { read: staffField } },
      ],
    },
    { name: 'subject', type: 'text' },
    { name: 'message', type: 'textarea', access: { read: staffField } },
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
        { name: 'project', type: 'relationship', relationTo: 'projects', index: true },
        { name: 'advisor', type: 'relationship', relationTo: 'advisors' },
      ],
    },
    { name: 'data', type: 'json', access: { read: staffField }, admin: { description: 'Every field the visitor sent.' } },
    { name: 'utm', label: 'UTM parameters', type: 'json', admin: { description: 'Campaign parameters of the visit.' } },
    {
      name: 'source',
      type: 'text',
      admin: { description: 'Where the lead came from: the page path of the form.' },
    },
    {
      // Rate limit per IP and form (src/forms/shared/rateLimit.ts): a keyed hash, never the address itself.
      name: 'ipHash',
      type: 'text',
      index: true,
      access: { read: staffField, update: () => false },
      admin: { hidden: true },
    },
    {
      // One per form fill, made by the browser and sent again with every retry of that fill
      // (src/forms/shared/idempotency.ts): the unique index lets one fill store one submission,
      // also when two posts of it race.
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      access: { read: staffField, update: () => false },
      admin: { hidden: true },
    },
    {
      // The thank-you the first post was answered with, answered again to a repeat of the same fill.
      name: 'answer',
      type: 'json',
      access: { read: staffField, update: () => false },
      admin: { hidden: true },
    },
  ],
}
