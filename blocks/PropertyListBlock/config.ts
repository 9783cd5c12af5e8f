import type { Block } from 'payload'

/** Relation type "property-list": listings chosen by a fixed filter (the module's maxItems caps them). */
export const PropertyListBlock: Block = {
  slug: 'property-list',
  interfaceName: 'PropertyListBlock',
  labels: { singular: 'Property list', plural: 'Property lists' },
  fields: [
    {
      name: 'listing',
      type: 'select',
      required: true,
      defaultValue: 'for-sale',
      options: [
        { label: 'For sale', value: 'for-sale' },
        { label: 'For rent', value: 'for-rent' },
        { label: 'Sold and rented references', value: 'sold' },
        { label: 'New-build units', value: 'new-build' },
        { label: 'Featured (home page)', value: 'featured' },
      ],
      admin: { description: 'Which listings the module shows.' },
    },
    {
      name: 'showSearch',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Shows the search box, paging, sorting and map above the list (full list pages).' },
    },
  ],
}
