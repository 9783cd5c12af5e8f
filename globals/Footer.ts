import type { GlobalConfig } from 'payload'

import { siteGlobal } from './siteGlobal'
import { barColours } from '../collections/fields/colour'
import { columnSizeRow } from '../collections/fields/columns'
import { mediaField } from '../collections/fields/media'
import { publicColumnText, publicTitle } from '../collections/fields/publicText'
import { LABELS } from '../src/i18n/admin/labels'

/** Footer configuration (spec section 3, "Footer config"). */
export const Footer: GlobalConfig = siteGlobal('footer', { en: 'Footer', nl: 'Footer', fr: 'Pied de page' }, [
  {
    type: 'row',
    fields: [
      ...barColours('#12355b', '#ffffff'),
      {
        name: 'maxWidth',
        label: { en: 'Max Width', nl: 'Maximale breedte', fr: 'Largeur maximale' },
        type: 'number',
        defaultValue: 1280,
      },
    ],
  },
  { name: 'copyright', label: { en: 'Copyright', nl: 'Copyright', fr: 'Copyright' }, type: 'text', localized: true },
  {
    name: 'columns',
    labels: { singular: { en: 'Column', nl: 'Kolom', fr: 'Colonne' }, plural: { en: 'Columns', nl: 'Kolommen', fr: 'Colonnes' } },
    label: { en: 'Bottom columns', nl: 'Kolommen onderaan', fr: 'Colonnes du bas' },
    type: 'array',
    fields: [
      { type: 'row', fields: publicTitle() },
      {
        type: 'row',
        fields: publicColumnText('introText', {
          label: { en: 'Intro Text', nl: 'Introtekst', fr: 'Texte d’introduction' },
          type: 'textarea',
        }),
      },
      {
        type: 'row',
        fields: publicColumnText('fullText', { label: { en: 'Full Text', nl: 'Volledige tekst', fr: 'Texte complet' }, type: 'richText' }),
      },
      mediaField('image', LABELS.image),
      columnSizeRow({ sm: '12', md: '6', lg: '3' }),
    ],
  },
])
