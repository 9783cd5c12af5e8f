import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { staff } from '../access'

const PLACEHOLDERS = {
  en: 'Write {name} for the visitor’s name and {property} for the property’s title: both are filled in when the template is picked in a reply.',
  nl: 'Schrijf {name} voor de naam van de bezoeker en {property} voor de titel van het pand: beide worden ingevuld wanneer u de sjabloon in een antwoord kiest.',
  fr: 'Écrivez {name} pour le nom du visiteur et {property} pour le titre du bien : les deux sont remplis quand le modèle est choisi dans une réponse.',
}

/**
 * Reply templates for leads (Leads → Submissions → Replies by e-mail): staff pick one in a new reply and get
 * its subject and text in the lead's language, with the visitor's name and the property filled in
 * (src/email/replyTemplate.ts). Staff only: never read by the site.
 */
export const ReplyTemplates: CollectionConfig = {
  slug: 'reply-templates',
  labels: {
    singular: { en: 'Reply template', nl: 'Antwoordsjabloon', fr: 'Modèle de réponse' },
    plural: { en: 'Reply templates', nl: 'Antwoordsjablonen', fr: 'Modèles de réponse' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'subject', 'updatedAt'],
    group: ADMIN_GROUPS.leads,
    description: {
      en: 'Ready answers for leads, in each language. Pick one in a reply under Leads → Submissions.',
      nl: 'Klaar antwoorden voor leads, in elke taal. Kies er een in een antwoord onder Leads → Inzendingen.',
      fr: 'Réponses toutes prêtes pour les leads, dans chaque langue. Choisissez-en une dans une réponse sous Leads → Envois.',
    },
  },
  access: { read: staff, create: staff, update: staff, delete: staff },
  fields: [
    {
      name: 'title',
      label: { en: 'Name of the template', nl: 'Naam van de sjabloon', fr: 'Nom du modèle' },
      type: 'text',
      required: true,
      localized: true,
    },
    {
      name: 'subject',
      label: LABELS.subject,
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      admin: { description: PLACEHOLDERS },
    },
    {
      name: 'text',
      label: LABELS.message,
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 10000,
      admin: { description: PLACEHOLDERS },
    },
  ],
}
