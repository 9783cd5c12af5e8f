'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import type { DictionaryKey } from '@/i18n/dictionary'
import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { Locale } from '@/i18n/locales'

import { Field } from './Field'
import { postJson } from './postJson'
import { useHydrated } from './useHydrated'
import { PASSWORD_MIN_LENGTH, resetPasswordSchema, type ResetPasswordInput } from './schema'

/** The new-password page behind the e-mailed link: sets the password and opens the portal. */
export function ResetPasswordForm({ locale, token, texts, loginHref }: { locale: Locale; token: string; texts: ClientTexts; loginHref: string }) {
  const t = clientTranslator(texts)
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: '', confirm: '' } })
  const errors = formState.errors
  const hydrated = useHydrated()
  const fieldError = (key: string | undefined) => (key ? t(key as DictionaryKey, { min: PASSWORD_MIN_LENGTH }) : undefined)

  const onSubmit = async (data: ResetPasswordInput) => {
    setError(null)
    const answer = await postJson('/api/portal/reset-password', { ...data, locale })
    if (answer.ok && answer.redirect) {
      window.location.assign(answer.redirect)
      return
    }
    setError(t(answer.error ?? 'error.api', { min: PASSWORD_MIN_LENGTH }))
  }

  if (!token) {
    return (
      <p className="form-message form-message-error">
        {t('login.resetInvalid')} <a href={loginHref}>{t('login.backToLogin')}</a>
      </p>
    )
  }
  return (
    <form className="portal-form" method="post" onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="reset-title">
      <div role="alert" className={error ? 'form-message form-message-error' : 'form-message-empty'}>
        {error}
        {error && (
          <>
            {' '}
            <a href={loginHref}>{t('login.backToLogin')}</a>
          </>
        )}
      </div>
      <input type="hidden" {...register('token')} />
      <Field id="reset-password" label={t('login.resetPassword')} hint={t('login.resetHint', { min: PASSWORD_MIN_LENGTH })} type="password" autoComplete="new-password" error={fieldError(errors.password?.message)} {...register('password')} />
      <Field id="reset-confirm" label={t('login.resetConfirm')} type="password" autoComplete="new-password" error={fieldError(errors.confirm?.message)} {...register('confirm')} />
      <button type="submit" className="button" disabled={!hydrated || formState.isSubmitting}>
        {formState.isSubmitting ? t('login.busy') : t('login.resetSubmit')}
      </button>
    </form>
  )
}
