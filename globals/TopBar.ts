import type { GlobalConfig } from 'payload'

import { markGlobalDraftSave, revalidateGlobal } from '../collections/hooks/revalidate'
import { globalPreviewUrl } from '../collections/preview'
import { globalVersions } from '../collections/versions'
import { TAGS } from '../src/data/tags'
import { publicationStatus } from '../collections/fields'
import { readPublishedGlobal, staffEdits } from './access'
import { colourField } from '../collections/fields/colour'

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
export const TopBar: GlobalConfig = {
  slug: 'top-bar',
  label: { en: 'Top Bar', nl: 'Topbalk', fr: 'Barre du haut' },
  admin: { group: { en: 'Site', nl: 'Site', fr: 'Site' }, preview: globalPreviewUrl() },
  versions: globalVersions,
  access: { read: readPublishedGlobal, update: staffEdits },
  hooks: { beforeOperation: [markGlobalDraftSave], afterChange: [revalidateGlobal(TAGS.global('top-bar'))] },
  fields: [
    {
      name: 'show',
      label: { en: 'Show', nl: 'Tonen', fr: 'Afficher' },
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: {
          en: 'topBarShow: show the bar at all.',
          nl: 'topBarShow: de balk überhaupt tonen.',
          fr: 'topBarShow : afficher la barre ou non.',
        },
      },
    },
    {
      name: 'items',
      label: { en: 'Items', nl: 'Items', fr: 'Éléments' },
      labels: { singular: { en: 'Item', nl: 'Item', fr: 'Élément' }, plural: { en: 'Items', nl: 'Items', fr: 'Éléments' } },
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', label: { en: 'Label', nl: 'Label', fr: 'Libellé' }, type: 'text', required: true, localized: true },
            {
              name: 'link',
              label: { en: 'Link', nl: 'Link', fr: 'Lien' },
              type: 'text',
              localized: true,
              admin: {
                description: {
                  en: 'A site path (/nl/contact/), tel:, mailto: or https: address.',
                  nl: 'Een pad van de site (/nl/contact/), of een tel:-, mailto:- of https:-adres.',
                  fr: 'Un chemin du site (/nl/contact/), ou une adresse tel:, mailto: ou https:.',
                },
              },
            },
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
            colourField('color', { label: { en: 'Text colour', nl: 'Tekstkleur', fr: 'Couleur du texte' } }),
          ],
        },
        { ...publicationStatus(), admin: {} },
      ],
    },
    {
      type: 'row',
      fields: [
        colourField('bgColor', {
          label: { en: 'Background colour', nl: 'Achtergrondkleur', fr: 'Couleur de fond' },
          defaultValue: '#12355b',
        }),
        colourField('textColor', { label: { en: 'Text colour', nl: 'Tekstkleur', fr: 'Couleur du texte' }, defaultValue: '#ffffff' }),
      ],
    },
  ],
}
