import type { Field } from 'payload'

import { LABELS } from '../../src/i18n/admin/labels'
import { staffField } from '../access'
import { stampedMoment, stampedUser } from '../fields/records'

/** Staff notes and replies stay in the admin: not in CSV exports (collections/Exports/plugin.ts). */
const NOT_EXPORTED = { 'plugin-import-export': { disabled: true } }

const BY = { en: 'By', nl: 'Door', fr: 'Par' }

/**
 * The agency's follow-up of a lead, for staff only (owners read submissions about their property, never these).
 * A lead is assigned to a staff account, not to an `advisors` entry: advisors are the public profiles of the
 * site (valuation pages, "your agent") and cannot log in, while "my leads" is about the person at the screen.
 * The advisor of the page or property the form came from stays in `advisor`.
 */
export const leadFields: Field[] = [
  {
    // The same contact's other leads (same e-mail address), each a link (src/admin/leads/OtherLeads.tsx).
    name: 'otherLeads',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '/src/admin/leads/OtherLeads#OtherLeads' } },
  },
  {
    name: 'assignedTo',
    // The lead's one advisor field: the staff member who follows it up (the form's advisor, when that advisor
    // has a staff account, is put here when the lead comes in: hooks/leadHandling.ts).
    label: LABELS.advisor,
    type: 'relationship',
    relationTo: 'users',
    index: true,
    access: { read: staffField },
    admin: {
      position: 'sidebar',
      description: {
        en: 'The staff member who follows up this lead; their open leads are on their dashboard under "My leads".',
        nl: 'De medewerker die deze lead opvolgt; zijn of haar open leads staan op het dashboard onder "Mijn leads".',
        fr: 'Le membre du personnel qui suit ce lead ; ses leads ouverts sont sur son tableau de bord sous « Mes leads ».',
      },
    },
  },
  {
    name: 'notes',
    label: { en: 'Internal notes', nl: 'Interne notities', fr: 'Notes internes' },
    labels: { singular: { en: 'Note', nl: 'Notitie', fr: 'Note' }, plural: { en: 'Notes', nl: 'Notities', fr: 'Notes' } },
    type: 'array',
    access: { read: staffField },
    custom: NOT_EXPORTED,
    admin: {
      description: {
        en: 'For staff only; never sent to the visitor.',
        nl: 'Enkel voor medewerkers; nooit naar de bezoeker.',
        fr: 'Pour le personnel uniquement ; jamais envoyé au visiteur.',
      },
      initCollapsed: false,
    },
    fields: [
      { name: 'text', label: { en: 'Note', nl: 'Notitie', fr: 'Note' }, type: 'textarea', required: true },
      {
        type: 'row',
        fields: [
          // Set by the server (hooks/leadHandling.ts), never by the form.
          stampedUser('author', BY),
          stampedMoment('at', { en: 'At', nl: 'Op', fr: 'Le' }),
        ],
      },
    ],
  },
  {
    name: 'replies',
    label: { en: 'Replies by e-mail', nl: 'Antwoorden per e-mail', fr: 'Réponses par e-mail' },
    labels: { singular: { en: 'Reply', nl: 'Antwoord', fr: 'Réponse' }, plural: { en: 'Replies', nl: 'Antwoorden', fr: 'Réponses' } },
    type: 'array',
    access: { read: staffField },
    custom: NOT_EXPORTED,
    admin: {
      description: {
        en: "Add a reply and save: it is sent once to the visitor's e-mail address through the outbox (Leads → E-mails). A sent reply cannot be changed.",
        nl: 'Voeg een antwoord toe en bewaar: het gaat één keer naar het e-mailadres van de bezoeker, via de uitgaande e-mails (Leads → E-mails). Een verzonden antwoord kan niet meer wijzigen.',
        fr: "Ajoutez une réponse et enregistrez : elle est envoyée une fois à l'adresse du visiteur par la boîte d'envoi (Leads → E-mails). Une réponse envoyée ne peut plus changer.",
      },
    },
    fields: [
      // "Insert a template" (collections/ReplyTemplates), on a reply not yet sent.
      { name: 'template', type: 'ui', admin: { components: { Field: '/src/admin/leads/ReplyTemplatePicker#ReplyTemplatePicker' } } },
      { name: 'subject', label: LABELS.subject, type: 'text', required: true, maxLength: 200 },
      { name: 'text', label: LABELS.message, type: 'textarea', required: true, maxLength: 10000 },
      {
        type: 'row',
        fields: [
          // Set by the server when the reply is queued (hooks/leadHandling.ts).
          {
            name: 'email',
            label: { en: 'Outbox e-mail', nl: 'Uitgaande e-mail', fr: 'E-mail envoyé' },
            type: 'relationship',
            relationTo: 'emails',
            admin: { readOnly: true },
          },
          stampedUser('sentBy', BY),
          stampedMoment('queuedAt', { en: 'Queued at', nl: 'Verzonden op', fr: 'Envoyé le' }),
        ],
      },
    ],
  },
]
