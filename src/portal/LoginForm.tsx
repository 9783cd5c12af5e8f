'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useForm } from 'react-hook-form'

import type { DictionaryKey } from '@/i18n/dictionary'
import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { Locale } from '@/i18n/locales'

import { Field } from './Field'
import { ForgotPasswordForm } from '@/forms/password/Forms'
import { postJson } from './postJson'
import { useHydrated } from './useHydrated'
import { loginSchema, type LoginInput } from '@/auth/schema'
import { forgetTypedValues, typedValuesOf } from '@/lib/earlyInput'

const LOGIN_FORM_ID = 'owner-login'

const noSubscription = () => () => undefined

function arrivalNotice(): 'login.sessionExpired' | 'login.loggedOut' | null {
  const params = new URLSearchParams(window.location.search)
  return params.has('expired') ? 'login.sessionExpired' : params.has('loggedOut') ? 'login.loggedOut' : null
}

/**
 * The login of owners and demanders (spec sections 2, 6, 8; one flow, src/auth/session.ts). The page
 * stays a cached public page: the form talks to /api/portal/login or /api/account/login, which sets the
 * HTTP-only session cookie, and then opens the portal or the account. The forgotten password is the one
 * form of src/forms/password/: in a panel under the owner login (`forgotTexts`), on its own page for
 * demanders (`forgotPasswordHref`).
 */
export function LoginForm({
  locale,
  texts,
  endpoint = '/api/portal/login',
  forgotPasswordHref,
  forgotTexts,
}: {
  locale: Locale
  texts: ClientTexts
  endpoint?: string
  forgotPasswordHref?: string
  forgotTexts?: ClientTexts
}) {
  const t = clientTranslator(texts)
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    // What the visitor typed before the form's code loaded (src/site/deferredIsland.tsx).
    defaultValues: { email: '', password: '', ...(typeof window === 'undefined' ? {} : typedValuesOf(LOGIN_FORM_ID)) },
  })
  useEffect(() => forgetTypedValues(LOGIN_FORM_ID), [])
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
      <form
        id={LOGIN_FORM_ID}
        className="portal-form"
        method="post"
        onSubmit={handleSubmit(onSubmit, clearMessage)}
        noValidate
        aria-labelledby="owner-login-title"
      >
        <h2 id="owner-login-title" className="visually-hidden">
          {t('login.submit')}
        </h2>
        <div role="alert" className={shown ? `form-message form-message-${shown.kind}` : 'form-message-empty'}>
          {shown?.text}
        </div>
        <Field
          id="login-email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <Field
          id="login-password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <button type="submit" className="button" disabled={!hydrated || formState.isSubmitting}>
          {formState.isSubmitting ? t('login.busy') : t('login.submit')}
        </button>
      </form>
      {forgotPasswordHref ? (
        <p>
          <a href={forgotPasswordHref}>{t('login.forgotLink')}</a>
        </p>
      ) : forgotTexts ? (
        <OwnerForgotPassword locale={locale} texts={texts} forgotTexts={forgotTexts} />
      ) : null}
    </div>
  )
}

/** "Forgotten your password?" under the owner login: opens the forgotten-password form in place. */
function OwnerForgotPassword({ locale, texts, forgotTexts }: { locale: Locale; texts: ClientTexts; forgotTexts: ClientTexts }) {
  const t = clientTranslator(texts)
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  return (
    <section className="forgot-password" aria-labelledby="forgot-title">
      <h2 id="forgot-title" className="h3">
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls="forgot-panel"
          onClick={() => setOpen(!open)}
          disabled={!hydrated}
        >
          {t('login.forgotLink')}
        </button>
      </h2>
      <div id="forgot-panel" hidden={!open}>
        <p>{t('login.forgotIntro')}</p>
        <ForgotPasswordForm account="owners" locale={locale} texts={forgotTexts} />
      </div>
    </section>
  )
}
