import type { GlobalConfig } from 'payload'

import { markGlobalDraftSave, revalidateGlobal } from '../collections/hooks/revalidate'
import { globalPreviewUrl } from '../collections/preview'
import { globalVersions } from '../collections/versions'
import { TAGS } from '../src/data/tags'
import { readPublishedGlobal, staffEdits } from './access'

/** The site popup (spec section 4): shown once per session, immediately or after its delay. */
export const Popup: GlobalConfig = {
  slug: 'popup',
  admin: { group: 'Site', preview: globalPreviewUrl() },
  versions: globalVersions,
  access: { read: readPublishedGlobal, update: staffEdits },
  hooks: { beforeOperation: [markGlobalDraftSave], afterChange: [revalidateGlobal(TAGS.global('popup'))] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'isPublished', label: 'Published', type: 'checkbox', defaultValue: false },
        { name: 'delay', type: 'number', min: 0, admin: { description: 'Seconds before it appears; empty shows it immediately.' } },
      ],
    },
    { name: 'title', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'link', type: 'text', localized: true, admin: { description: 'Where its button leads, e.g. /nl/gratis-schatting/.' } },
        { name: 'linkLabel', type: 'text', localized: true },
      ],
    },
    { name: 'media', type: 'upload', relationTo: 'media' },
  ],
}
