import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'
import { redirect } from 'next/navigation'

import { adminLanguage } from '../../i18n/adminLanguage'
import { LoginForm } from './LoginForm'

/**
 * The admin's login page (it replaces Payload's, admin.components.views.login in payload.config.ts):
 * e-mail and password, then, for an account with a second factor, its code on the same form
 * (src/auth/loginGuard.ts asks for it).
 */
export function LoginView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const target = getSafeRedirect({ fallbackTo: adminRoute, redirectTo: (searchParams?.redirect as string | undefined) ?? '' })
  if (req.user) redirect(target)
  return (
    <LoginForm
      lang={adminLanguage(req.i18n.language)}
      action={`${req.payload.config.routes.api}/${req.payload.config.admin.user}/login`}
      forgot={`${adminRoute}${req.payload.config.admin.routes.forgot}`}
      target={target}
    />
  )
}
