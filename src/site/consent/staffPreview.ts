'use client'

import { useEffect, useState } from 'react'

import { isPreviewPath } from './consent'

/** Whether Payload's /api/users/me answer is a staff session (the token names the `users` collection). */
export function isStaffAnswer(body: unknown): boolean {
  const user = (body as { user?: { collection?: unknown } | null } | null)?.user
  return !!user && user.collection === 'users'
}

const staffCheck: { promise: Promise<boolean> | null } = { promise: null }

/** Asks the server once per page load; any failure means "not staff". */
function checkStaff(): Promise<boolean> {
  staffCheck.promise ??= fetch('/api/users/me', { credentials: 'same-origin', cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then(isStaffAnswer, () => false)
  return staffCheck.promise
}

/**
 * On a preview path: 'checking' until the session is known, then true for logged-in staff, false for
 * anyone else; off a preview path always false. The pages are cached HTML, so the browser asks.
 */
export function useStaffPreview(pathname: string): boolean | 'checking' {
  const preview = isPreviewPath(pathname)
  const [staff, setStaff] = useState<boolean | null>(null)
  useEffect(() => {
    if (!preview) return
    let live = true
    void checkStaff().then((answer) => live && setStaff(answer))
    return () => {
      live = false
    }
  }, [preview])
  if (!preview) return false
  return staff ?? 'checking'
}
