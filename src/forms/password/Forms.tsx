'use client'

import type { ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'
import '../demand/demand.css'
import { TextField } from '../shared/ui/Fields'
import { SiteForm } from '../shared/ui/SiteForm'
import { submitForgotPassword, submitResetPassword } from './actions'
import { forgotPasswordSchema, resetPasswordSchema } from './schema'

/** The demander asks a link to choose a new password. */
export function ForgotPasswordForm({ locale, texts }: { locale: Locale; texts: ClientTexts }) {
  return (
    <SiteForm id="forgot-password" schema={forgotPasswordSchema} action={submitForgotPassword} texts={texts} locale={locale} submitLabel="password.forgotSend">
      <TextField name="email" label="form.email" type="email" autoComplete="email" inputMode="email" required />
    </SiteForm>
  )
}

/** The page of the link: a new password, twice. */
export function ResetPasswordForm({ locale, texts, token }: { locale: Locale; texts: ClientTexts; token: string }) {
  return (
    <SiteForm id="reset-password" schema={resetPasswordSchema} action={submitResetPassword} texts={texts} locale={locale} submitLabel="password.save" hidden={{ token }} defaultValues={{ token }}>
      <TextField name="password" label="password.new" type="password" autoComplete="new-password" required />
      <TextField name="passwordConfirm" label="demand.passwordConfirm" type="password" autoComplete="new-password" required />
    </SiteForm>
  )
}
