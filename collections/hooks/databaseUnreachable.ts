import type { AfterErrorHook } from 'payload'

import { adminLanguage } from '../../src/i18n/adminLanguage'
import { DATABASE_UNREACHABLE } from '../../src/i18n/admin/databaseUnreachable'
import { isDatabaseUnreachable } from '../../src/lib/databaseReach'

/**
 * A request to Payload's API while the database cannot be reached (a restart, a network failure) was a
 * 500 "Something went wrong", which staff at the login read as their own mistake. It is a 503 that says
 * what is wrong, in the admin's language, and that the public site keeps serving meanwhile.
 */
export const databaseUnreachable: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnreachable(error)) return
  const message = DATABASE_UNREACHABLE.message[adminLanguage(req.i18n?.language)]
  return { response: { errors: [{ message }] }, status: 503 }
}
