'use client'

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'

import { adminLanguage } from '../../i18n/adminLanguage'
import { twoFactorText } from '../../i18n/twoFactorTexts'
import { TWO_FACTOR_VIEW_PATH } from './EnrolmentGate'

/** The nav's link to the staff member's own second-factor page. */
export function TwoFactorNavLink() {
  const { user } = useAuth()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  if (user?.collection !== 'users') return null
  return (
    <a className="nav__link" href={`${config.routes.admin}${TWO_FACTOR_VIEW_PATH}`}>
      <span className="nav__link-label">{twoFactorText('navLink', adminLanguage(i18n.language))}</span>
    </a>
  )
}
