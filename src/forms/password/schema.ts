import { z } from 'zod'

import { ACCOUNT_COLLECTIONS } from '../../auth/accounts'
import { PASSWORD_MIN_LENGTH } from '../../auth/schema'
import { email, formBase, tooLong } from '../shared/fields'

/**
 * The forgotten password of owners and demanders (one flow, src/auth/passwordReset.ts): ask a link by
 * e-mail, then choose a new password. `account` says which kind of account the page is for.
 */
const account = z.enum(ACCOUNT_COLLECTIONS)

export const forgotPasswordSchema = z.object({ ...formBase, account, email: email() })

export const resetPasswordSchema = z
  .object({
    ...formBase,
    account,
    token: z.string().trim().min(1, 'password.invalidLink').max(200),
    password: z
      .string({ error: 'validation.required.password' })
      .min(1, 'validation.required.password')
      .min(PASSWORD_MIN_LENGTH, 'demand.invalid.passwordLength')
      .max(200, tooLong(200)),
    passwordConfirm: z.string({ error: 'validation.confirmPassword' }).min(1, 'validation.confirmPassword').max(200, tooLong(200)),
  })
  .refine((data) => data.password === data.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'validation.passwordMismatch',
    when: ({ value }) => {
      const v = value as Record<string, unknown> | undefined
      return (
        typeof v?.password === 'string' && v.password.length > 0 && typeof v.passwordConfirm === 'string' && v.passwordConfirm.length > 0
      )
    },
  })
