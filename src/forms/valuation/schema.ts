import { z } from 'zod'

import type { ConditionRule } from '../shared/conditions'
import { belgianZip, formBase, isoDay, optionalText, person, requiredText } from '../shared/fields'

/** Form 4: free valuation, to sell or to rent out; the property address is required (spec section 5). */
const VALUATION_GOALS = ['sell', 'rent'] as const

/** Rent-only fields show (and are stored) only when the visitor wants to rent out. */
export const valuationConditions: Record<string, ConditionRule> = {
  furnished: { field: 'goal', equals: 'rent' },
  availableFrom: { field: 'goal', equals: 'rent' },
}

export const valuationSchema = z.object({
  ...formBase,
  goal: z.enum(VALUATION_GOALS, { error: 'validation.required.valuationGoal' }),
  ...person({ phoneRequired: true }),
  // No salutation asked (issue 37.7): one field less between an owner and a valuation.
  title: person({ phoneRequired: true }).title.optional(),
  street: requiredText('validation.required.address', 200),
  houseNumber: optionalText(20),
  zip: belgianZip(),
  city: requiredText('validation.required.city', 100),
  furnished: z.boolean().optional().default(false),
  availableFrom: z
    .union([z.literal(''), isoDay('validation.required.date')])
    .optional()
    .default(''),
  message: optionalText(3000),
  /** The advisor of an advisor's own valuation page (its id from the page's data). */
  advisor: z.coerce.number().int().positive().optional().catch(undefined),
})
