'use client'

import { useState } from 'react'

import { useHydrated } from './useHydrated'

/** Ends the owner's session and goes back to the login page. */
export function LogoutButton({ label, loginHref }: { label: string; loginHref: string }) {
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const logout = async () => {
    setBusy(true)
    await fetch('/api/portal/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
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
