import { z } from 'zod'

import { amount, count, formBase, isoDay, optionalText, person, propertyRef } from '../shared/fields'
import { todayInBelgium } from '../../lib/belgianDay'

/** Form 10: a rental application (income, household, start date, references). */
export const rentalApplicationSchema = z.object({
  ...formBase,
  ...person({ phoneRequired: true }),
  property: propertyRef(),
  income: amount('validation.required.income', 'validation.invalid.amount'),
  household: count('validation.required.household'),
  startDate: isoDay('validation.required.date').refine((day) => day >= todayInBelgium(), 'validation.invalid.date'),
  references: optionalText(3000),
  message: optionalText(3000),
})
