import type { CollectionConfig } from 'payload'

import { staff } from '../access'

/**
 * Files visitors send that are personal data (CVs of job applications): a private upload collection,
 * kept out of `media` (which the public reads) and out of its directory. Only staff read, download
 * or delete them; visitor forms write them as a system step after checking the file.
 */
export const Attachments: CollectionConfig = {
  slug: 'attachments',
  labels: { singular: 'Attachment', plural: 'Attachments (private)' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'kind', 'submission', 'filesize', 'createdAt'],
    group: 'Leads',
    description: 'Private files sent with forms (CVs). Never public; delete them when the application is closed.',
  },
  access: { read: staff, create: staff, update: staff, delete: staff },
  upload: {
    staticDir: process.env.PRIVATE_UPLOADS_DIR || (process.env.MEDIA_DIR ? `${process.env.MEDIA_DIR}-private` : 'private-uploads'),
    mimeTypes: ['application/pdf'],
    // Downloads go through Payload's API (/api/attachments/file/…), which applies the read access above.
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'cv',
      options: [{ label: 'CV', value: 'cv' }],
    },
    { name: 'submission', type: 'relationship', relationTo: 'submissions', index: true },
  ],
}
