'use client'

import { useState, type FormEvent } from 'react'

import type { TwoFactorStatus } from '../../auth/twoFactor'
import type { AdminLanguage } from '../../i18n/adminLanguage'
import { twoFactorText } from '../../i18n/twoFactorTexts'

type Props = { lang: AdminLanguage; api: string; home: string; initial: TwoFactorStatus }
type Enrolment = { secret: string; qr: string }

const codeField = { display: 'flex', flexDirection: 'column', gap: '0.4rem', maxWidth: '16rem', margin: '1rem 0' } as const

async function call(url: string, body: unknown = {}): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { ok: response.ok, data: ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown> }
}

const errorOf = (data: Record<string, unknown>) => (data.errors as Array<{ message?: string }> | undefined)?.[0]?.message ?? null

/** Enrolment (QR code, key as text, a code to confirm, the recovery codes once), or turning it off. */
export function TwoFactorPanel({ lang, api, home, initial }: Props) {
  const [status, setStatus] = useState(initial)
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  async function start() {
    setMessage(null)
    const { ok, data } = await call(`${api}/setup`)
    if (ok) setEnrolment({ secret: String(data.secret), qr: String(data.qr) })
    else setMessage(errorOf(data))
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = new FormData(event.currentTarget).get('code')
    const { ok, data } = await call(`${api}/confirm`, { code })
    if (!ok) return setMessage(errorOf(data))
    setMessage(null)
    setEnrolment(null)
    setCodes(data.recoveryCodes as string[])
    setStatus({ ...status, enabled: true, pending: false, recoveryCodesLeft: (data.recoveryCodes as string[]).length })
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = new FormData(event.currentTarget).get('code')
    const { ok, data } = await call(`${api}/disable`, { code })
    if (!ok) return setMessage(errorOf(data))
    setMessage(twoFactorText('disabled', lang))
    setStatus(data as unknown as TwoFactorStatus)
  }

  const alert = message ? <p role="alert">{message}</p> : null

  if (codes) {
    return (
      <section>
        <h2>{twoFactorText('recoveryTitle', lang)}</h2>
        <p>{twoFactorText('recoveryOnce', lang)}</p>
        <ul data-testid="recovery-codes" style={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2 }}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <a className="btn btn--style-primary btn--size-medium" href={home}>
          {twoFactorText('continue', lang)}
        </a>
      </section>
    )
  }

  if (status.enabled) {
    return (
      <section>
        <p>{twoFactorText('enabled', lang, { left: status.recoveryCodesLeft })}</p>
        <form onSubmit={disable}>
          <div style={codeField}>
            <label className="field-label" htmlFor="two-factor-off-code">
              {twoFactorText('code', lang)}
            </label>
            <input id="two-factor-off-code" name="code" autoComplete="one-time-code" required />
          </div>
          <button type="submit" className="btn btn--style-secondary btn--size-medium">
            {twoFactorText('disable', lang)}
          </button>
        </form>
        {alert}
      </section>
    )
  }

  return (
    <section>
      <p>{twoFactorText(status.required ? 'mustEnrol' : 'optional', lang)}</p>
      {enrolment ? (
        <>
          <p>{twoFactorText('scan', lang)}</p>
          {/* The QR code is an SVG the server drew (qrcode), shown as an image. */}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr)}`}
            alt={twoFactorText('scan', lang)}
            width={220}
            height={220}
            style={{ background: '#fff' }}
          />
          <p>
            {twoFactorText('secretLabel', lang)}: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <form onSubmit={confirm}>
            <div style={codeField}>
              <label className="field-label" htmlFor="two-factor-code">
                {twoFactorText('confirmCode', lang)}
              </label>
              <input id="two-factor-code" name="code" inputMode="numeric" autoComplete="one-time-code" required />
            </div>
            <button type="submit" className="btn btn--style-primary btn--size-medium">
              {twoFactorText('confirm', lang)}
            </button>
          </form>
        </>
      ) : (
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={start}>
          {twoFactorText('start', lang)}
        </button>
      )}
      {alert}
    </section>
  )
}
