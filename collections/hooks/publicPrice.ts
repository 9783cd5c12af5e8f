import type { FieldAccess } from 'payload'

import { isOwnerUser, isStaffUser } from '../access'
import { mayReadPrice } from '../../src/listings/publicPrice'
import { relationId } from '../../src/lib/relation'

/**
 * The public price rule (src/listings/publicPrice.ts) as the read access of the price and its derived
 * fields: Payload leaves a field out of a document the reader may not read (REST, GraphQL, population,
 * local reads with overrideAccess: false) and refuses a `where`, `sort` or join sort on it (it asks
 * without a document then). Staff and system reads (overrideAccess) see the stored values.
 */
export const priceFieldAccess: FieldAccess = ({ req, doc }) => {
  const staff = isStaffUser(req)
  const ownListing =
    !staff && doc != null && isOwnerUser(req) && String(relationId((doc as { owner?: unknown }).owner)) === String(req.user!.id)
  return mayReadPrice({ staff, ownListing }, doc as { publishPrice?: boolean | null } | null | undefined)
}

/** What the rule needs in every read whatever `select` asks for: the flag, and the owner for the owner's own listing. */
export const priceForceSelect = { publishPrice: true, owner: true } as const
