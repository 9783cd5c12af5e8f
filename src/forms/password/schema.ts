import { z } from 'zod'

import { email, formBase } from '../shared/fields'
import { PASSWORD_MIN } from '../demand/schema'

/** The demander's forgotten password (spec sections 6 and 7): ask a link by e-mail, then choose a new password. */
export const forgotPasswordSchema = z.object({ ...formBase, email: email() })

export const resetPasswordSchema = z
  .object({
    ...formBase,
    token: z.string().trim().min(1, 'password.invalidLink').max(200),
    password: z.string({ error: 'validation.required.password' }).min(1, 'validation.required.password').min(PASSWORD_MIN, 'demand.invalid.passwordLength').max(200),
    passwordConfirm: z.string({ error: 'validation.confirmPassword' }).min(1, 'validation.confirmPassword').max(200),
  })
  .refine((data) => data.password === data.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'validation.passwordMismatch',
    when: ({ value }) => {
      const v = value as Record<string, unknown> | undefined
      return typeof v?.password === 'string' && v.password.length > 0 && typeof v.passwordConfirm === 'string' && v.passwordConfirm.length > 0
    },
  })
