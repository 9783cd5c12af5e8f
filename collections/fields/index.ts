import type { Field, FieldAccess, FieldHook, SelectField, TextField } from 'payload'

import { same, type AdminText } from '../../src/i18n/admin/adminText'
import { LABELS } from '../../src/i18n/admin/labels'
import { slugify } from '../../src/lib/slug'
import { staffField } from '../access'
import { cityField, houseNumberField, streetField, zipField } from './address'

/**
 * Shown/Hidden, the spec's status of menus, modules and content (section 4): whether the page or item is
 * on the site at all once published. It is not Payload's draft/published status of the version, and its
 * labels must not read like it (issue 36, point 5: "Visibility: Published" stood on a draft); the stored
 * values stay `published` and `hidden`. `enumName` names its PostgreSQL type: Payload names the drafts'
 * own `_status` type `enum_<table>_status` too, so a collection with drafts gives this field another name
 * (issue 15.1, migrations/postgres).
 */
export const publicationStatus = (description?: AdminText, enumName?: string): SelectField => ({
  name: 'status',
  label: { en: 'On the site', nl: 'Op de site', fr: 'Sur le site' },
  type: 'select',
  ...(enumName ? { enumName } : {}),
  required: true,
  defaultValue: 'published',
  index: true,
  options: [
    { label: { en: 'Shown', nl: 'Zichtbaar', fr: 'Affiché' }, value: 'published' },
    { label: { en: 'Hidden', nl: 'Verborgen', fr: 'Masqué' }, value: 'hidden' },
  ],
  admin: {
    position: 'sidebar',
    description: description ?? {
      en: 'Apart from publishing: a hidden item stays off the site, published or not.',
      nl: 'Los van publiceren: een verborgen item blijft weg van de site, ook gepubliceerd.',
      fr: 'Indépendamment de la publication : un élément masqué reste hors du site, même publié.',
    },
  },
})

const slugFrom =
  (source: string): FieldHook =>
  ({ value, siblingData, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const title = siblingData?.[source] ?? originalDoc?.[source]
    return typeof title === 'string' && title.trim() ? slugify(title) : value
  }

const SLUG_SOURCES: Record<string, AdminText> = {
  title: { en: 'title', nl: 'titel', fr: 'titre' },
  name: { en: 'name', nl: 'naam', fr: 'nom' },
}

/** Localized URL slug, filled from `source` when left empty and always normalised (cut at ~70 characters). */
export const slugField = (source = 'title'): TextField => {
  const from = SLUG_SOURCES[source] ?? { en: source, nl: source, fr: source }
  return {
    name: 'slug',
    type: 'text',
    label: { en: 'Slug', nl: 'Slug (URL-deel)', fr: 'Slug (partie d’URL)' },
    localized: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: {
        en: `Part of the public URL in this language. Left empty, it is made from the ${from.en}.`,
        nl: `Deel van de publieke URL in deze taal. Leeg gelaten, wordt het gemaakt van de ${from.nl}.`,
        fr: `Partie de l’URL publique dans cette langue. Laissé vide, il est tiré du ${from.fr}.`,
      },
    },
    hooks: { beforeValidate: [slugFrom(source)] },
  }
}

/** The CRM's no / yes / on request answer for legal and planning questions (spec section 3). */
export const triState = (name: string, label: AdminText): SelectField => ({
  name,
  label,
  type: 'select',
  options: [
    { label: { en: 'No', nl: 'Nee', fr: 'Non' }, value: 'no' },
    { label: { en: 'Yes', nl: 'Ja', fr: 'Oui' }, value: 'yes' },
    { label: { en: 'On request', nl: 'Op aanvraag', fr: 'Sur demande' }, value: 'on-request' },
  ],
})

export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const

