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

/**
 * Payload answers a refused save with its ValidationError's field errors (each path and message), which
 * the admin shows beside each field, only when the error is an instance of its own class; in the
 * production build the route handlers and the operations that throw hold two copies of that class, so
 * the answer carried the summary alone ("The following field is invalid: …") and the admin showed no
 * reason at all. This root afterError hook puts the field errors back from the error's own fields. It
 * never touches a 500 or an answer that already carries them.
 */
export const validationDetails: AfterErrorHook = ({ error, result }) => {
  const e = error as ValidationLike
  const status = typeof e.status === 'number' ? e.status : 400
  if (e.name !== 'ValidationError' || !Array.isArray(e.data?.errors) || status >= 500) return
  if ((result as FormattedErrors | undefined)?.errors?.[0]?.data) return
  return {
    response: { errors: [{ name: 'ValidationError', data: e.data, message: typeof e.message === 'string' ? e.message : '' }] },
    status,
  }
}
