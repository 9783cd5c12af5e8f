import type { Field } from 'payload'

import { mediaField } from '../fields/media'
import { menuSeoFields } from '../fields/seo'
import { HINTS, LABELS } from '../../src/i18n/admin/labels'

/**
 * A page's SEO tab: the plugin's title, description and preview (collections/fields/seo.ts) on the fields
 * menus had before it, with the page's own heading, its Open Graph and Twitter cards and extra JSON-LD.
 */
export const menuSeoTab = (): Field[] => [
  {
    name: 'isActiveSEO',
    label: { en: 'Use these SEO settings', nl: 'Deze SEO-instellingen gebruiken', fr: 'Utiliser ces réglages SEO' },
    type: 'checkbox',
    defaultValue: true,
  },
  {
    name: 'meta',
    type: 'group',
    label: { en: 'Metadata', nl: 'Metadata', fr: 'Métadonnées' },
    admin: { description: HINTS.perLanguage },
    fields: [
      menuSeoFields.overview(),
      {
        name: 'pageTitle',
        label: { en: 'Page Title', nl: 'Paginatitel', fr: 'Titre de la page' },
        type: 'text',
        localized: true,
        admin: {
          description: {
            en: 'Heading of the page when different from the menu title.',
            nl: 'Kop van de pagina als die verschilt van de menutitel.',
            fr: 'Titre de la page s’il diffère du titre du menu.',
          },
        },
      },
      menuSeoFields.title(),
      menuSeoFields.description(),
      menuSeoFields.preview(),
      {
        name: 'social',
        label: {
          en: 'Social share (Open Graph)',
          nl: 'Delen op sociale media (Open Graph)',
          fr: 'Partage sur les réseaux sociaux (Open Graph)',
        },
        type: 'group',
        fields: [
          { name: 'title', label: LABELS.title, type: 'text', localized: true },
          { name: 'type', label: LABELS.type, type: 'text', defaultValue: 'website' },
          {
            name: 'url',
            label: LABELS.url,
            type: 'text',
            localized: true,
            admin: {
              description: {
                en: 'Leave empty to use the page URL.',
                nl: 'Leeg laten om de URL van de pagina te gebruiken.',
                fr: 'Laisser vide pour utiliser l’URL de la page.',
              },
            },
          },
          menuSeoFields.socialImage(),
          { name: 'description', label: LABELS.description, type: 'textarea', localized: true },
        ],
      },
      {
        name: 'shortMessage',
        label: { en: 'Short message (Twitter / X card)', nl: 'Kort bericht (Twitter / X-kaart)', fr: 'Message court (carte Twitter / X)' },
        type: 'group',
        fields: [
          { name: 'title', label: LABELS.title, type: 'text', localized: true },
          {
            name: 'site',
            label: { en: 'Site', nl: 'Site', fr: 'Site' },
            type: 'text',
            admin: { description: { en: '@account of the agency.', nl: '@account van het kantoor.', fr: '@compte de l’agence.' } },
          },
          mediaField('image', LABELS.image),
          { name: 'description', label: LABELS.description, type: 'textarea', localized: true },
        ],
      },
      {
        name: 'schemaData',
        label: { en: 'Schema Data', nl: 'Schemagegevens', fr: 'Données de schéma' },
        type: 'json',
        localized: true,
        admin: {
          description: {
            en: 'Extra JSON-LD for this page.',
            nl: 'Extra JSON-LD voor deze pagina.',
            fr: 'JSON-LD supplémentaire pour cette page.',
          },
        },
      },
    ],
  },
]
