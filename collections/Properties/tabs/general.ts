import type { Tab } from 'payload'

import { LABELS, TABS } from '../../../src/i18n/admin/labels'

/** The listing as the CRM names it: title, type, reference and badge text. */
export const generalTab: Tab = {
  label: TABS.general,
  fields: [
    { name: 'description', label: LABELS.description, type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'mainTypeName',
          label: { en: 'Main Type Name', nl: 'Hoofdtype', fr: 'Type principal' },
          type: 'text',
          admin: {
            description: {
              en: 'CRM main type, e.g. Huis, Bouwgrond, Nieuwbouw woning.',
              nl: 'Hoofdtype uit het CRM, bv. Huis, Bouwgrond, Nieuwbouw woning.',
              fr: 'Type principal du CRM, p. ex. Maison, Terrain à bâtir, Nouvelle construction.',
            },
          },
        },
        {
          name: 'extraTypes',
          label: { en: 'Extra Types', nl: 'Bijkomende types', fr: 'Types supplémentaires' },
          type: 'relationship',
          relationTo: 'property-types',
          hasMany: true,
          admin: {
            description: {
              en: 'Other types the listing also counts as (CRM WebIDs).',
              nl: 'Andere types waaronder het pand ook valt (CRM WebIDs).',
              fr: 'Autres types sous lesquels le bien compte aussi (CRM WebIDs).',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'recordFile',
          type: 'text',
          label: { en: 'Reference number', nl: 'Referentienummer', fr: 'Numéro de référence' },
          admin: { description: { en: 'CRM RecordFile.', nl: 'CRM RecordFile.', fr: 'CRM RecordFile.' } },
        },
        {
          name: 'marqueeName',
          label: { en: 'Marquee Name', nl: 'Badgetekst', fr: 'Texte du badge' },
          type: 'text',
          localized: true,
          admin: {
            description: {
              en: 'Badge text from the CRM; empty uses the site text for the marquee code.',
              nl: 'Badgetekst uit het CRM; leeg gebruikt de sitetekst van de marquee-code.',
              fr: 'Texte du badge venant du CRM ; vide, le texte du site pour le code marquee est utilisé.',
            },
          },
        },
      ],
    },
  ],
}
