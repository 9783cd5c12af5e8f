import { z } from 'zod'

import { amount, formBase, isoDay, optionalText, person, propertyRef } from '../shared/fields'
import { todayInBelgium } from '../../lib/belgianDay'

/** Form 9: a purchase offer (amount, conditions, validity). */
export const offerSchema = z.object({
  ...formBase,
  ...person({ phoneRequired: true }),
  property: propertyRef(),
  amount: amount('validation.required.amount', 'validation.invalid.amount'),
  conditions: optionalText(3000),
  validUntil: isoDay('validation.required.date').refine((day) => day >= todayInBelgium(), 'validation.invalid.date'),
})
