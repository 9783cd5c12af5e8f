'use client'

import type { WidgetMethods } from 'altcha/types'
import type {} from 'altcha/types/react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useFormContext } from 'react-hook-form'

import type { DictionaryKey } from '../../../i18n/dictionary'
import { useFormKit } from './FormKit'

/** What SiteForm calls before sending: the widget's solution, solving first when there is none yet. */
export type SpamCheckHandle = () => Promise<string>

type Status = 'idle' | 'verifying' | 'verified' | 'error'
type AltchaElement = HTMLElement & WidgetMethods

const STATUS_TEXT: Record<Exclude<Status, 'idle'>, DictionaryKey> = {
  verifying: 'form.altcha.statusVerifying',
  verified: 'form.altcha.statusVerified',
  error: 'form.altcha.statusError',
}

/**
 * The spam check of every visitor form (issue 13.1): the ALTCHA widget, a proof of work the browser
 * does by itself (src/forms/shared/altcha.ts). It starts when the visitor enters the form
 * (`auto: onfocus`), so it is done by the time they send; sending before it is done waits for it.
 * No puzzle, no cookie, no third party: the challenge comes from our /api/forms/altcha, fetched by
 * the browser (the page itself stays cached HTML). The widget's checkbox is a real, labelled checkbox
 * (keyboard: Tab, Space); our own status line announces progress to screen readers, and every text is
 * the dictionary's. After a failed submission the used challenge is dropped for a new one.
 */
export function SpamCheck({ handleRef }: { handleRef: RefObject<SpamCheckHandle | null> }) {
  const { id, locale, t, captchaVersion } = useFormKit()
  const { setValue, formState, getFieldState } = useFormContext()
  const widgetRef = useRef<AltchaElement | null>(null)
  const solutionRef = useRef('')
  const [loaded, setLoaded] = useState(false)
  const [status, setStatus] = useState<Status>('idle')
  const language = `kv-${locale}`

  // The web component registers itself on import: browser only, once per page.
  useEffect(() => {
    let live = true
    import('altcha').then(() => live && setLoaded(true)).catch(() => live && setStatus('error'))
    return () => {
      live = false
    }
  }, [])

  // The widget's own texts, from the dictionary, under a language code of our own.
  useEffect(() => {
    if (!loaded) return
    globalThis.$altcha.i18n.set(language, {
      ...globalThis.$altcha.i18n.get('en'),
      label: t('form.altcha.label'),
      verifying: t('form.altcha.verifying'),
      verified: t('form.altcha.verified'),
      error: t('form.altcha.error'),
      expired: t('form.altcha.expired'),
      verificationRequired: t('form.altcha.required'),
      waitAlert: t('form.altcha.wait'),
      loading: t('form.altcha.verifying'),
      verify: t('form.altcha.label'),
    })
  }, [loaded, language, t])

  useEffect(() => {
    const element = widgetRef.current
    if (!loaded || !element) return
    void element.configure({
      challenge: '/api/forms/altcha',
      auto: 'onfocus',
      language,
      hideFooter: true,
      hideLogo: true,
      humanInteractionSignature: false,
      minDuration: 300,
    })
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail
      solutionRef.current = state === 'verified' && payload ? payload : ''
      setValue('altcha', solutionRef.current)
      setStatus(state === 'verified' ? 'verified' : state === 'verifying' ? 'verifying' : state === 'error' || state === 'expired' ? 'error' : 'idle')
    }
    element.addEventListener('statechange', onState)
    // Sending waits for the solution. One proof of work at a time: a second verify() would abort the
    // one already running (the widget starts one when the form gets focus, the send button included).
    handleRef.current = () =>
      new Promise<string>((resolve) => {
        if (solutionRef.current) return resolve(solutionRef.current)
        const finish = (value: string) => {
          element.removeEventListener('statechange', follow)
          clearTimeout(timer)
          resolve(value)
        }
        const follow = (event: Event) => {
          const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail
          if (state === 'verified' && payload) finish(payload)
          else if (state === 'error' || state === 'expired') finish('')
          else if (state === 'unverified') void element.verify().catch(() => finish(''))
        }
        const timer = setTimeout(() => finish(''), 60_000)
        element.addEventListener('statechange', follow)
        if ((element.getState() as string) !== 'verifying') void element.verify().catch(() => finish(''))
      })
    return () => {
      element.removeEventListener('statechange', onState)
      handleRef.current = null
    }
  }, [loaded, language, setValue, handleRef])

  // A failed submission used the challenge: start again with a new one (the widget reports 'unverified').
  useEffect(() => {
    if (!captchaVersion) return
    widgetRef.current?.reset()
    solutionRef.current = ''
    setValue('altcha', '')
  }, [captchaVersion, setValue])

  const { error } = getFieldState('altcha', formState)
  const errorId = `${id}-altcha-error`
  const message = error?.message ? t(error.message as DictionaryKey) : null
  return (
    <div className="field field-spam-check">
      {loaded && <altcha-widget ref={widgetRef} aria-describedby={message ? errorId : undefined} />}
      <p className="visually-hidden" role="status">
        {status === 'idle' ? '' : t(STATUS_TEXT[status])}
      </p>
      {message && (
        <p className="field-error" id={errorId} tabIndex={-1}>
          {message}
        </p>
      )}
    </div>
  )
}
