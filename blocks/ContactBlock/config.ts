import type { Block } from 'payload'

/** Relation type "contact": the site contact form, full or small. */
export const ContactBlock: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  labels: { singular: { en: 'Contact', nl: 'Contact', fr: 'Contact' }, plural: { en: 'Contact', nl: 'Contact', fr: 'Contact' } },
  fields: [
    {
      name: 'variant',
      label: { en: 'Variant', nl: 'Variant', fr: 'Variante' },
      type: 'select',
      defaultValue: 'full',
      options: [
        {
          label: {
            en: 'Full contact form with office details',
            nl: 'Volledig contactformulier met kantoorgegevens',
            fr: 'Formulaire de contact complet avec les coordonnées du bureau',
          },
          value: 'full',
        },
        { label: { en: 'Small contact form', nl: 'Klein contactformulier', fr: 'Petit formulaire de contact' }, value: 'small' },
      ],
    },
  ],
}
