import type { GlobalConfig } from 'payload'

import { markGlobalDraftSave, revalidateGlobal } from '../collections/hooks/revalidate'
import { globalPreviewUrl } from '../collections/preview'
import { globalVersions } from '../collections/versions'
import { TAGS } from '../src/data/tags'
import { readPublishedGlobal, staffEdits } from './access'
import { colourField } from '../collections/fields/colour'
import { same, type AdminText } from '../src/i18n/admin/adminText'

const COL_LABELS: Record<string, AdminText> = {
  sm: { en: 'Sm', nl: 'Klein (sm)', fr: 'Petit (sm)' },
  md: { en: 'Md', nl: 'Middel (md)', fr: 'Moyen (md)' },
  lg: { en: 'Lg', nl: 'Groot (lg)', fr: 'Grand (lg)' },
}

const colSize = (name: 'sm' | 'md' | 'lg', defaultValue: string) => ({
  name,
  label: COL_LABELS[name],
  type: 'select' as const,
  defaultValue,
  options: Array.from({ length: 12 }, (_, i) => ({ label: same(String(i + 1)), value: String(i + 1) })),
})

/** Footer configuration (spec section 3, "Footer config"). */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { en: 'Footer', nl: 'Footer', fr: 'Pied de page' },
  admin: { group: { en: 'Site', nl: 'Site', fr: 'Site' }, preview: globalPreviewUrl() },
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
        {
          type: 'row',
          fields: [
            { name: 'title', label: { en: 'Title', nl: 'Titel', fr: 'Titre' }, type: 'text', localized: true },
            {
              name: 'titlePublic',
              label: { en: 'Title Public', nl: 'Titel tonen', fr: 'Afficher le titre' },
              type: 'checkbox',
              defaultValue: true,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'introText',
              label: { en: 'Intro Text', nl: 'Introtekst', fr: 'Texte d’introduction' },
              type: 'textarea',
              localized: true,
            },
            {
              name: 'introTextPublic',
              label: { en: 'Intro Text Public', nl: 'Introtekst tonen', fr: 'Afficher le texte d’introduction' },
              type: 'checkbox',
              defaultValue: true,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'fullText', label: { en: 'Full Text', nl: 'Volledige tekst', fr: 'Texte complet' }, type: 'richText', localized: true },
            {
              name: 'fullTextPublic',
              label: { en: 'Full Text Public', nl: 'Volledige tekst tonen', fr: 'Afficher le texte complet' },
              type: 'checkbox',
              defaultValue: true,
            },
          ],
        },
        { name: 'image', label: { en: 'Image', nl: 'Afbeelding', fr: 'Image' }, type: 'upload', relationTo: 'media' },
        { type: 'row', fields: [colSize('sm', '12'), colSize('md', '6'), colSize('lg', '3')] },
      ],
    },
  ],
}
