import { z } from 'zod'

import { formBase, optionalText, person } from '../shared/fields'

/** Contact about a new-build project (thank-you page /feedback/contact-construction/). */
export const projectInfoSchema = z.object({
  ...formBase,
  ...person({ phoneRequired: true }),
  project: z.coerce.number({ error: 'error.propertyUnavailable' }).int().positive('error.propertyUnavailable'),
  message: optionalText(5000),
})
