import { Forbidden, ValidationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { isAdminUser, isStaffUser } from './roles'
import { guardLogin, type LoginSlug } from './loginGuard'
import { checkPassword } from './passwordCheck'
import { checkSecondFactor } from './twoFactor'

/** Every password login of the collection goes through the throttle and the fixed-cost check first. */
export const guardLoginHook =
  (collection: LoginSlug): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'login') return args
    const data = (args as { data?: { email?: unknown; password?: unknown; totp?: unknown } }).data ?? {}
    // Payload itself answers a missing e-mail or password (a 400 ValidationError).
    if (typeof data.email !== 'string' || !data.email.trim() || typeof data.password !== 'string' || !data.password.trim()) return args
    // Staff with a second factor give its code as `totp` (REST and local API); GraphQL's loginUser has no
    // such argument, so an enrolled account cannot log in there at all: no way around the code.
    const secondFactor = collection === 'users' ? (id: number | string) => checkSecondFactor(req.payload, id, data.totp) : undefined
    await guardLogin(req.payload, req, { collection, email: data.email, password: data.password, headers: req.headers, secondFactor })
    return args
  }

const sameAddress = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()

type ChangeArgs = { id?: number | string; where?: unknown; data?: Record<string, unknown> }

async function storedAccount(req: PayloadRequest, collection: LoginSlug, id: number | string | undefined) {
  if (id === undefined) return null
  return req.payload.db.findOne<{ id: number | string; email?: string; hash?: string; salt?: string }>({
    collection,
    where: { id: { equals: id } },
  })
}

/**
 * Who may change what of an owner's or demander's login (the account that opens their data):
 * - the password: only an admin, or the account itself (editors see the people, not their logins);
 * - the e-mail: an admin, or the account itself with its current password in `currentPassword`
 *   (a stolen session alone cannot move the account to another address and reset its password).
 * Server code (import, register form, reset link) runs without a user and is not concerned.
 */
export const accountChangeHook =
  (collection: LoginSlug): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'update') return args
    const change = args as ChangeArgs
    const data = change.data
    if (!data || !req.user) return args
    const currentPassword = data.currentPassword
    delete data.currentPassword
    if (isAdminUser(req)) return args
    const self = req.user.collection === collection
    if (isStaffUser(req) && !self) {
      if (typeof data.password === 'string' && data.password) throw new Forbidden(req.t)
      if ('email' in data) {
        const stored = await storedAccount(req, collection, change.id)
        if (!stored || !sameAddress(stored.email, data.email)) throw new Forbidden(req.t)
      }
      return args
    }
    if (!self || !('email' in data) || sameAddress(data.email, req.user.email)) return args
    // The account's own e-mail change: only by id (its own), with its current password.
    const stored =
      change.id !== undefined && String(change.id) === String(req.user.id) ? await storedAccount(req, collection, change.id) : null
    const ok = stored && typeof currentPassword === 'string' ? await checkPassword(stored, currentPassword) : false
    if (!ok)
      throw new ValidationError(
        {
          collection,
          errors: [{ path: 'currentPassword', message: 'Your current password is needed to change the login e-mail address.' }],
        },
        req.t,
      )
    return args
  }
