import type { Block } from 'payload'

/** Relation type "external": a third-party widget (reviews, embed) shown in a sandboxed frame, with a link as fallback. */
export const ExternalBlock: Block = {
  slug: 'external',
  interfaceName: 'ExternalBlock',
  labels: {
    singular: { en: 'External content', nl: 'Externe inhoud', fr: 'Contenu externe' },
    plural: { en: 'External content', nl: 'Externe inhoud', fr: 'Contenu externe' },
  },
  fields: [
    {
      name: 'url',
      label: { en: 'Url', nl: 'URL', fr: 'URL' },
      type: 'text',
      required: true,
      admin: {
        description: {
          en: 'Address of the widget or page to embed (https).',
          nl: 'Adres van de widget of pagina om in te sluiten (https).',
          fr: 'Adresse du widget ou de la page à intégrer (https).',
        },
      },
    },
    { name: 'height', label: { en: 'Height', nl: 'Hoogte', fr: 'Hauteur' }, type: 'number', defaultValue: 400, min: 100, max: 2000 },
    {
      name: 'linkLabel',
      label: { en: 'Link Label', nl: 'Linktekst', fr: 'Texte du lien' },
      type: 'text',
      localized: true,
      admin: {
        description: {
          en: 'Text of the link shown when the widget cannot load.',
          nl: 'Tekst van de link die getoond wordt als de widget niet laadt.',
          fr: 'Texte du lien affiché quand le widget ne se charge pas.',
        },
      },
    },
  ],
}
