import type { GlobalConfig } from 'payload'

import { markGlobalDraftSave, revalidateGlobal } from '../collections/hooks/revalidate'
import { globalPreviewUrl } from '../collections/preview'
import { globalVersions } from '../collections/versions'
import { TAGS } from '../src/data/tags'
import { publicationStatus } from '../collections/fields'
import { readPublishedGlobal, staffEdits } from './access'
import { colourField } from '../collections/fields/colour'

/** The thin bar above the header (spec "Top bar item": status, label and link per language, icon, colour). */
export const TopBar: GlobalConfig = {
  slug: 'top-bar',
  admin: { group: 'Site', preview: globalPreviewUrl() },
  versions: globalVersions,
  access: { read: readPublishedGlobal, update: staffEdits },
  hooks: { beforeOperation: [markGlobalDraftSave], afterChange: [revalidateGlobal(TAGS.global('top-bar'))] },
  fields: [
    { name: 'show', type: 'checkbox', defaultValue: true, admin: { description: 'topBarShow: show the bar at all.' } },
    {
      name: 'items',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, localized: true },
            {
              name: 'link',
              type: 'text',
              localized: true,
              admin: { description: 'A site path (/nl/contact/), tel:, mailto: or https: address.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'icon',
              type: 'select',
              options: ['phone', 'mail', 'calculator', 'clock', 'pin', 'user'].map((v) => ({ label: v, value: v })),
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
