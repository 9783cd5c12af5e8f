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
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
    group: 'Content',
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
    { name: 'alt', type: 'text', localized: true, admin: { description: 'Describes the image for screen readers; left empty, the listing or page title is used.' } },
    {
      name: 'externalId',
      label: 'CRM picture ID',
      type: 'number',
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Set by the importer so a picture is stored once however often it is imported.' },
    },
  ],
}
