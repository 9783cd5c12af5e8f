import type { TextField } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'
import { LABELS } from '../../src/i18n/admin/labels'
import { hexColourMessage, isHexColour } from '../../src/lib/colour'

type Labels = AdminText

/**
 * A colour stored as #rrggbb, edited with a colour picker beside its hex text (src/admin/colourField).
 * Empty is allowed unless `required`: the site then uses its own colour.
 */
export const colourField = (
  name: string,
  options: { label?: Labels; description?: Labels; defaultValue?: string; required?: boolean; admin?: TextField['admin'] } = {},
): TextField => ({
  name,
  type: 'text',
  label: options.label,
  defaultValue: options.defaultValue,
  required: options.required,
  validate: (value: string | null | undefined, { req }) => {
    if (!value) return options.required ? req.t('validation:required') : true
    return isHexColour(value) || hexColourMessage(req.i18n?.language)
  },
  admin: {
    ...options.admin,
    description: options.description,
    components: { Field: '/src/admin/colourField/ColourField#ColourField' },
  },
})

/** A bar's background and text colours (header, mobile menu, top bar, footer), with the site's own as defaults. */
export const barColours = (background: string, text: string): TextField[] => [
  colourField('bgColor', { label: LABELS.backgroundColour, defaultValue: background }),
  colourField('textColor', { label: LABELS.textColour, defaultValue: text }),
]
