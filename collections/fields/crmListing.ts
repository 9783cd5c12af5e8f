import type { CheckboxField, NumberField } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'
import { LABELS } from '../../src/i18n/admin/labels'

const described = (description?: AdminText) => (description ? { description } : {})

/** The CRM's id of a listing or project: one document per id, and part of its public URL (src/routing/listingPaths.ts). */
export const externalIdField = (description?: AdminText): NumberField => ({
  name: 'externalId',
  label: LABELS.externalId,
  type: 'number',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', ...described(description) },
})

/** The CRM's "on the website" flag of a listing or project, shown as yes or no in the list. */
export const publishedField = (description?: AdminText): CheckboxField => ({
  name: 'published',
  label: LABELS.published,
  type: 'checkbox',
  defaultValue: true,
  index: true,
  admin: { position: 'sidebar', ...described(description), components: { Cell: '/src/admin/lists/PropertyCells#YesNoCell' } },
})
