'use client'

import { toast, useConfig, useDocumentInfo, useForm, useFormFields, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { adminLanguage } from '../../i18n/adminLanguage'
import { MODERATION_TEXTS } from '../../i18n/admin/moderationTexts'

/**
 * A testimonial's review in one action (issue 36, point 5): "Approve and publish" publishes it, "Reject"
 * unpublishes it; the moderation field follows on the server (collections/Testimonials). Relative API
 * path: the admin works from whatever host it is served on.
 */
export function ModerationActions() {
  const { id, collectionSlug, setHasPublishedDoc, setUnpublishedVersionCount, incrementVersionCount } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const { reset } = useForm()
  const moderation = useFormFields(([fields]) => fields.status?.value)
  const [busy, setBusy] = useState(false)
  const lang = adminLanguage(i18n.language)
  const text = (key: keyof typeof MODERATION_TEXTS) => MODERATION_TEXTS[key][lang]
  if (id === undefined || id === null) return null

  async function review(publish: boolean) {
    setBusy(true)
    try {
      const response = await fetch(`${config.routes.api}/${collectionSlug}/${id}?depth=0&fallback-locale=null`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'accept-language': i18n.language },
        body: JSON.stringify({ _status: publish ? 'published' : 'draft' }),
      })
      const json = (await response.json().catch(() => ({}))) as { doc?: Record<string, unknown>; errors?: Array<{ message?: string }> }
      if (!response.ok || !json.doc) {
        toast.error(`${text('failed')} ${json.errors?.[0]?.message ?? response.status}`)
        return
      }
      await reset(json.doc)
      setHasPublishedDoc(publish)
      setUnpublishedVersionCount(0)
      incrementVersionCount()
      toast.success(text(publish ? 'approved' : 'rejectedDone'))
    } finally {
      setBusy(false)
    }
  }

  const button = (label: string, publish: boolean, style: 'primary' | 'secondary') => (
    <button
      type="button"
      className={`btn btn--style-${style} btn--size-small`}
      style={{ margin: '0 0.5rem 0.5rem 0' }}
      disabled={busy}
      onClick={() => void review(publish)}
    >
      {label}
    </button>
  )

  return (
    <div className="field-type ui" style={{ marginBottom: '1.5rem' }}>
      {moderation === 'pending' ? <p>{text('pendingHint')}</p> : null}
      {moderation === 'rejected' ? <p>{text('rejectedHint')}</p> : null}
      {moderation !== 'published' ? button(text('approve'), true, 'primary') : null}
      {moderation === 'pending' ? button(text('reject'), false, 'secondary') : null}
      {moderation === 'published' ? button(text('takeOff'), false, 'secondary') : null}
    </div>
  )
}
