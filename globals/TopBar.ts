import type { GlobalConfig } from 'payload'

import { revalidateGlobal } from '../collections/hooks/revalidate'
import { TAGS } from '../src/data/tags'
import { publicationStatus } from '../collections/fields'
import { readGlobal, staffEdits } from './access'

/** The thin bar above the header (spec "Top bar item": status, label and link per language, icon, colour). */
export const TopBar: GlobalConfig = {
  slug: 'top-bar',
  admin: { group: 'Site' },
  access: { read: readGlobal, update: staffEdits },
  hooks: { afterChange: [revalidateGlobal(TAGS.global('top-bar'))] },
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
            { name: 'link', type: 'text', localized: true, admin: { description: 'A site path (/nl/contact/), tel:, mailto: or https: address.' } },
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
            { name: 'color', type: 'text', admin: { description: 'Text colour, e.g. #ffffff.' } },
          ],
        },
        { ...publicationStatus(), admin: {} },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'bgColor', type: 'text', defaultValue: '#12355b' },
        { name: 'textColor', type: 'text', defaultValue: '#ffffff' },
      ],
    },
  ],
}
