import type { Payload } from 'payload'

import type { Demand } from '../payload-types'

export type DemandUser = Demand & { collection: 'demands' }

/**
 * The logged-in demander, or null. Payload's one session cookie serves every auth collection and its
 * token names the collection, so an owner's or staff session is no demander here.
 */
export async function demandViewer(payload: Payload, headers: Headers): Promise<DemandUser | null> {
  const { user } = await payload.auth({ headers })
  return user?.collection === 'demands' ? (user as DemandUser) : null
}
