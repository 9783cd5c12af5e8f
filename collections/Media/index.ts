import type { CollectionConfig, ImageSize } from 'payload'

import { staff } from '../access'
import { readMedia } from './access'
import { revalidateCollection } from '../hooks/revalidate'
import { TAGS } from '../../src/data/tags'

const revalidate = revalidateCollection(() => [TAGS.media])

/** Spec section 5: widths 100, 400, 600 and 1360 next to the original, served as webp. */
const webpSize = (name: string, width: number): ImageSize => ({
  name,
  width,
  withoutEnlargement: true,
  formatOptions: { format: 'webp', options: { quality: 78 } },
})

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Media', nl: 'Media', fr: 'Médias' }, plural: { en: 'Media', nl: 'Media', fr: 'Médias' } },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
    group: { en: 'Content', nl: 'Inhoud', fr: 'Contenu' },
  },
  access: { read: readMedia, create: staff, update: staff, delete: staff },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  upload: {
    // Test runs and benchmarks point MEDIA_DIR elsewhere so they never mix files into the site's uploads.
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/*', 'application/pdf', 'video/mp4', 'video/webm'],
    imageSizes: [webpSize('thumbnail', 100), webpSize('small', 400), webpSize('medium', 600), webpSize('large', 1360)],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      label: { en: 'Alt', nl: 'Alternatieve tekst', fr: 'Texte alternatif' },
      type: 'text',
      localized: true,
      admin: {
        description: {
          en: 'Describes the image for screen readers; left empty, the listing or page title is used.',
          nl: 'Beschrijft de afbeelding voor schermlezers; leeg gelaten wordt de titel van het pand of de pagina gebruikt.',
          fr: 'Décrit l’image pour les lecteurs d’écran ; laissé vide, le titre du bien ou de la page est utilisé.',
        },
      },
    },
    {
      name: 'externalId',
      label: { en: 'CRM picture ID', nl: 'CRM-foto-ID', fr: 'ID photo CRM' },
      type: 'number',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Set by the importer so a picture is stored once however often it is imported.',
          nl: 'Gezet door de import zodat een foto één keer bewaard wordt, hoe vaak ook geïmporteerd.',
          fr: 'Défini par l’import pour qu’une photo soit stockée une seule fois, quel que soit le nombre d’imports.',
        },
      },
    },
  ],
}
