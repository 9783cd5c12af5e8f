import type { CollectionConfig, ImageSize } from 'payload'

import { MEDIA_FORMATS, MEDIA_WIDTHS, sizeName, type MediaFormat } from '../../src/lib/image'

import { ADMIN_GROUPS } from '../../src/i18n/admin/labels'
import { TAGS } from '../../src/revalidation/tags'
import { staff } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { readMedia } from './access'
import { cachedFileHandler } from './fileResponse'

// Every page's shell and every listing card read media under one tag. A new file (a visitor's testimonial
// photo, a staff upload) is on no page until the document that shows it is saved, so creating one
// expires nothing: before, each testimonial photo emptied the whole site's cache and made every instance
// read its listing index again.
const revalidate = revalidateCollection(() => [TAGS.media], { createdUnseen: true })

const staticDir = () => process.env.MEDIA_DIR || 'media'

/**
 * AVIF and WebP at each width of MEDIA_WIDTHS (issue 16.6). `fit: 'inside'` scales to the width (no focal
 * crop, so Payload encodes each size once); without `withoutEnlargement` a width wider than the upload is
 * left out rather than filled with the original. Low encoder effort (AVIF 0, WebP 2): the defaults take
 * five times as long (seconds per photo on a small server, and the seed encodes 42 photos) for files
 * a few percent smaller; quality 50 AVIF looks like quality 75 WebP.
 */
const FORMAT_OPTIONS: Record<MediaFormat, NonNullable<ImageSize['formatOptions']>> = {
  avif: { format: 'avif', options: { quality: 50, effort: 0 } },
  webp: { format: 'webp', options: { quality: 75, effort: 2 } },
}
const responsiveSizes: ImageSize[] = MEDIA_FORMATS.flatMap((format) =>
  MEDIA_WIDTHS.map((width) => ({
    name: sizeName(format, width),
    width,
    fit: 'inside' as const,
    formatOptions: FORMAT_OPTIONS[format],
    admin: { disableListColumn: true, disableListFilter: true, disableGroupBy: true },
  })),
)

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Media', nl: 'Media', fr: 'Médias' }, plural: { en: 'Media', nl: 'Media', fr: 'Médias' } },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
    group: ADMIN_GROUPS.content,
  },
  access: { read: readMedia, create: staff, update: staff, delete: staff },
  // Browsed by folder in the admin (payload.config.ts `folders`): the CRM's photos fill thousands of rows.
  folders: true,
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  upload: {
    // Test runs and benchmarks point MEDIA_DIR elsewhere so they never mix files into the site's uploads.
    staticDir: staticDir(),
    mimeTypes: ['image/*', 'application/pdf', 'video/mp4', 'video/webm'],
    // The admin's thumbnail, then the site's sizes; the original is never offered to a page (src/lib/image.ts).
    imageSizes: [
      { name: 'thumbnail', width: 100, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 78 } } },
      ...responsiveSizes,
    ],
    // Cache-Control, ETag and 304 on GET /api/media/file/… (Payload's route, after its access check).
    handlers: [cachedFileHandler(staticDir)],
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
