import type { Block } from 'payload'

/** Relation type "property-list": listings chosen by a fixed filter (the module's maxItems caps them). */
export const PropertyListBlock: Block = {
  slug: 'property-list',
  interfaceName: 'PropertyListBlock',
  labels: {
    singular: { en: 'Property list', nl: 'Lijst panden', fr: 'Liste de biens' },
    plural: { en: 'Property lists', nl: 'Lijsten panden', fr: 'Listes de biens' },
  },
  fields: [
    {
      name: 'listing',
      label: { en: 'Listing', nl: 'Aanbod', fr: 'Offre' },
      type: 'select',
      required: true,
      defaultValue: 'for-sale',
      options: [
        { label: { en: 'For sale', nl: 'Te koop', fr: 'À vendre' }, value: 'for-sale' },
        { label: { en: 'For rent', nl: 'Te huur', fr: 'À louer' }, value: 'for-rent' },
        {
          label: { en: 'Sold and rented references', nl: 'Verkochte en verhuurde referenties', fr: 'Références vendues et louées' },
          value: 'sold',
        },
        { label: { en: 'New-build units', nl: 'Nieuwbouweenheden', fr: 'Unités neuves' }, value: 'new-build' },
        { label: { en: 'Featured (home page)', nl: 'In de kijker (startpagina)', fr: 'En vedette (page d’accueil)' }, value: 'featured' },
      ],
      admin: {
        description: { en: 'Which listings the module shows.', nl: 'Welke panden de module toont.', fr: 'Quels biens le module affiche.' },
      },
    },
    {
      name: 'showSearch',
      label: { en: 'Show Search', nl: 'Zoeken tonen', fr: 'Afficher la recherche' },
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: {
          en: 'Shows the search box, paging, sorting and map above the list (full list pages).',
          nl: "Toont zoekvak, paginering, sortering en kaart boven de lijst (volledige lijstpagina's).",
          fr: 'Affiche le champ de recherche, la pagination, le tri et la carte au-dessus de la liste (pages de liste complètes).',
        },
      },
    },
  ],
}
