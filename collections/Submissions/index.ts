import type { CollectionConfig } from 'payload'

import { staff, staffField, staffOrPropertyOwner, withoutTrash } from '../access'
import { handleLead } from './hooks/leadHandling'
import { leadFields } from './leadFields'

export const SUBMISSION_TYPES = [
  ['site-contact', { en: 'Site contact', nl: 'Contact via de site', fr: 'Contact via le site' }],
  ['site-contact-small', { en: 'Site contact (small)', nl: 'Contact via de site (klein)', fr: 'Contact via le site (petit)' }],
  [
    'property-info',
    { en: 'More information about a property', nl: 'Meer informatie over een pand', fr: 'Plus d’informations sur un bien' },
  ],
  ['visit', { en: 'Visit appointment', nl: 'Bezoekafspraak', fr: 'Rendez-vous de visite' }],
  ['valuation', { en: 'Free valuation', nl: 'Gratis schatting', fr: 'Estimation gratuite' }],
  ['demand', { en: 'Demand register', nl: 'Zoekopdracht registreren', fr: 'Enregistrement de recherche' }],
  ['send-to-friend', { en: 'Send to a friend', nl: 'Doorsturen naar een vriend', fr: 'Envoyer à un ami' }],
  ['documents', { en: 'Document request', nl: 'Documentaanvraag', fr: 'Demande de documents' }],
  ['offer', { en: 'Purchase offer', nl: 'Bod', fr: 'Offre d’achat' }],
  ['rental-application', { en: 'Rental application', nl: 'Kandidaat-huurder', fr: 'Candidature locative' }],
  ['testimonial', { en: 'Testimonial', nl: 'Getuigenis', fr: 'Témoignage' }],
  ['newsletter', { en: 'Newsletter sign-up', nl: 'Inschrijving nieuwsbrief', fr: 'Inscription à la newsletter' }],
  ['job-application', { en: 'Job application', nl: 'Sollicitatie', fr: 'Candidature' }],
  ['project-info', { en: 'Project enquiry', nl: 'Vraag over een project', fr: 'Demande sur un projet' }],
  ['listing-alert', { en: 'Follow this property', nl: 'Volg deze woning', fr: 'Suivre ce bien' }],
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
  // Delete moves to the trash, restored from its view; reads leave trashed rows out (docs/content.md, Trash).
  trash: true,
  labels: { singular: { en: 'Submission', nl: 'Inzending', fr: 'Envoi' }, plural: { en: 'Submissions', nl: 'Inzendingen', fr: 'Envois' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'type', 'name', 'property', 'status', 'assignedTo'],
    listSearchableFields: ['name', 'email', 'phone'],
    group: { en: 'Leads', nl: 'Leads', fr: 'Leads' },
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
          label: { en: 'Type', nl: 'Type', fr: 'Type' },
          type: 'select',
          required: true,
          index: true,
          options: SUBMISSION_TYPES.map(([value, label]) => ({ value, label })),
        },
        {
          name: 'status',
          label: { en: 'Status', nl: 'Status', fr: 'Statut' },
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: SUBMISSION_STATUSES.map(([value, label]) => ({ value, label })),
        },
        { name: 'locale', label: { en: 'Locale', nl: 'Taal', fr: 'Langue' }, type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', label: { en: 'Name', nl: 'Naam', fr: 'Nom' }, type: 'text' },
        { name: 'email', label: { en: 'Email', nl: 'E-mail', fr: 'E-mail' }, type: 'email', index: true, access: { read: staffField } },
        { name: 'phone', label: { en: 'Phone', nl: 'Telefoon', fr: 'Téléphone' }, type: 'text', access: { read: staffField } },
      ],
    },
    { name: 'subject', label: { en: 'Subject', nl: 'Onderwerp', fr: 'Objet' }, type: 'text' },
    { name: 'message', label: { en: 'Message', nl: 'Bericht', fr: 'Message' }, type: 'textarea', access: { read: staffField } },
    {
      type: 'row',
      fields: [
        {
          name: 'property',
          label: { en: 'Property', nl: 'Pand', fr: 'Bien' },
          type: 'relationship',
          relationTo: 'properties',
          index: true,
        },
        {
          name: 'project',
          label: { en: 'Project', nl: 'Project', fr: 'Projet' },
          type: 'relationship',
          relationTo: 'projects',
          index: true,
        },
        { name: 'advisor', label: { en: 'Advisor', nl: 'Adviseur', fr: 'Conseiller' }, type: 'relationship', relationTo: 'advisors' },
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
      label: { en: 'Source', nl: 'Bron', fr: 'Source' },
      type: 'text',
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
