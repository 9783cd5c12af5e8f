import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getTranslator } from '@/data/translations'
import { ResetPasswordForm } from '@/forms/password/Forms'
import { formTexts } from '@/forms/shared/texts'
import { isLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/** The link of the reset e-mail: choose a new password (the server action checks the token). */
export default async function ResetPasswordPage({ params }: { params: Promise<{ lang: string; token: string }> }) {
  const { lang, token } = await params
  if (!isLocale(lang)) notFound()
  const t = await getTranslator(lang)
  return (
    <div className="page page-account">
      <header className="page-header">
        <h1>{t('password.resetTitle')}</h1>
        <p>{t('demand.passwordHelp')}</p>
      </header>
      <ResetPasswordForm locale={lang} texts={formTexts(t, 'password.', 'demand.')} token={decodeURIComponent(token)} />
    </div>
  )
}
