import { z } from 'zod'

/**
 * Login, forgotten-password and new-password forms: one schema each, shared by the form (react-hook-form)
 * and its route handler. Messages are dictionary keys (spec section 5 and 8 texts).
 */
export const PASSWORD_MIN_LENGTH = 8

const email = z.string().trim().min(1, 'validation.required.email').email('validation.invalid.email').max(254, 'validation.invalid.email')

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'validation.required.password').max(200, 'error.invalidCredentials'),
})

export const forgotPasswordSchema = z.object({ email })

export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1, 'login.resetInvalid').max(200, 'login.resetInvalid'),
    password: z.string().min(1, 'validation.required.password').min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort').max(200, 'validation.passwordTooShort'),
    confirm: z.string().min(1, 'validation.confirmPassword'),
  })
  .refine((data) => data.password === data.confirm, { message: 'validation.passwordMismatch', path: ['confirm'] })

export type LoginInput = z.infer<typeof loginSchema>
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

/** Field errors of a failed parse as { field: dictionary key }, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    out[field] ??= issue.message
  }
  return out
}
