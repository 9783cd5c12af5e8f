'use client'

import { useAuth, useConfig } from '@payloadcms/ui'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

export const TWO_FACTOR_VIEW_PATH = '/two-factor'

/**
 * Sends a staff session that still owes its second factor to the enrolment page, from wherever it
 * lands in the admin (the server refuses it everything else anyway: src/auth/roles.ts). An admin
 * provider (payload.config.ts admin.components.providers).
 */
export function EnrolmentGate({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const { config } = useConfig()
  const pathname = usePathname()
  const router = useRouter()
  const adminRoute = config.routes.admin
  const api = config.routes.api
  const view = `${adminRoute}${TWO_FACTOR_VIEW_PATH}`

  useEffect(() => {
    if (!user || user.collection !== 'users' || !pathname?.startsWith(adminRoute) || pathname.startsWith(view)) return
    if (/\/(login|logout|forgot|reset)\b/.test(pathname)) return
    let live = true
    fetch(`${api}/users/two-factor`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((status: { pending?: boolean } | null) => {
        if (live && status?.pending) router.replace(view)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [user, pathname, adminRoute, api, view, router])

  return <>{children}</>
}
