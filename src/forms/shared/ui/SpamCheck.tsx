'use client'

import type { WidgetMethods } from 'altcha/types'
import type {} from 'altcha/types/react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useFormContext } from 'react-hook-form'

import type { DictionaryKey } from '../../../i18n/dictionary'
import { solve, whenMounted } from './altchaWidget'
import { useFormKit } from './FormKit'
import { useAltchaTexts } from './useAltchaTexts'

/** What SiteForm calls before sending: the widget's solution, solving first when there is none yet. */
export type SpamCheckHandle = () => Promise<string>

type Status = 'idle' | 'verifying' | 'verified' | 'error'
type AltchaElement = HTMLElement & WidgetMethods

function deferredWidget(): { widget: Promise<AltchaElement | null>; resolve: (widget: AltchaElement | null) => void } {
  let resolve!: (widget: AltchaElement | null) => void
  const widget = new Promise<AltchaElement | null>((r) => (resolve = r))
  return { widget, resolve }
}

/** How long sending waits for the widget's script to load before it gives up (the server then asks again). */
const WIDGET_WAIT_MS = 20_000

const STATUS_TEXT: Record<Exclude<Status, 'idle'>, DictionaryKey> = {
  verifying: 'form.altcha.statusVerifying',
  verified: 'form.altcha.statusVerified',
  error: 'form.altcha.statusError',
}

/** Our status line's state for the widget's (an expired solution is an error: it must be solved again). */
const statusOf = (state: string): Status =>
  state === 'verified' ? 'verified' : state === 'verifying' ? 'verifying' : state === 'error' || state === 'expired' ? 'error' : 'idle'

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
  // The widget, once its component is mounted and configured: sending waits for it (a visitor on a slow
  // phone can press send before the widget's script has even loaded).
  const [ready] = useState(deferredWidget)
  const language = `kv-${locale}`

  // The web component registers itself on import: browser only, once per page.
  useEffect(() => {
    let live = true
    import('altcha')
      .then(() => live && setLoaded(true))
      .catch(() => {
        ready.resolve(null)
        if (!live) return
        setStatus('error')
      })
    return () => {
      live = false
    }
  }, [ready])

  useAltchaTexts(loaded, language, t)

  useEffect(() => {
    const element = widgetRef.current
    if (!loaded || !element) return
    let live = true
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail
      solutionRef.current = state === 'verified' && payload ? payload : ''
      setValue('altcha', solutionRef.current)
      setStatus(statusOf(state))
    }
    element.addEventListener('statechange', onState)
    void whenMounted(element).then(async (mounted) => {
      if (!live) return
      if (!mounted) {
        setStatus('error')
        ready.resolve(null)
        return
      }
      await element.configure({
        challenge: '/api/forms/altcha',
        auto: 'onfocus',
        language,
        hideFooter: true,
        hideLogo: true,
        humanInteractionSignature: false,
        minDuration: 300,
      })
      ready.resolve(element)
    })
    return () => {
      live = false
      element.removeEventListener('statechange', onState)
    }
  }, [loaded, language, setValue, ready])

  // What SiteForm calls before sending: the solution, waiting for the widget and its proof of work.
  useEffect(() => {
    handleRef.current = async () => {
      const widget = await Promise.race([ready.widget, new Promise<null>((r) => setTimeout(() => r(null), WIDGET_WAIT_MS))])
      return widget ? solve(widget, { current: () => solutionRef.current }) : ''
    }
    return () => {
      handleRef.current = null
    }
  }, [handleRef, ready])

  // A failed submission used the challenge: start again with a new one (the widget reports 'unverified').
  useEffect(() => {
    if (!captchaVersion) return
    const widget = widgetRef.current
    if (typeof widget?.reset === 'function') widget.reset()
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
