'use client'

import type { AccountCollection } from '../../auth/accounts'
import type { ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'
import { TextField } from '../shared/ui/Fields'
import { SiteForm } from '../shared/ui/SiteForm'
import { submitForgotPassword, submitResetPassword } from './action'
import { forgotPasswordSchema, resetPasswordSchema } from './schema'

/** An owner or demander asks a link to choose a new password (one flow for both, src/auth/passwordReset.ts). */
export function ForgotPasswordForm({ account, locale, texts }: { account: AccountCollection; locale: Locale; texts: ClientTexts }) {
  return (
    <SiteForm
      id="forgot-password"
      schema={forgotPasswordSchema}
      action={submitForgotPassword}
      texts={texts}
      locale={locale}
      submitLabel="password.forgotSend"
      hidden={{ account }}
      defaultValues={{ account }}
    >
      <TextField name="email" label="form.email" type="email" autoComplete="email" inputMode="email" required />
    </SiteForm>
  )
}

/** The page of the e-mailed link: a new password, twice. */
export function ResetPasswordForm({
  account,
  locale,
  texts,
  token,
}: {
  account: AccountCollection
  locale: Locale
  texts: ClientTexts
  token: string
}) {
  return (
    <SiteForm
      id="reset-password"
      schema={resetPasswordSchema}
      action={submitResetPassword}
      texts={texts}
      locale={locale}
      submitLabel="password.save"
      hidden={{ account, token }}
      defaultValues={{ account, token }}
    >
      <TextField name="password" label="password.new" type="password" autoComplete="new-password" required />
      <TextField name="passwordConfirm" label="demand.passwordConfirm" type="password" autoComplete="new-password" required />
    </SiteForm>
  )
}
