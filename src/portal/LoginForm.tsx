'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState, useSyncExternalStore } from 'react'
import { useForm } from 'react-hook-form'

import type { DictionaryKey } from '@/i18n/dictionary'
import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { Locale } from '@/i18n/locales'

import { Field } from './Field'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { postJson } from './postJson'
import { useHydrated } from './useHydrated'
import { loginSchema, type LoginInput } from './schema'

const noSubscription = () => () => undefined

function arrivalNotice(): 'login.sessionExpired' | 'login.loggedOut' | null {
  const params = new URLSearchParams(window.location.search)
  return params.has('expired') ? 'login.sessionExpired' : params.has('loggedOut') ? 'login.loggedOut' : null
}

/**
 * The owner login (spec sections 2, 6, 8). The page stays a cached public page: the form talks to
 * /api/portal/login, which sets the HTTP-only session cookie, and then opens the portal. The demander's
 * account page uses it with its own endpoint and a link to the demanders' forgotten-password page.
 */
export function LoginForm({ locale, texts, endpoint = '/api/portal/login', forgotPasswordHref }: { locale: Locale; texts: ClientTexts; endpoint?: string; forgotPasswordHref?: string }) {
  const t = clientTranslator(texts)
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })
  const errors = formState.errors
  const hydrated = useHydrated()

  // Why the portal or the logout sent the owner here (?expired, ?loggedOut): a cached page cannot know it on the server.
  const arrival = useSyncExternalStore(noSubscription, arrivalNotice, () => null)
  const shown = message ?? (arrival ? { kind: 'info' as const, text: t(arrival) } : null)

  const onSubmit = async (data: LoginInput) => {
    setMessage(null)
    const answer = await postJson(endpoint, { ...data, locale })
    if (answer.ok && answer.redirect) {
      window.location.assign(answer.redirect)
      return
    }
    setMessage({ kind: 'error', text: t(answer.error ?? 'error.api', answer.values) })
  }

  // A try the fields refuse is a new try too: the server's answer to the previous one must not stay beside the field errors.
  const clearMessage = () => setMessage(null)

  const fieldError = (key: string | undefined) => (key ? t(key as DictionaryKey) : undefined)

  return (
    <div className="owner-login">
      <form className="portal-form" method="post" onSubmit={handleSubmit(onSubmit, clearMessage)} noValidate aria-labelledby="owner-login-title">
        <h2 id="owner-login-title" className="visually-hidden">
          {t('login.submit')}
        </h2>
        <div role="alert" className={shown ? `form-message form-message-${shown.kind}` : 'form-message-empty'}>
          {shown?.text}
        </div>
        <Field id="login-email" label={t('login.email')} type="email" autoComplete="username" inputMode="email" error={fieldError(errors.email?.message)} {...register('email')} />
        <Field id="login-password" label={t('login.password')} type="password" autoComplete="current-password" error={fieldError(errors.password?.message)} {...register('password')} />
        <button type="submit" className="button" disabled={!hydrated || formState.isSubmitting}>
          {formState.isSubmitting ? t('login.busy') : t('login.submit')}
        </button>
      </form>
      {forgotPasswordHref ? (
        <p>
          <a href={forgotPasswordHref}>{t('login.forgotLink')}</a>
        </p>
      ) : (
        <ForgotPasswordForm locale={locale} texts={texts} />
      )}
    </div>
  )
}
