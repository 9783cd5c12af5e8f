import { draftMode, headers } from 'next/headers'
import type { TypedUser } from 'payload'
import { cache } from 'react'

import { isStaffUser } from '../auth/roles'
import type { ContentRead } from '../reads/contentRead'
import { payloadClient } from './payload'

/**
 * Draft preview (issue 15.2). The site's reads are cached and public: they see published versions
 * only. In Next's draft mode (turned on by the staff-only route /api/site/preview) a request of a
 * logged-in staff member reads the latest drafts instead, uncached, with that member's own access.
 * Draft mode alone is not enough: its cookie outlives a logout, so the session is checked on every
 * request. Anyone else, draft cookie or not, gets the public reads.
 */

/** The staff member previewing drafts on this request, or null (the normal, cached site). */
export const previewUser = cache(async (): Promise<TypedUser | null> => {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    return null // outside a request (scripts, start-up): never a preview
  }
  if (!enabled) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  // A session that still owes its second factor is no staff session (src/auth/roles.ts).
  return isStaffUser({ user }) ? user : null
})

/** The read of this request: drafts for a previewing staff member, else null (use the cached reads). */
export async function draftRead(): Promise<ContentRead | null> {
  const user = await previewUser()
  return user ? { overrideAccess: false, draft: true, user } : null
}
