import { z } from 'zod'

/** The shortest password an owner or demander may choose (register, new password). */
export const PASSWORD_MIN_LENGTH = 8

const email = z.string().trim().min(1, 'validation.required.email').email('validation.invalid.email').max(254, 'validation.invalid.email')

/** The login form of both account kinds, shared by the form (react-hook-form) and its route handler. Messages are dictionary keys. */
export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'validation.required.password').max(200, 'error.invalidCredentials'),
})

export type LoginInput = z.infer<typeof loginSchema>

/** Field errors of a failed parse as { field: dictionary key }, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    out[field] ??= issue.message
  }
  return out
}
