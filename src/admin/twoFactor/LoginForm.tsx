'use client'

import { useState, type FormEvent } from 'react'

import type { AdminLanguage } from '../../i18n/adminLanguage'
import { twoFactorText } from '../../i18n/twoFactorTexts'

type Props = { lang: AdminLanguage; action: string; forgot: string; target: string }

const field = { display: 'flex', flexDirection: 'column', gap: '0.4rem', marginBottom: '1.2rem' } as const

/** The admin's login form: the password step, then the code step when the account has a second factor. */
export function LoginForm({ lang, action, forgot, target }: Props) {
  const [askCode, setAskCode] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = { email: form.get('email'), password: form.get('password'), ...(askCode ? { totp: form.get('totp') } : {}) }
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(action, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (response.ok) {
        window.location.assign(target)
        return
      }
      const answer = (await response.json().catch(() => null)) as {
        errors?: Array<{ message?: string; data?: { secondFactor?: string } }>
      } | null
      const error = answer?.errors?.[0]
      if (error?.data?.secondFactor) {
        setAskCode(true)
        setMessage(error.message ?? twoFactorText('codeRequired', lang))
      } else if (response.status === 429) {
        setMessage(twoFactorText('tryLater', lang, { seconds: response.headers.get('retry-after') ?? '1' }))
      } else {
        setMessage(twoFactorText('loginFailed', lang))
      }
    } catch {
      setMessage(twoFactorText('loginFailed', lang))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="login__form" onSubmit={submit} noValidate>
      <div className="login__form__inputWrap">
        <div className="field-type email" style={field}>
          <label className="field-label" htmlFor="field-email">
            {twoFactorText('email', lang)}
          </label>
          <input id="field-email" name="email" type="email" autoComplete="email" required readOnly={askCode} />
        </div>
        <div className="field-type password" style={field}>
          <label className="field-label" htmlFor="field-password">
            {twoFactorText('password', lang)}
          </label>
          <input id="field-password" name="password" type="password" autoComplete="current-password" required readOnly={askCode} />
        </div>
        {askCode ? (
          <div className="field-type text" style={field}>
            <label className="field-label" htmlFor="field-totp">
              {twoFactorText('code', lang)}
            </label>
            <input id="field-totp" name="totp" type="text" inputMode="numeric" autoComplete="one-time-code" required autoFocus />
          </div>
        ) : null}
      </div>
      {message ? (
        <p role="alert" className="login__message">
          {message}
        </p>
      ) : null}
      <p>
        <a href={forgot}>{twoFactorText('forgot', lang)}</a>
      </p>
      <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy}>
        {twoFactorText('login', lang)}
      </button>
    </form>
  )
}
