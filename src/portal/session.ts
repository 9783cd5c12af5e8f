import type { Payload } from 'payload'

import type { OwnerUser } from './reads'
import { isStaffUser } from '../auth/roles'

/**
 * Who the portal is shown for: the logged-in owner, or, for staff (a `users` session), the owner they
 * chose in the admin (?owner=<id>). Either way the portal then reads as that owner, so staff see
 * exactly what the owner sees. Anyone else gets null.
 */
export interface PortalViewer {
  owner: OwnerUser
  staff: boolean
}

export async function portalViewer(payload: Payload, headers: Headers, requestedOwner?: string | null): Promise<PortalViewer | null> {
  const { user } = await payload.auth({ headers })
  if (!user) return null
  if (user.collection === 'owners') return { owner: user as OwnerUser, staff: false }
  if (!isStaffUser({ user }) || !requestedOwner || !/^[\w-]{1,40}$/.test(requestedOwner)) return null
  const owner = await payload.findByID({
    collection: 'owners',
    id: requestedOwner,
    overrideAccess: false,
    user,
    depth: 0,
    disableErrors: true,
  })
  return owner ? { owner: { ...owner, collection: 'owners' }, staff: true } : null
}
