'use client'

import { useEffect, useRef, useState } from 'react'

import { clientTranslator, type ClientTexts } from '../i18n/clientTexts'
import type { DictionaryKey } from '../i18n/dictionary'
import { unsubscribeAction } from './unsubscribeAction'

/**
 * One click to stop the alerts; the answer replaces the button and takes the focus. `action` is the
 * server action of the alerts in question (a demand's by default, a listing alert's), `done` its last word.
 */
export function UnsubscribeButton({
  token,
  texts,
  action = unsubscribeAction,
  done = 'unsubscribe.done',
}: {
  token: string
  texts: ClientTexts
  action?: (token: string) => Promise<'unsubscribed' | 'invalid' | 'error'>
  done?: DictionaryKey
}) {
  const t = clientTranslator(texts)
  const [state, setState] = useState<'idle' | 'busy' | 'unsubscribed' | 'invalid' | 'error'>('idle')
  const answer = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state !== 'idle' && state !== 'busy') answer.current?.focus()
  }, [state])

  if (state === 'unsubscribed') {
    return (
      <div className="form-success" role="status" tabIndex={-1} ref={answer}>
        <p>{t('success.unsubscribed')}</p>
        <p>{t(done)}</p>
      </div>
    )
  }
  return (
    <>
      {(state === 'invalid' || state === 'error') && (
        <div className="form-error" role="alert" tabIndex={-1} ref={answer}>
          {t(state === 'invalid' ? 'unsubscribe.invalid' : 'error.api')}
        </div>
      )}
      <p>
        <button
          type="button"
          className="button"
          disabled={state === 'busy'}
          onClick={async () => {
            setState('busy')
            setState(await action(token).catch(() => 'error' as const))
          }}
        >
          {t('unsubscribe.confirm')}
        </button>
      </p>
    </>
  )
}
