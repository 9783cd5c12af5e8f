import type { TextField } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'
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
