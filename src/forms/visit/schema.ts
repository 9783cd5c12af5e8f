import { z } from 'zod'

import { VISIT_SLOTS } from '../../lib/visitSlots'
import { formBase, isoDay, optionalText, person, propertyRef } from '../shared/fields'
import { todayInBelgium } from '../../lib/belgianDay'

/** Form 3: a visit appointment for a property, on a day and in one of the spec's three slots. */
export const visitSchema = z.object({
  ...formBase,
  ...person({ phoneRequired: true }),
  property: propertyRef(),
  // Compared with today when validated, so a form left open overnight is checked against the new day.
  date: isoDay('validation.required.date').refine((day) => day >= todayInBelgium(), 'validation.invalid.date'),
  slot: z.enum(VISIT_SLOTS, { error: 'validation.required.slot' }),
  remark: optionalText(2000),
})
