import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/**
 * Access rules as small named functions (STYLE.md): collections compose them, none inlines a policy.
 * Staff are `users` (roles admin, editor); owners are `owners`; everyone else is anonymous.
 */

type Req = Pick<PayloadRequest, 'user'>

export const isStaffUser = ({ user }: Req): boolean => user?.collection === 'users'

export const isAdminUser = ({ user }: Req): boolean =>
  user?.collection === 'users' && (user as { roles?: string[] }).roles?.includes('admin') === true

export const isOwnerUser = ({ user }: Req): boolean => user?.collection === 'owners'

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

const relationId = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null && 'id' in value
      ? (value as { id: number | string }).id
      : null

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
