import type { Block } from 'payload'

/** Relation type "external": a third-party widget (reviews, embed) shown in a sandboxed frame, with a link as fallback. */
export const ExternalBlock: Block = {
  slug: 'external',
  interfaceName: 'ExternalBlock',
  labels: { singular: 'External content', plural: 'External content' },
  fields: [
    { name: 'url', type: 'text', required: true, admin: { description: 'Address of the widget or page to embed (https).' } },
    { name: 'height', type: 'number', defaultValue: 400, min: 100, max: 2000 },
    { name: 'linkLabel', type: 'text', localized: true, admin: { description: 'Text of the link shown when the widget cannot load.' } },
  ],
}
