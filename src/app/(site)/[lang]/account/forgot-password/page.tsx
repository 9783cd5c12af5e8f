import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getTranslator } from '@/data/translations'
import { ForgotPasswordForm } from '@/forms/password/Forms'
import { formTexts } from '@/forms/shared/texts'
import { isLocale } from '@/i18n/locales'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** A demander's forgotten password (spec section 6): static, the form posts to a server action. */
export default async function ForgotPasswordPage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const t = await getTranslator(lang)
  return (
    <div className="page page-account">
      <header className="page-header">
        <h1>{t('password.forgotTitle')}</h1>
        <p>{t('password.forgotIntro')}</p>
      </header>
      <ForgotPasswordForm account="demands" locale={lang} texts={formTexts(t, 'password.')} />
    </div>
  )
}
