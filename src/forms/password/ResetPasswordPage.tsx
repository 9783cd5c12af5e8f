import { notFound } from 'next/navigation'

import type { AccountCollection } from '../../auth/accounts'
import { getTranslator } from '../../data/translations'
import { isLocale } from '../../i18n/locales'
import { formTexts } from '../shared/texts'
import { ResetPasswordForm } from './Forms'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The new-password page of the e-mailed link (…?token=), the same for owners and demanders. */
export async function ResetPasswordPage({
  account,
  params,
  searchParams,
}: {
  account: AccountCollection
  params: Promise<{ lang: string }>
  searchParams: SearchParams
}) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const { token } = await searchParams
  const t = await getTranslator(lang)
  return (
    <div className="page page-account">
      <header className="page-header">
        <h1>{t('password.resetTitle')}</h1>
        <p>{t('demand.passwordHelp')}</p>
      </header>
      <ResetPasswordForm
        account={account}
        locale={lang}
        texts={formTexts(t, 'password.', 'demand.')}
        token={typeof token === 'string' ? token : ''}
      />
    </div>
  )
}
