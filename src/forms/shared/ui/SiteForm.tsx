'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import type { z } from 'zod'

import type { ClientTexts } from '../../../i18n/clientTexts'
import type { DictionaryKey } from '../../../i18n/dictionary'
import type { Locale } from '../../../i18n/locales'
import { parseStoredUtm, UTM_STORAGE_KEY } from '../../../lib/utm'
import { IDEMPOTENCY_FIELD, newIdempotencyKey, withRetries } from '../fillKey'
import type { FormResult } from '../result'
import { FormKitProvider, translatorFor } from './FormKit'
import { Honeypot, PrivacyNote } from './Fields'
import { FormSuccess } from './FormSuccess'
import { SpamCheck, type SpamCheckHandle } from './SpamCheck'
import { useTypedBeforeLoad } from './useTypedBeforeLoad'

export interface SiteFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** Prefix of element ids, unique on the page. */
  id: string
  schema: Schema
  /** The form's server action (action.ts beside the form). */
  action: (input: unknown) => Promise<FormResult>
  texts: ClientTexts
  locale: Locale
  defaultValues?: DefaultValues<z.input<Schema>>
  /** Values sent with the fields that the visitor does not type (property id, advisor id). */
  hidden?: Record<string, unknown>
  privacyHref?: string | null
  submitLabel?: DictionaryKey
  className?: string
  /** Multi-step forms: false on the steps before the last hides the spam check, privacy note and submit button. */
  final?: boolean
  children: ReactNode
}

/**
 * The frame of every visitor form: react-hook-form with the form's zod schema, the honeypot, the
 * spam check (ALTCHA, rendered here once for all forms), the privacy statement, the submit button and the answer of the server action: the
 * thank-you page, a success message, or translated messages per field and for the form.
 */
export function SiteForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: SiteFormProps<Schema>) {
  const { id, schema, action, texts, locale, hidden, privacyHref, submitLabel = 'form.send', className, final = true, children } = props
  const router = useRouter()
  const t = useMemo(() => translatorFor(texts), [texts])
  const [captchaVersion, setCaptchaVersion] = useState(0)
  const spamCheckRef = useRef<SpamCheckHandle | null>(null)
  const [formError, setFormError] = useState<DictionaryKey | null>(null)
  const [success, setSuccess] = useState<DictionaryKey | null>(null)
  const [successLink, setSuccessLink] = useState<{ href: string; label: DictionaryKey } | null>(null)
  // Marks the form live (hydrated): typing before that would be lost; browser tests wait for it.
  const [ready, setReady] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setReady(true), [])
  // Move focus to the answer so screen readers and keyboard users land on it.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null)
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus()
  }, [focusTarget])
  // Text typed into the server-rendered form before its code loaded (src/site/deferredIsland.tsx).
  const typed = useTypedBeforeLoad(id)
  const methods = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    defaultValues: { locale, altcha: '', homepage: '', ...props.defaultValues, ...typed } as DefaultValues<z.input<Schema>>,
    mode: 'onTouched',
  })
  const { handleSubmit, setError, formState } = methods

  // One key per fill, the same for every try of it: a post whose answer was lost is sent again and the
  // server answers it like the first, storing nothing twice (src/forms/shared/fillKey.ts).
  const fillKey = useRef<string | null>(null)
  const submit = async (values: z.output<Schema>) => {
    setFormError(null)
    fillKey.current ??= newIdempotencyKey()
    const input = {
      ...(values as Record<string, unknown>),
      ...hidden,
      locale,
      utm: parseStoredUtm(sessionStorage.getItem(UTM_STORAGE_KEY)),
      source: window.location.pathname,
      [IDEMPOTENCY_FIELD]: fillKey.current,
    }
    let result: FormResult
    try {
      // The proof of work is normally done while the visitor typed; if not, sending waits for it.
      const altcha = final ? await (spamCheckRef.current?.() ?? Promise.resolve('')) : ''
      // No answer (network failure, server restarting): try again with the same key before saying so.
      result = await withRetries(() => action({ ...input, altcha }))
    } catch {
      result = { ok: false, error: 'error.notStored' }
    }
    if (result.ok) {
      if (result.redirect) {
        router.push(result.redirect)
        return
      }
      setSuccess(result.message ?? 'success.thanks')
      setSuccessLink(result.link ?? null)
      setFocusTarget({ id: `${id}-success` })
      return
    }
    const fields = Object.entries(result.fieldErrors ?? {})
    fields.forEach(([name, message], index) => setError(name as never, { type: 'server', message }, { shouldFocus: index === 0 }))
    if (result.error || fields.length === 0) {
      setFormError(result.error ?? 'form.errorSummary')
      setFocusTarget({ id: `${id}-error` })
    } else if (fields.some(([name]) => name === 'altcha')) {
      setFocusTarget({ id: `${id}-altcha-error` })
    }
    // The server may have used the challenge (each one counts once): the next try solves a new one.
    setCaptchaVersion((v) => v + 1)
  }

  if (success)
    return <FormSuccess id={id} message={t(success)} link={successLink && { href: successLink.href, label: t(successLink.label) }} />
  return (
    <FormKitProvider value={{ id, locale, t, captchaVersion }}>
      <FormProvider {...methods}>
        <form
          id={id}
          className={['site-form', className].filter(Boolean).join(' ')}
          onSubmit={(event) => handleSubmit(submit)(event)}
          // Never the browser's own GET: a send before the form came alive must not put the visitor's
          // data in a URL (the island holds it back, src/site/deferredIsland.tsx).
          method="post"
          noValidate
          data-ready={ready || undefined}
        >
          <p className="form-required-note">{t('form.requiredNote')}</p>
          {children}
          <Honeypot />
          {final && <SpamCheck handleRef={spamCheckRef} />}
          {final && <PrivacyNote href={privacyHref} />}
          {formError && (
            <p className="form-error" id={`${id}-error`} role="alert" tabIndex={-1}>
              {t(formError)}
            </p>
          )}
          {final && (
            <p className="form-actions">
              <button type="submit" className="button" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? t('form.sending') : t(submitLabel)}
              </button>
            </p>
          )}
        </form>
      </FormProvider>
    </FormKitProvider>
  )
}
