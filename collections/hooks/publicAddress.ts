import type { CollectionAfterReadHook, FieldAccess, PayloadRequest } from 'payload'

import { isStaffUser } from '../access'
import { publicAddress, townCentre, type Town } from '../../src/listings/publicAddress'

/**
 * The public address rule (src/listings/publicAddress.ts) applied to every read made with access
 * control: REST, GraphQL, relationship population and the site's own reads (which run with
 * overrideAccess: false). Staff and system reads (overrideAccess) see the address as stored.
 */

const TOWNS = 'publicAddress.towns'

/** The towns, read once per request (one small query however many documents the read returns). */
function towns(req: PayloadRequest): Promise<Town[]> {
  const cached = req.context[TOWNS] as Promise<Town[]> | undefined
  if (cached) return cached
  const loading = req.payload
    .find({
      collection: 'cities',
      req,
      overrideAccess: true,
      depth: 0,
      pagination: false,
      select: { name: true, zip: true, latitude: true, longitude: true },
    })
    .then((result) => result.docs as Town[])
  req.context[TOWNS] = loading
  return loading
}

/** The read hook of a collection whose checkbox `flag` says whether the address may be published. */
export const hideUnpublishedAddress =
  (flag: 'publishAddress' | 'publicAddress'): CollectionAfterReadHook =>
  async ({ doc, req, overrideAccess }) => {
    if (overrideAccess || isStaffUser(req)) return doc
    // forceSelect keeps the flag in every read; should it ever be missing, the address counts as hidden.
    const shown = flag in doc ? (doc[flag] as boolean | null | undefined) : false
    if (shown !== false) return doc
    const located = 'latitude' in doc || 'longitude' in doc
    const town = located ? townCentre(await towns(req), doc.zip as string | null, doc.city as string | null) : null
    return publicAddress(doc, false, town)
  }

/** What the read hook needs, kept in every read whatever `select` asks for (all public fields). */
export const addressForceSelect = (flag: 'publishAddress' | 'publicAddress') => ({ [flag]: true, zip: true, city: true }) as const

/**
 * Address and coordinate fields: present in documents (the read hook above decides their public value)
 * but queryable and sortable by staff only, so that `where[latitude][greater_than]=…` or
 * `where[street][like]=…` cannot find a hidden address one comparison at a time. Payload calls field
 * access without a document when it validates a query's paths.
 */
export const staffQueryableField: FieldAccess = ({ req, doc }) => doc != null || isStaffUser(req)
