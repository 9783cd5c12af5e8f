import { z } from 'zod'

import { formBase, optionalText, person, requiredText } from '../shared/fields'

/** Form 1, the site contact (contact page), and its small variant (contact module of the home page). */
export const siteContactSchema = z.object({
  ...formBase,
  ...person({ phoneRequired: true }),
  message: requiredText('validation.required.message', 5000),
})

export const smallContactSchema = z.object({
  ...formBase,
  ...person({ phoneRequired: false }),
  title: person({ phoneRequired: false }).title.optional(),
  message: optionalText(5000),
})
