import type { GlobalConfig } from 'payload'

import { siteGlobal } from './siteGlobal'
import { linkField, showField } from '../collections/fields/link'
import { publicationStatus } from '../collections/fields'
import { barColours, colourField } from '../collections/fields/colour'
import { LABELS } from '../src/i18n/admin/labels'

/** The icons a top-bar item can show, named for staff. */
const ICONS = {
  phone: { en: 'phone', nl: 'telefoon', fr: 'téléphone' },
  mail: { en: 'mail', nl: 'e-mail', fr: 'e-mail' },
  calculator: { en: 'calculator', nl: 'rekenmachine', fr: 'calculatrice' },
  clock: { en: 'clock', nl: 'klok', fr: 'horloge' },
  pin: { en: 'pin', nl: 'locatie', fr: 'repère' },
  user: { en: 'user', nl: 'gebruiker', fr: 'utilisateur' },
}

/** The thin bar above the header (spec "Top bar item": status, label and link per language, icon, colour). */
export const TopBar: GlobalConfig = siteGlobal('top-bar', { en: 'Top Bar', nl: 'Topbalk', fr: 'Barre du haut' }, [
  showField({
    en: 'topBarShow: show the bar at all.',
    nl: 'topBarShow: de balk überhaupt tonen.',
    fr: 'topBarShow : afficher la barre ou non.',
  }),
  {
    name: 'items',
    label: { en: 'Items', nl: 'Items', fr: 'Éléments' },
    labels: { singular: { en: 'Item', nl: 'Item', fr: 'Élément' }, plural: { en: 'Items', nl: 'Items', fr: 'Éléments' } },
    type: 'array',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'label', label: LABELS.label, type: 'text', required: true, localized: true },
          linkField({
            en: 'A site path (/nl/contact/), tel:, mailto: or https: address.',
            nl: 'Een pad van de site (/nl/contact/), of een tel:-, mailto:- of https:-adres.',
            fr: 'Un chemin du site (/nl/contact/), ou une adresse tel:, mailto: ou https:.',
          }),
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'icon',
            label: { en: 'Icon', nl: 'Pictogram', fr: 'Icône' },
            type: 'select',
            options: (Object.keys(ICONS) as Array<keyof typeof ICONS>).map((v) => ({ label: ICONS[v], value: v })),
          },
          colourField('color', { label: LABELS.textColour }),
        ],
      },
      { ...publicationStatus(), admin: {} },
    ],
  },
  {
    type: 'row',
    fields: [...barColours('#12355b', '#ffffff')],
  },
])
