import type { PayloadRequest } from 'payload'

/**
 * Who a request's user is, by the auth collection its session names: staff are `users` (roles admin,
 * editor), owners `owners`, demanders `demands`; everyone else is anonymous. The access rules of
 * collections/access.ts and the login hooks build on these.
 *
 * A staff session that still owes its second factor (`twoFactorPending`, set by the session strategy
 * src/auth/twoFactorSession.ts for an admin, or an editor when Site settings requires it, who has not
 * enrolled) is no staff session: it reads and changes nothing but its own enrolment.
 */
type Req = Pick<PayloadRequest, 'user'>

const pending = (user: Req['user']) => (user as { twoFactorPending?: boolean } | null)?.twoFactorPending === true

export const isStaffUser = ({ user }: Req): boolean => user?.collection === 'users' && !pending(user)

export const isAdminUser = ({ user }: Req): boolean =>
  isStaffUser({ user }) && (user as { roles?: string[] }).roles?.includes('admin') === true

export const isOwnerUser = ({ user }: Req): boolean => user?.collection === 'owners'
