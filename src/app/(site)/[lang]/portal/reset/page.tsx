import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getShell } from '@/data/shell'
import { getTranslator } from '@/data/translations'
import { pickTexts } from '@/i18n/clientTexts'
import { isLocale } from '@/i18n/locales'
import { ResetPasswordForm } from '@/portal/ResetPasswordForm'
import { LOGIN_TEXT_KEYS } from '@/portal/texts'
import '@/portal/portal.css'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** The new-password page of the e-mailed link (/nl/portaal/nieuw-wachtwoord/?token=…; src/portal/paths.ts). */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const { token } = await searchParams
  const [shell, t] = await Promise.all([getShell(lang), getTranslator(lang)])
  return (
    <div className="page page-portal">
      <header className="page-header">
        <h1 id="reset-title">{t('login.resetTitle')}</h1>
      </header>
      <ResetPasswordForm locale={lang} token={typeof token === 'string' ? token : ''} texts={pickTexts(t, LOGIN_TEXT_KEYS)} loginHref={shell.loginHref ?? `/${lang}/`} />
    </div>
  )
}
