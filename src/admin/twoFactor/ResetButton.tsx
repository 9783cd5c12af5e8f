'use client'

import { useAuth, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { adminLanguage } from '../../i18n/adminLanguage'
import { twoFactorText } from '../../i18n/twoFactorTexts'

/** On a staff account's edit view, for admins: clear that account's second factor (a lost phone). */
export function ResetButton() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const [message, setMessage] = useState<string | null>(null)
  const lang = adminLanguage(i18n.language)
  const isAdmin = user?.collection === 'users' && (user as { roles?: string[] }).roles?.includes('admin')
  if (!isAdmin || id === undefined || id === null || String(id) === String(user?.id)) return null

  async function reset() {
    const response = await fetch(`${config.routes.api}/users/two-factor/reset`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    })
    const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: Array<{ message?: string }> }
    setMessage(data.message ?? data.errors?.[0]?.message ?? null)
  }

  return (
    <div className="field-type ui" style={{ marginBottom: '1.5rem' }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={reset}>
        {twoFactorText('reset', lang)}
      </button>
      {message ? <p role="status">{message}</p> : null}
    </div>
  )
}
