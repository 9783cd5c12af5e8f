import type { CollectionConfig } from 'payload'

import type { FieldAccess } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { staff, staffField, staffOrPropertyOwner, withoutTrash } from '../access'
import { localeCode, propertyRelation, workflowStatus } from '../fields/records'
import { handleLead } from './hooks/leadHandling'
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from './labels'
import { leadFields } from './leadFields'

export { SUBMISSION_STATUSES, SUBMISSION_TYPES }

/**
 * What the visitor wrote (or the form recorded) stays as it came in: staff read it, follow it up and answer
 * it, never change it (the field shows read-only in the admin and an update leaves it as stored).
 */
const VISITOR_WROTE: { update: FieldAccess } = { update: () => false }

/** Left out of CSV exports (collections/Exports/plugin.ts), as the hand-written export before it did. */
export const NOT_EXPORTED = { 'plugin-import-export': { disabled: true } }

/**
 * Every visitor submission, stored before any e-mail is sent so none is ever lost.
 * Owners see the ones about their own property, without the visitor's contact details.
 */
export const Submissions: CollectionConfig = {
  slug: 'submissions',
  // Delete moves to the trash, restored from its view; reads leave trashed rows out (docs/content.md, Trash).
  trash: true,
  labels: { singular: { en: 'Submission', nl: 'Inzending', fr: 'Envoi' }, plural: { en: 'Submissions', nl: 'Inzendingen', fr: 'Envois' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'type', 'name', 'property', 'status', 'assignedTo'],
    listSearchableFields: ['name', 'email', 'phone'],
    group: ADMIN_GROUPS.leads,
    description: {
      en: 'Every form a visitor sent, newest first. Assign a lead, keep notes, reply from here (the reply goes through the outbox) and set the status to Handled once answered.',
      nl: 'Elk formulier dat een bezoeker verstuurde, nieuwste eerst. Wijs een lead toe, houd notities bij, antwoord van hieruit (het antwoord gaat via de uitgaande e-mails) en zet de status op Behandeld zodra beantwoord.',
      fr: 'Chaque formulaire envoyé par un visiteur, le plus récent d’abord. Attribuez un lead, prenez des notes, répondez d’ici (la réponse passe par la boîte d’envoi) et passez le statut à Traité une fois répondu.',
    },
  },
  enableQueryPresets: true,
  defaultSort: '-createdAt',
  access: { read: withoutTrash(staffOrPropertyOwner), create: staff, update: staff, delete: staff },
  hooks: { beforeChange: [handleLead] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          label: LABELS.type,
          type: 'select',
          access: VISITOR_WROTE,
          required: true,
          index: true,
          options: SUBMISSION_TYPES.map(([value, label]) => ({ value, label })),
        },
        workflowStatus(
          'new',
          SUBMISSION_STATUSES.map(([value, label]) => ({ value, label })),
        ),
        localeCode({ access: VISITOR_WROTE }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', label: LABELS.name, type: 'text', access: VISITOR_WROTE },
        { name: 'email', label: LABELS.email, type: 'email', index: true, access: { ...VISITOR_WROTE, read: staffField } },
        { name: 'phone', label: LABELS.phone, type: 'text', access: { ...VISITOR_WROTE, read: staffField } },
      ],
    },
    { name: 'subject', label: LABELS.subject, type: 'text', access: VISITOR_WROTE },
    { name: 'message', label: LABELS.message, type: 'textarea', access: { ...VISITOR_WROTE, read: staffField } },
    {
      type: 'row',
      fields: [
        propertyRelation({ access: VISITOR_WROTE }),
        {
          name: 'project',
          label: LABELS.project,
          type: 'relationship',
          relationTo: 'projects',
          index: true,
          access: VISITOR_WROTE,
        },
        {
          // The advisor of the page or property the form came from: it routes the notification and assigns the
          // lead to that advisor's staff account (hooks/leadHandling.ts). Staff see and change one advisor
          // field, "Adviseur" (`assignedTo`, leadFields.ts), so this one stays out of the form.
          name: 'advisor',
          label: { en: 'Advisor of the page', nl: 'Adviseur van de pagina', fr: 'Conseiller de la page' },
          type: 'relationship',
          relationTo: 'advisors',
          access: VISITOR_WROTE,
          admin: { hidden: true },
        },
      ],
    },
    {
      // The answers as a labelled table (src/admin/leads/Answers.tsx); the stored JSON stays for the API and exports.
      name: 'answers',
      type: 'ui',
      admin: { components: { Field: '/src/admin/leads/Answers#Answers' } },
    },
    {
      name: 'data',
      type: 'json',
      access: { ...VISITOR_WROTE, read: staffField },
      admin: { hidden: true, description: 'Every field the visitor sent.' },
    },
    // Shown under the answers (src/admin/leads/Answers.tsx): Payload's JSON editor loads from a CDN.
    {
      name: 'utm',
      label: 'UTM parameters',
      type: 'json',
      access: VISITOR_WROTE,
      admin: { hidden: true, description: 'Campaign parameters of the visit.' },
    },
    {
      name: 'source',
      label: { en: 'Source', nl: 'Bron', fr: 'Source' },
      type: 'text',
      access: VISITOR_WROTE,
      admin: {
        description: {
          en: 'Where the lead came from: the page path of the form.',
          nl: 'Waar de lead vandaan kwam: het pad van de pagina met het formulier.',
          fr: 'D’où vient le lead : le chemin de la page du formulaire.',
        },
      },
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
