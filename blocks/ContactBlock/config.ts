import type { Block } from 'payload'

/** Relation type "contact": the site contact form, full or small. */
export const ContactBlock: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  labels: { singular: 'Contact', plural: 'Contact' },
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'full',
      options: [
        { label: 'Full contact form with office details', value: 'full' },
        { label: 'Small contact form', value: 'small' },
      ],
    },
  ],
}
