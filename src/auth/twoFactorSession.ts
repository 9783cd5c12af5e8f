import { JWTAuthentication, type AuthStrategyFunction } from 'payload'

import { enrolmentPending } from './twoFactor'

/**
 * Payload's own session check (the JWT cookie or header), and for a staff member who must have a second
 * factor and has not enrolled yet, the mark `twoFactorPending` on the request's user: src/auth/roles.ts
 * then treats the session as no staff session (no leads, no content, no settings) and the admin sends it
 * to the enrolment page. Computed per request from the account and the site setting, so enrolling lifts
 * it at once. Runs before Payload's own strategy, which it replaces for every account kind.
 */
export const staffSessionStrategy: { name: string; authenticate: AuthStrategyFunction } = {
  name: 'staff-session',
  authenticate: async (args) => {
    const result = await JWTAuthentication({ ...args, strategyName: 'local-jwt' })
    const user = result.user as (typeof result.user & { roles?: string[]; totpEnabled?: boolean; twoFactorPending?: boolean }) | null
    if (user?.collection === 'users') user.twoFactorPending = await enrolmentPending(args.payload, user)
    return result
  },
}
