import { randomBytes } from 'node:crypto'

import type { CollectionBeforeOperationHook } from 'payload'

/**
 * Staff create an owner without a password (issue 36.7): the owner chooses one through the invitation
 * (src/auth/passwordReset.ts, sendOwnerLink). Payload's local strategy hashes a password on every create,
 * so an account made without one gets a random one nobody ever sees or types.
 */
export const noTypedPassword: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (data && (typeof data.password !== 'string' || data.password === '')) data.password = randomBytes(32).toString('base64url')
  return args
}
