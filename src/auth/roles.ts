import type { PayloadRequest } from 'payload'

/**
 * Who a request's user is, by the auth collection its session names: staff are `users` (roles admin,
 * editor), owners `owners`, demanders `demands`; everyone else is anonymous. The access rules of
 * collections/access.ts and the login hooks build on these.
 */
type Req = Pick<PayloadRequest, 'user'>

export const isStaffUser = ({ user }: Req): boolean => user?.collection === 'users'

export const isAdminUser = ({ user }: Req): boolean =>
  user?.collection === 'users' && (user as { roles?: string[] }).roles?.includes('admin') === true

export const isOwnerUser = ({ user }: Req): boolean => user?.collection === 'owners'
