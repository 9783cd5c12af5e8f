import type { DateField, JSONField, RelationshipField, SelectField, TextField } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'
import { LABELS } from '../../src/i18n/admin/labels'

/**
 * The fields of the records the site keeps for staff (leads, visits, e-mails, imports, listing alerts,
 * statistics): where a record stands, the property it is about, the visitor's language and the moments
 * the server stamps. Each collection says what differs (its steps, who may read) and nothing else.
 */

type Extra<F> = Partial<Omit<F, 'name' | 'type'>>

/** Where a record stands in its handling: required, indexed for the list's filters, new ones at `defaultValue`. */
export const workflowStatus = (defaultValue: string, options: SelectField['options'], extra: Extra<SelectField> = {}): SelectField =>
  ({
    name: 'status',
    label: LABELS.status,
    type: 'select',
    required: true,
    defaultValue,
    index: true,
    options,
    ...extra,
  }) as SelectField

/** The property a record is about, indexed: lists, the owner portal and the seats look records up by it. */
export const propertyRelation = (extra: Extra<RelationshipField> = {}): RelationshipField =>
  ({
    name: 'property',
    label: LABELS.property,
    type: 'relationship',
    relationTo: 'properties',
    index: true,
    ...extra,
  }) as RelationshipField

/** The language the visitor used, as the site stores its code (nl, fr, en). */
export const localeCode = (extra: Extra<TextField> = {}): TextField =>
  ({ name: 'locale', label: LABELS.locale, type: 'text', ...extra }) as TextField

/** A moment the server stamps (sent, confirmed, started): staff read it with its time and never edit it. */
export const stampedMoment = (name: string, label: AdminText, admin: { position?: 'sidebar' } = {}): DateField => ({
  name,
  label,
  type: 'date',
  admin: { ...admin, readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
})

/** The staff member the server records as having done a step (uploaded, wrote, sent); never edited. */
export const stampedUser = (name: string, label: AdminText, admin: { position?: 'sidebar' } = {}): RelationshipField => ({
  name,
  label,
  type: 'relationship',
  relationTo: 'users',
  admin: { ...admin, readOnly: true },
})

/** Published listings per language that the import counts again after each run; staff only read them. */
export const importedCounts = (description: AdminText): JSONField => ({
  name: 'counts',
  label: LABELS.counts,
  type: 'json',
  admin: { readOnly: true, description },
})
