import { z } from 'zod'

import { formBase, optionalText, person, propertyRef } from '../shared/fields'

/** Form 2: contact for more information about a property. */
export const propertyInfoSchema = z.object({
  ...formBase,
  ...person({ phoneRequired: true }),
  property: propertyRef(),
  message: optionalText(5000),
})
