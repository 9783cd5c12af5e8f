import { z } from 'zod'

import { criteriaFields, priceRangeRefinement } from '../forms/demand/schema'

/**
 * What the demander may change on their account page: the criteria of the register (same fields,
 * same messages) and the alert subscription. Nothing else of the account is writable from there.
 */
export const accountCriteriaSchema = z.object({ ...criteriaFields }).refine(...priceRangeRefinement)

export const subscriptionSchema = z.object({ subscribed: z.boolean() })

export type AccountCriteriaInput = z.input<typeof accountCriteriaSchema>

/** The fields written for a subscription change: switching off remembers when, switching on clears it. */
export function subscriptionUpdate(subscribed: boolean, now: Date = new Date()): { subscribed: boolean; unsubscribedAt: string | null } {
  return { subscribed, unsubscribedAt: subscribed ? null : now.toISOString() }
}
