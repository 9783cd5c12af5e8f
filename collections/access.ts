import type { Access, FieldAccess, Where } from 'payload'

import { isAdminUser, isOwnerUser, isStaffUser } from '../src/auth/roles'

import { relationId } from '../src/lib/relation'

/**
 * Access rules as small named functions: collections compose them, none inlines a policy.
 * Staff are `users` (roles admin, editor); owners are `owners`; everyone else is anonymous.
 */

/** Who a request's user is: one home in src/auth/roles.ts, named here for the collections. */
export { isAdminUser, isOwnerUser, isStaffUser }

export const anyone: Access = () => true

export const staff: Access = ({ req }) => isStaffUser(req)

export const admins: Access = ({ req }) => isAdminUser(req)

export const staffField: FieldAccess = ({ req }) => isStaffUser(req)

export const adminField: FieldAccess = ({ req }) => isAdminUser(req)

/** Staff read everything; the public only documents whose `field` equals `value`. */
export const staffOrWhere =
  (field: string, value: string | boolean): Access =>
  ({ req }) => {
    if (isStaffUser(req)) return true
    return { [field]: { equals: value } } as Where
  }

/** Public reads see a document's published version only: drafts and older versions are staff's (issue 15.1). */
export const PUBLISHED_VERSION: Where = { _status: { equals: 'published' } }

/**
 * Collections with drafts: staff read everything (drafts in the admin and in preview); the public
 * only the published version, and only when its own `field` equals `value` (Published/Hidden,
 * moderation, the CRM's publish flag).
 */
export const staffOrPublishedWhere =
  (field: string, value: string | boolean): Access =>
  ({ req }) => {
    if (isStaffUser(req)) return true
    return { and: [{ [field]: { equals: value } }, PUBLISHED_VERSION] } as Where
  }

/**
 * Read access of a collection with the trash (issue 36.6): Payload leaves trashed rows out of a read
 * unless the read asks for them (`?trash=true`, GraphQL's `trash: true`), and any reader may ask; so
 * every reader but staff is also held to `deletedAt` unset.
 */
export const withoutTrash =
  (read: Access): Access =>
  async (args) => {
    const result = await read(args)
    if (result === false || isStaffUser(args.req)) return result
    const notTrashed: Where = { deletedAt: { exists: false } }
    return result === true ? notTrashed : { and: [result, notTrashed] }
  }

/** Properties: staff all; owners their own (published or not) plus published ones; the public published ones. */
export const readProperties: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const published: Where = { published: { equals: true } }
  if (isOwnerUser(req)) return { or: [published, { owner: { equals: req.user!.id } }] }
  return published
}

/** Data about a property (stats, appointments, submissions): staff all, owners their own properties', others nothing. */
export const staffOrPropertyOwner: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  if (isOwnerUser(req)) return { 'property.owner': { equals: req.user!.id } }
  return false
}

/** An auth collection's own document: staff all, the logged-in account itself, nobody else. */
export const staffOrSelf =
  (collection: string): Access =>
  ({ req }) => {
    if (isStaffUser(req)) return true
    if (req.user?.collection === collection) return { id: { equals: req.user.id } }
    return false
  }

/** Staff accounts: an admin edits every account, an editor only their own, nobody else any. */
export const adminOrSelf =
  (collection: string): Access =>
  ({ req }) => {
    if (isAdminUser(req)) return true
    if (req.user?.collection === collection) return { id: { equals: req.user.id } }
    return false
  }

/**
 * A property's `owner`: staff, and the owner on their own property. Nobody else may read it or query
 * on it (Payload asks without a document when it checks a `where`, so an owner cannot use it as an
 * oracle on other owners' listings either: the portal finds the owner's properties by a system read).
 */
export const staffOrOwnPropertyOwner: FieldAccess = ({ req, doc }) => {
  if (isStaffUser(req)) return true
  if (!isOwnerUser(req) || doc == null) return false
  return String(relationId((doc as { owner?: unknown }).owner)) === String(req.user!.id)
}
