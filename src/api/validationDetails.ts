import type { AfterErrorHook } from 'payload'

interface ValidationLike {
  name?: unknown
  status?: unknown
  message?: unknown
  data?: { errors?: unknown } | null
}

interface FormattedErrors {
  errors?: Array<{ data?: unknown }>
}

/** A field error as Payload's ValidationError carries it: the field's path and the message for it. */
const isFieldError = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string'

/**
 * Payload answers a refused save with its ValidationError's field errors (each path and message), which
 * the admin shows beside each field, only when the error is an instance of its own class; in the
 * production build the route handlers and the operations that throw hold two copies of that class (and
 * the minified class no longer carries its name), so the answer carried the summary alone ("The
 * following field is invalid: …") and the admin showed no reason at all. This root afterError hook puts
 * the field errors back, recognising the error by what it carries: a client error (4xx) with a list of
 * field errors. It never touches a 500 or an answer that already carries them.
 */
export const validationDetails: AfterErrorHook = ({ error, result }) => {
  const e = error as ValidationLike
  const status = typeof e.status === 'number' ? e.status : 0
  const errors = e.data?.errors
  if (status < 400 || status >= 500 || !Array.isArray(errors) || errors.length === 0 || !errors.every(isFieldError)) return
  if ((result as FormattedErrors | undefined)?.errors?.[0]?.data) return
  return {
    response: {
      errors: [{ name: 'ValidationError', data: { ...e.data, errors }, message: typeof e.message === 'string' ? e.message : '' }],
    },
    status,
  }
}