/** The points as staff abbreviate them: Dutch writes O(ost) and Z(uid), French O(uest). The stored value stays English. */
const COMPASS_LABELS: Record<(typeof COMPASS_POINTS)[number], AdminText> = {
  N: { en: 'N', nl: 'N', fr: 'N' },
  NE: { en: 'NE', nl: 'NO', fr: 'NE' },
  E: { en: 'E', nl: 'O', fr: 'E' },
  SE: { en: 'SE', nl: 'ZO', fr: 'SE' },
  S: { en: 'S', nl: 'Z', fr: 'S' },
  SW: { en: 'SW', nl: 'ZW', fr: 'SO' },
  W: { en: 'W', nl: 'W', fr: 'O' },
  NW: { en: 'NW', nl: 'NW', fr: 'NO' },
}

export const orientation = (name: string, label: AdminText): SelectField => ({
  name,
  label,
  type: 'select',
  options: COMPASS_POINTS.map((point) => ({ label: COMPASS_LABELS[point], value: point })),
})

/** Numbers shown side by side in one admin row; `readAccess` gives the named ones a read access rule. */
export const numberRow = (
  fields: Array<[name: string, label: AdminText, description?: AdminText]>,
  readAccess?: { fields: readonly string[]; read: FieldAccess },
): Field => ({
  type: 'row',
  fields: fields.map(([name, label, description]) => ({
    name,
    label,
    type: 'number',
    min: 0,
    admin: { description },
    ...(readAccess?.fields.includes(name) ? { access: { read: readAccess.read } } : {}),
  })),
})

export const checkboxRow = (fields: Array<[name: string, label: AdminText]>): Field => ({
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
        label: { en: 'Title', nl: 'Aanspreking', fr: 'Civilité' },
        type: 'select',
        options: [
          { label: { en: 'Mr', nl: 'Dhr.', fr: 'M.' }, value: 'mr' },
          { label: { en: 'Ms', nl: 'Mevr.', fr: 'Mme' }, value: 'ms' },
          { label: { en: 'Miss', nl: 'Juffr.', fr: 'Mlle' }, value: 'miss' },
        ],
      },
      { name: 'firstName', label: LABELS.firstName, type: 'text', required: true },
      { name: 'lastName', label: LABELS.lastName, type: 'text', required: true },
    ],
  },
  {
    type: 'row',
    fields: [
      ...(options.emailField ? [{ name: 'email', label: LABELS.email, type: 'email', required: true } as Field] : []),
      {
        name: 'phone',
        label: LABELS.phone,
        type: 'text',
        admin: {
          description: {
            en: 'Digits only; shown as 0475 12 34 56.',
            nl: 'Enkel cijfers; getoond als 0475 12 34 56.',
            fr: 'Chiffres uniquement ; affiché comme 0475 12 34 56.',
          },
        },
      },
      {
        name: 'language',
        label: { en: 'Language', nl: 'Taal', fr: 'Langue' },
        type: 'select',
        defaultValue: 'nl',
        options: ['nl', 'fr', 'en', 'de'].map((code) => ({ label: same(code.toUpperCase()), value: code })),
        admin: {
          description: {
            en: 'Language of the e-mails this person receives.',
            nl: 'Taal van de e-mails die deze persoon ontvangt.',
            fr: 'Langue des e-mails que cette personne reçoit.',
          },
        },
      },
    ],
  },
  {
    type: 'row',
    fields: [streetField(), houseNumberField(), zipField(), cityField()],
  },
  {
    name: 'remark',
    label: LABELS.remark,
    type: 'textarea',
    // The agency's note about the person: an owner or demander neither reads nor writes it on their own account.
    access: { read: staffField, create: staffField, update: staffField },
  },
  {
    name: 'newsletter',
    type: 'checkbox',
    label: { en: 'Newsletter opt-in', nl: 'Wil de nieuwsbrief', fr: 'Souhaite la newsletter' },
  },
]

/** Fingerprint of the CRM data last imported into the document: an unchanged row is skipped on the next import. */
export const importHash: TextField = {
  name: 'importHash',
  type: 'text',
  admin: { hidden: true },
  access: { read: staffField },
}
