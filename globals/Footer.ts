import type { GlobalConfig } from 'payload'

import { markGlobalDraftSave, revalidateGlobal } from '../collections/hooks/revalidate'
import { globalPreviewUrl } from '../collections/preview'
import { globalVersions } from '../collections/versions'
import { TAGS } from '../src/data/tags'
import { readPublishedGlobal, staffEdits } from './access'
import { colourField } from '../collections/fields/colour'

const colSize = (name: string, defaultValue: string) => ({
  name,
  type: 'select' as const,
  defaultValue,
  options: Array.from({ length: 12 }, (_, i) => ({ label: String(i + 1), value: String(i + 1) })),
})

/** Footer configuration (spec section 3, "Footer config"). */
export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site', preview: globalPreviewUrl() },
  versions: globalVersions,
  access: { read: readPublishedGlobal, update: staffEdits },
  hooks: { beforeOperation: [markGlobalDraftSave], afterChange: [revalidateGlobal(TAGS.global('footer'))] },
  fields: [
    {
      type: 'row',
      fields: [
        colourField('bgColor', {
          label: { en: 'Background colour', nl: 'Achtergrondkleur', fr: 'Couleur de fond' },
          defaultValue: '#12355b',
        }),
        colourField('textColor', { label: { en: 'Text colour', nl: 'Tekstkleur', fr: 'Couleur du texte' }, defaultValue: '#ffffff' }),
        { name: 'maxWidth', type: 'number', defaultValue: 1280 },
      ],
    },
    { name: 'copyright', type: 'text', localized: true },
    {
      name: 'columns',
      label: 'Bottom columns',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', localized: true },
            { name: 'titlePublic', type: 'checkbox', defaultValue: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'introText', type: 'textarea', localized: true },
            { name: 'introTextPublic', type: 'checkbox', defaultValue: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'fullText', type: 'richText', localized: true },
            { name: 'fullTextPublic', type: 'checkbox', defaultValue: true },
          ],
        },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { type: 'row', fields: [colSize('sm', '12'), colSize('md', '6'), colSize('lg', '3')] },
      ],
    },
  ],
}
