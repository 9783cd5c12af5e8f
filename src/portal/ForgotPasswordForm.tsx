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
import { forgotPasswordSchema, type ForgotPasswordInput } from './schema'

/** "Forgotten your password?": asks for a reset link, which arrives by e-mail (through the outbox). */
export function ForgotPasswordForm({ locale, texts }: { locale: Locale; texts: ClientTexts }) {
  const t = clientTranslator(texts)
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const [result, setResult] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } })

  const onSubmit = async (data: ForgotPasswordInput) => {
    const answer = await postJson('/api/portal/forgot-password', { ...data, locale })
    setResult(answer.ok ? { kind: 'info', text: t('login.forgotSent') } : { kind: 'error', text: t(answer.error ?? 'error.api') })
  }

  return (
    <section className="forgot-password" aria-labelledby="forgot-title">
      <h2 id="forgot-title" className="h3">
        <button type="button" className="link-button" aria-expanded={open} aria-controls="forgot-panel" onClick={() => setOpen(!open)} disabled={!hydrated}>
          {t('login.forgotLink')}
        </button>
      </h2>
      <div id="forgot-panel" hidden={!open}>
        <p>{t('login.forgotIntro')}</p>
        <form className="portal-form" method="post" onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('login.forgotTitle')}>
          <div role="status" className={result ? `form-message form-message-${result.kind}` : 'form-message-empty'}>
            {result?.text}
          </div>
          <Field
            id="forgot-email"
            label={t('login.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={formState.errors.email?.message ? t(formState.errors.email.message as DictionaryKey) : undefined}
            {...register('email')}
          />
          <button type="submit" className="button button-secondary" disabled={!hydrated || formState.isSubmitting}>
            {formState.isSubmitting ? t('login.busy') : t('login.forgotSubmit')}
          </button>
        </form>
      </div>
    </section>
  )
}
