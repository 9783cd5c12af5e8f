import type { ArrayField, TextField } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'
import { LABELS } from '../../src/i18n/admin/labels'
import { mediaField } from './media'

const DOCUMENT = { en: 'Document', nl: 'Document', fr: 'Document' }
const DOCUMENTS = { en: 'Documents', nl: 'Documenten', fr: 'Documents' }

const LINK_TEXT = {
  en: 'Shown as the link text; the file name when empty.',
  nl: 'Getoond als linktekst; leeg: de bestandsnaam.',
  fr: 'Affiché comme texte du lien ; vide : le nom du fichier.',
}

/** The documents a listing or project offers for download: an uploaded file or a link, with its link text per language. */
export const documentsField = (urlDescription?: AdminText): ArrayField => ({
  name: 'documents',
  label: DOCUMENTS,
  labels: { singular: DOCUMENT, plural: DOCUMENTS },
  type: 'array',
  fields: [
    { name: 'title', label: LABELS.title, type: 'text', localized: true, admin: { description: LINK_TEXT } },
    mediaField('file', LABELS.file),
    { name: 'url', label: LABELS.url, type: 'text', ...(urlDescription ? { admin: { description: urlDescription } } : {}) } as TextField,
  ],
})
