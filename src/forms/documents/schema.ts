import { z } from 'zod'

import { formBase, person, propertyRef } from '../shared/fields'

/** Form 8: request the documents of a property. */
export const documentsSchema = z.object({
  ...formBase,
  ...person({ phoneRequired: false }),
  property: propertyRef(),
})
