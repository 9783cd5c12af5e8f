import type { Field, FieldHook, SelectField, TextField } from 'payload'

import { slugify } from '../../src/lib/slug'
import { staffField } from '../access'

/**
 * Published/Hidden, the spec's status of menus, modules and content (section 4). `enumName` names its
 * PostgreSQL type: Payload names the drafts' own `_status` type `enum_<table>_status` too, so a
 * collection with drafts gives this field another name (issue 15.1, migrations/postgres).
 */
export const publicationStatus = (description?: string, enumName?: string): SelectField => ({
  name: 'status',
  // "Visibility": beside Payload's draft/published status of the version, this is whether the page or
  // item is shown at all once published.
  label: 'Visibility',
  type: 'select',
  ...(enumName ? { enumName } : {}),
  required: true,
  defaultValue: 'published',
  index: true,
  options: [
    { label: 'Published', value: 'published' },
    { label: 'Hidden', value: 'hidden' },
  ],
  admin: { position: 'sidebar', description },
})

const slugFrom =
  (source: string): FieldHook =>
  ({ value, siblingData, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const title = siblingData?.[source] ?? originalDoc?.[source]
    return typeof title === 'string' && title.trim() ? slugify(title) : value
  }

/** Localized URL slug, filled from `source` when left empty and always normalised (cut at ~70 characters). */
export const slugField = (source = 'title'): TextField => ({
  name: 'slug',
  type: 'text',
  localized: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: `Part of the public URL in this language. Left empty, it is made from the ${source}.`,
  },
  hooks: { beforeValidate: [slugFrom(source)] },
})

/** The CRM's no / yes / on request answer for legal and planning questions (spec section 3). */
export const triState = (name: string, label: string): SelectField => ({
  name,
  label,
  type: 'select',
  options: [
    { label: 'No', value: 'no' },
    { label: 'Yes', value: 'yes' },
    { label: 'On request', value: 'on-request' },
  ],
})

export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const

export const orientation = (name: string, label: string): SelectField => ({
  name,
  label,
  type: 'select',
  options: COMPASS_POINTS.map((point) => ({ label: point, value: point })),
})

/** Numbers shown side by side in one admin row. */
export const numberRow = (fields: Array<[name: string, label: string, description?: string]>): Field => ({
  type: 'row',
  fields: fields.map(([name, label, description]) => ({
    name,
    label,
    type: 'number',
    min: 0,
    admin: { description },
  })),
})

export const checkboxRow = (fields: Array<[name: string, label: string]>): Field => ({
  type: 'row',
  fields: fields.map(([name, label]) => ({ name, label, type: 'checkbox' })),
})

/** Title, first and last name, contact details: the spec's person fields (section 3). */
export const personFields = (options: { emailField?: boolean } = {}): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'salutation',
        label: 'Title',
        type: 'select',
        options: [
          { label: 'Mr', value: 'mr' },
          { label: 'Ms', value: 'ms' },
          { label: 'Miss', value: 'miss' },
        ],
      },
      { name: 'firstName', type: 'text', required: true },
      { name: 'lastName', type: 'text', required: true },
    ],
  },
  {
    type: 'row',
    fields: [
      ...(options.emailField ? [{ name: 'email', type: 'email', required: true } as Field] : []),
      { name: 'phone', type: 'text', admin: { description: 'Digits only; shown as 0475 12 34 56.' } },
      {
        name: 'language',
        type: 'select',
        defaultValue: 'nl',
        options: ['nl', 'fr', 'en', 'de'].map((code) => ({ label: code.toUpperCase(), value: code })),
        admin: { description: 'Language of the e-mails this person receives.' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'street', type: 'text' },
      { name: 'houseNumber', type: 'text' },
      { name: 'zip', type: 'text' },
      { name: 'city', type: 'text' },
    ],
  },
  { name: 'remark', type: 'textarea' },
  { name: 'newsletter', type: 'checkbox', label: 'Newsletter opt-in' },
]

/** Fingerprint of the CRM data last imported into the document: an unchanged row is skipped on the next import. */
export const importHash: TextField = {
  name: 'importHash',
  type: 'text',
  admin: { hidden: true },
  access: { read: staffField },
}
