import type { CheckboxField, Field, RichTextField, TextareaField, TextField } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'
import { LABELS, SHOWN } from '../../src/i18n/admin/labels'

type Shown = {
  /** Whether a new document shows the text. */
  shown?: boolean
  /** The checkbox's description. */
  hint?: AdminText
}

/**
 * A text the site shows or keeps for staff (the spec's `<text>Public` flags of menus, modules and footer
 * columns): the text, per language, and its checkbox. The caller puts both in one row.
 */
const shownToggle = (name: keyof typeof SHOWN, { shown = true, hint }: Shown): CheckboxField => ({
  name: `${name}Public`,
  label: SHOWN[name],
  type: 'checkbox',
  defaultValue: shown,
  ...(hint ? { admin: { description: hint } } : {}),
})

export const publicTitle = (options: Shown & { required?: boolean } = {}): Field[] => [
  { name: 'title', label: LABELS.title, type: 'text', localized: true, ...(options.required ? { required: true } : {}) } as TextField,
  shownToggle('title', options),
]

type LongText = { label: AdminText; type: 'textarea' | 'richText' }

const longText = (name: string, { label, type }: LongText): Field =>
  ({ name, label, type, localized: true }) as TextareaField | RichTextField

export const publicDescription = (options: Shown = {}): Field[] => [
  longText('description', { label: LABELS.description, type: 'textarea' }),
  shownToggle('description', options),
]

/** A footer column's texts: its intro and its full text, each with its checkbox. */
export const publicColumnText = (name: 'introText' | 'fullText', text: LongText): Field[] => [longText(name, text), shownToggle(name, {})]
