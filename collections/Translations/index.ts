import type { CollectionConfig } from 'payload'

import { anyone, staff } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { TAGS } from '../../src/data/tags'

const revalidate = revalidateCollection(() => [TAGS.translations])

/** Interface texts editable by staff; the code ships a default for every key, so a missing row never shows a raw key. */
export const Translations: CollectionConfig = {
  slug: 'translations',
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'value', 'updatedAt'],
    listSearchableFields: ['key'],
    group: 'Site',
  },
  defaultSort: 'key',
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { description: 'Dictionary key, e.g. search.button.' } },
    { name: 'value', type: 'textarea', required: true, localized: true },
  ],
}
