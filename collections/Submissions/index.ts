import type { CollectionConfig } from 'payload'

import { staff, staffField, staffOrPropertyOwner } from '../access'
import { handleLead } from './hooks/leadHandling'
import { leadFields } from './leadFields'

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

/** Left out of CSV exports (src/admin/exports/plugin.ts), as the hand-written export before it did. */
export const NOT_EXPORTED = { 'plugin-import-export': { disabled: true } }

/** A lead's follow-up: new until someone takes it, in progress while it is being answered, handled after. */
export const SUBMISSION_STATUSES = [
  ['new', { en: 'New', nl: 'Nieuw', fr: 'Nouveau' }],
  ['in-progress', { en: 'In progress', nl: 'In behandeling', fr: 'En cours' }],
  ['handled', { en: 'Handled', nl: 'Behandeld', fr: 'Traité' }],
] as const

/**
 * Every visitor submission, stored before any e-mail is sent so none is ever lost.
 * Owners see the ones about their own property, without the visitor's contact details.
 */
export const Submissions: CollectionConfig = {
  slug: 'submissions',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'type', 'name', 'property', 'status', 'assignedTo'],
    listSearchableFields: ['name', 'email', 'phone'],
    group: 'Leads',
    description:
      'Every form a visitor sent, newest first. Assign a lead, keep notes, reply from here (the reply goes through the outbox) and set the status to Handled once answered.',
  },
  enableQueryPresets: true,
  defaultSort: '-createdAt',
  access: { read: staffOrPropertyOwner, create: staff, update: staff, delete: staff },
  hooks: { beforeChange: [handleLead] },
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
          options: SUBMISSION_STATUSES.map(([value, label]) => ({ value, label })),
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
    {
      // The answers as a labelled table (src/admin/leads/Answers.tsx); the stored JSON stays for the API and exports.
      name: 'answers',
      type: 'ui',
      admin: { components: { Field: '/src/admin/leads/Answers#Answers' } },
    },
    { name: 'data', type: 'json', access: { read: staffField }, admin: { hidden: true, description: 'Every field the visitor sent.' } },
    // Shown under the answers (src/admin/leads/Answers.tsx): Payload's JSON editor loads from a CDN.
    { name: 'utm', label: 'UTM parameters', type: 'json', admin: { hidden: true, description: 'Campaign parameters of the visit.' } },
    {
      name: 'source',
      type: 'text',
      admin: { description: 'Where the lead came from: the page path of the form.' },
    },
    ...leadFields,
    {
      // Rate limit per IP and form (src/forms/shared/rateLimit.ts): a keyed hash, never the address itself.
      name: 'ipHash',
      custom: NOT_EXPORTED,
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
      custom: NOT_EXPORTED,
      type: 'text',
      unique: true,
      access: { read: staffField, update: () => false },
      admin: { hidden: true },
    },
    {
      // The thank-you the first post was answered with, answered again to a repeat of the same fill.
      name: 'answer',
      custom: NOT_EXPORTED,
      type: 'json',
      access: { read: staffField, update: () => false },
      admin: { hidden: true },
    },
  ],
}
