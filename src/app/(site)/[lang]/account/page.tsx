import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { DemandAccountView } from '@/account/DemandAccountView'
import { readOwnDemand } from '@/account/api'
import { accountPath, forgotPasswordPath } from '@/auth/paths'
import { demandViewer } from '@/account/session'
import { getDemandOptions } from '@/data/demandOptions'
import { payloadClient } from '@/data/payload'
import { getTranslator } from '@/data/translations'
import { formTexts } from '@/forms/shared/texts'
import { pickTexts } from '@/i18n/clientTexts'
import { isLocale } from '@/i18n/locales'
import { LoginForm } from '@/portal/LoginForm'
import { LOGIN_TEXT_KEYS } from '@/portal/texts'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The demander's login and "my search demand" (/nl/account/, /fr/account/, /en/account/). Per user:
 * it reads the session cookie, so this route is dynamic on its own while every public page stays cached.
 */
export default async function DemandAccountPage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const payload = await payloadClient()
  const [user, t] = await Promise.all([demandViewer(payload, await headers()), getTranslator(lang)])
  const demand = user ? await readOwnDemand(payload, user) : null
  if (!demand) {
    return (
      <div className="page page-account">
        <header className="page-header">
          <h1>{t('account.loginTitle')}</h1>
          <p>{t('account.loginIntro')}</p>
        </header>
        <LoginForm
          locale={lang}
          texts={pickTexts(t, LOGIN_TEXT_KEYS)}
          endpoint="/api/account/login"
          forgotPasswordHref={forgotPasswordPath(lang)}
        />
      </div>
    )
  }
  const options = await getDemandOptions(lang)
  return (
    <div className="page page-account">
      <header className="page-header">
        <h1>{t('account.title')}</h1>
      </header>
      <DemandAccountView
        locale={lang}
        texts={formTexts(t, 'demand.', 'account.', 'search.sale', 'search.rent')}
        demand={demand}
        options={options}
        loginHref={accountPath(lang)}
      />
    </div>
  )
}
