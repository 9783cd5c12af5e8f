'use client'

import { useState } from 'react'

import { useHydrated } from './useHydrated'

/** Ends the owner's (or, with the account's endpoint, the demander's) session and goes back to the login page. */
export function LogoutButton({
  label,
  loginHref,
  endpoint = '/api/portal/logout',
}: {
  label: string
  loginHref: string
  endpoint?: string
}) {
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const logout = async () => {
    setBusy(true)
    await fetch(endpoint, { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
    // A full load: nothing of the portal's client state survives the session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${loginHref}?loggedOut=1`)
  }
  return (
    <button type="button" className="button button-secondary" onClick={logout} disabled={!hydrated || busy}>
      {label}
    </button>
  )
}
