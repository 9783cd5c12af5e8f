'use client'

import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { adminLanguage } from '../../i18n/adminLanguage'
import { ownerLinkText } from '../../i18n/ownerLinkTexts'

type Link = 'invite' | 'reset'

/** A password nobody sees: 32 random bytes, as the server's own fallback (collections/Owners/hooks/noTypedPassword.ts). */
function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, '')
}

/**
 * On an owner in the admin (issue 36.7): "Send invitation" and "Send reset link", each an e-mail with a
 * link to the portal's set-password page (POST /api/owners/:id/password-link, src/auth/ownerLinkEndpoint.ts).
 * On a new owner, staff type no password: Payload's create form asks one of every account, so it gets a
 * random one nobody sees and its fields are hidden, with a word on what to do instead.
 */
export function OwnerLinks() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const [password] = useState(randomPassword)
  const lang = adminLanguage(i18n.language)
  const creating = id === undefined || id === null

  // Filled as typing would fill them (the inputs' own change events): values dispatched into the form
  // state directly were lost to the form's initial state and the fields' own first validation. Kept
  // filled while the new owner's form is open, so nothing the form redraws leaves them empty: filled
  // again whenever the form's markup changes (a redraw replaces an input), not on a timer.
  useEffect(() => {
    if (!creating) return
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    const fill = () => {
      for (const fieldId of ['field-password', 'field-confirm-password']) {
        const input = document.getElementById(fieldId)
        if (!(input instanceof HTMLInputElement) || input.value === password || !setValue) continue
        setValue.call(input, password)
        input.dispatchEvent(new Event('input', { bubbles: true }))
      }
    }
    fill()
    // The whole page, not the form: the fields may not be drawn yet, and a redraw may replace the form itself.
    const observer = new MutationObserver(fill)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [creating, password])

  if (creating)
    return (
      <div className="field-type ui" style={{ marginBottom: '1.5rem' }}>
        {/* Payload's own password fields of a new account: filled above, not for staff to type. */}
        <style>{'.auth-fields__changing-password { display: none; }'}</style>
        <p data-owner-links="new">{ownerLinkText('newOwner', lang)}</p>
      </div>
    )

  async function send(link: Link) {
    setBusy(true)
    try {
      // Relative to the admin's own origin (config.routes.api is a path): it works on every host it is served on.
      const response = await fetch(`${config.routes.api}/owners/${id}/password-link`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ link }),
      })
      const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: Array<{ message?: string }> }
      setMessage({ text: data.message ?? data.errors?.[0]?.message ?? ownerLinkText('failed', lang), ok: response.ok })
    } catch {
      setMessage({ text: ownerLinkText('failed', lang), ok: false })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type ui" style={{ marginBottom: '1.5rem' }} data-owner-links="existing">
      <p className="field-label">{ownerLinkText('title', lang)}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={() => send('invite')}>
          {ownerLinkText('invite', lang)}
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={() => send('reset')}>
          {ownerLinkText('reset', lang)}
        </button>
      </div>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} style={{ marginTop: '0.5rem' }}>
          {message.text}
        </p>
      ) : null}
    </div>
  )
}
