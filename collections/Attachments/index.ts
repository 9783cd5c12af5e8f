import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS } from '../../src/i18n/admin/labels'
import { staff } from '../access'
import { privateUploadsDir } from '../privateUploads'

/**
 * Files visitors send that are personal data (CVs of job applications): a private upload collection,
 * kept out of `media` (which the public reads) and out of its directory. Only staff read, download
 * or delete them; visitor forms write them as a system step after checking the file.
 */
export const Attachments: CollectionConfig = {
  slug: 'attachments',
  labels: {
    singular: { en: 'Attachment', nl: 'Bijlage', fr: 'Pièce jointe' },
    plural: { en: 'Attachments (private)', nl: 'Bijlagen (privé)', fr: 'Pièces jointes (privées)' },
  },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'kind', 'submission', 'filesize', 'createdAt'],
    group: ADMIN_GROUPS.leads,
    description: {
      en: 'Private files sent with forms (CVs). Never public; delete them when the application is closed.',
      nl: "Privébestanden verstuurd met formulieren (cv's). Nooit publiek; verwijder ze als de sollicitatie afgesloten is.",
      fr: 'Fichiers privés envoyés avec les formulaires (CV). Jamais publics ; supprimez-les quand la candidature est close.',
    },
  },
  access: { read: staff, create: staff, update: staff, delete: staff },
  upload: {
    staticDir: privateUploadsDir(),
    mimeTypes: ['application/pdf'],
    // Downloads go through Payload's API (/api/attachments/file/…), which applies the read access above.
  },
  fields: [
    {
      name: 'kind',
      label: { en: 'Kind', nl: 'Soort', fr: 'Sorte' },
      type: 'select',
      required: true,
      defaultValue: 'cv',
      options: [{ label: { en: 'CV', nl: 'Cv', fr: 'CV' }, value: 'cv' }],
    },
    {
      name: 'submission',
      label: { en: 'Submission', nl: 'Inzending', fr: 'Envoi' },
      type: 'relationship',
      relationTo: 'submissions',
      index: true,
    },
  ],
}
