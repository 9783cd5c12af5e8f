import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'

import { twoFactorStatus } from '../../auth/twoFactor'
import { adminLanguage } from '../../i18n/adminLanguage'
import { twoFactorText } from '../../i18n/twoFactorTexts'
import { TwoFactorPanel } from './TwoFactorPanel'

/**
 * /admin/two-factor: the staff member's own second factor (admin.components.views in payload.config.ts).
 * A session that must still enrol is sent here from every other admin page (EnrolmentGate.tsx).
 */
export async function TwoFactorView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (req.user?.collection !== 'users') redirect(`${adminRoute}${req.payload.config.admin.routes.login}`)
  const lang = adminLanguage(req.i18n.language)
  const status = await twoFactorStatus(req.payload, req.user.id)
  return (
    <div className="gutter--left gutter--right" style={{ paddingTop: '2rem', paddingBottom: '3rem', maxWidth: '44rem' }}>
      <h1>{twoFactorText('title', lang)}</h1>
      <TwoFactorPanel
        lang={lang}
        api={`${req.payload.config.routes.api}/users/two-factor`}
        home={adminRoute}
        initial={status ?? { enabled: false, required: false, pending: false, recoveryCodesLeft: 0 }}
      />
    </div>
  )
}
