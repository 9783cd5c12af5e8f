import type { CollectionConfig, FieldHook, Validate } from 'payload'

import { ADMIN_GROUPS } from '../../src/i18n/admin/labels'
import { isLocale, DEFAULT_LOCALE } from '../../src/i18n/locales'
import { isDictionaryKey, overrideProblem, overrideProblemMessage } from '../../src/i18n/overrides'
import { TAGS } from '../../src/revalidation/tags'
import { anyone, staff } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { saveOverridesEndpoint } from './saveEndpoint'

const revalidate = revalidateCollection(() => [TAGS.translations])

const adminLanguage = (req: { i18n?: { language?: string } }) => req.i18n?.language ?? 'en'

/** A key must be one of the dictionary's: an unknown one would never be shown anywhere. */
const validateKey: Validate<string> = (value, { req }) =>
  isDictionaryKey(value) || overrideProblemMessage({ code: 'unknown-key' }, adminLanguage(req))

/** An override must parse as an ICU message and keep the values of its default (src/i18n/overrides.ts). */
const validateValue: Validate<string> = (value, { req, data }) => {
  const locale = isLocale(req.locale) ? req.locale : DEFAULT_LOCALE
  const problem = overrideProblem((data as { key?: unknown } | undefined)?.key, locale, value)
  // An unknown key is the key field's message, not the text's.
  return !problem || problem.code === 'unknown-key' ? true : overrideProblemMessage(problem, adminLanguage(req))
}

/** An emptied override is no override: the language shows its default again. */
const emptyIsNone: FieldHook = ({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value)

/**
 * Staff overrides of interface texts, one document per dictionary key, its text localized. The code
 * ships a default for every key (src/i18n/texts), so a missing document or language never shows a
 * raw key. The admin lists every key of the dictionary with its defaults and these overrides beside
 * them (src/admin/translations): staff choose a text, they never type a key.
 */
export const Translations: CollectionConfig = {
  slug: 'translations',
  labels: {
    singular: { nl: 'Vertaling', fr: 'Traduction', en: 'Translation' },
    plural: { nl: 'Vertalingen', fr: 'Traductions', en: 'Translations' },
  },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'value', 'updatedAt'],
    listSearchableFields: ['key'],
    group: ADMIN_GROUPS.site,
    description: {
      nl: 'Alle teksten van de site met hun standaardtekst per taal. Een aangepaste tekst vervangt de standaard op de volgende paginaweergave.',
      fr: 'Tous les textes du site avec leur texte par défaut par langue. Un texte modifié remplace le défaut dès l’affichage suivant.',
      en: 'Every text of the site with its default per language. A changed text replaces the default at the next page view.',
    },
    components: {
      views: { list: { Component: '/src/admin/translations/TranslationsView#TranslationsView' } },
    },
  },
  defaultSort: 'key',
  access: { read: anyone, create: staff, update: staff, delete: staff },
  endpoints: [saveOverridesEndpoint],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateKey,
      label: { nl: 'Sleutel', fr: 'Clé', en: 'Key' },
      admin: {
        readOnly: true,
        description: {
          nl: 'Kies een tekst in de lijst van vertalingen; de sleutel wordt niet getypt.',
          fr: 'Choisissez un texte dans la liste des traductions ; la clé ne se tape pas.',
          en: 'Choose a text in the list of translations; the key is never typed.',
        },
      },
    },
    {
      name: 'defaults',
      type: 'ui',
      admin: { components: { Field: '/src/admin/translations/DefaultsField#DefaultsField' } },
    },
    {
      name: 'value',
      type: 'textarea',
      localized: true,
      validate: validateValue,
      hooks: { beforeChange: [emptyIsNone] },
      label: { nl: 'Aangepaste tekst', fr: 'Texte modifié', en: 'Override' },
      admin: {
        description: {
          nl: 'Leeg = de standaardtekst. Behoud de {namen} van de standaardtekst; meervoud: {count, plural, one {# foto} other {# foto’s}}.',
          fr: 'Vide = le texte par défaut. Gardez les {noms} du texte par défaut ; pluriel : {count, plural, one {# photo} other {# photos}}.',
          en: 'Empty = the default text. Keep the {names} of the default; plural: {count, plural, one {# photo} other {# photos}}.',
        },
      },
    },
  ],
}
